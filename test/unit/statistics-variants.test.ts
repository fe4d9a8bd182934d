// Each variant's statistics are kept apart (play/statistics/variant-tallies.ts): counted under the variant's name
// (its size when not 9×9), beside the classic record and never in it, and a stored record that does not add up is
// kept aside and started again, as the classic one is.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { StatisticsKeeper } from '../../src/components/sudoku-board/statistics/statistics.ts';
import { classicRules, rulesOfParts } from '../../src/engine/variant/index.ts';
import { statisticsKey } from '../../src/play/statistics/bookkeeping.ts';
import {
  readVariantTallies,
  variantStatisticsKey,
  variantStatisticsName,
} from '../../src/play/statistics/variant-tallies.ts';
import type { GameStorage, SavedGame } from '../../src/play/saved-record.ts';

const killer = rulesOfParts(new Set(['killer'] as const), 9);
const withCages = { ...killer, cages: [{ cells: [0, 1], sum: 3 }] };
const played = (id: string, variant?: object): SavedGame =>
  ({
    version: 1,
    moves: [{}],
    position: 1,
    id,
    difficulty: 'easy',
    elapsedMs: 60_000,
    variant,
  }) as unknown as SavedGame;

function keeper(data: Map<string, string>, resets: string[]): StatisticsKeeper {
  const storage: GameStorage = { getItem: (key) => data.get(key) ?? null, setItem: (key, text) => data.set(key, text) };
  const board = { addStyles: () => undefined, persist: 'game', storage, requestUpdate: () => undefined };
  return new StatisticsKeeper(board, (words) => resets.push(words({} as never)));
}

describe('statistics per variant', () => {
  it('names a variant as the engine does, with its size when it is not 9×9', () => {
    assert.equal(variantStatisticsName(withCages), 'killer');
    assert.equal(variantStatisticsName({ ...classicRules(6), diagonals: true }), 'x 6×6');
    assert.equal(variantStatisticsName(classicRules(16)), 'classic 16×16');
  });

  it('counts a variant game under its variant, leaving the classic record as it was', async () => {
    const data = new Map<string, string>();
    const resets: string[] = [];
    const stats = keeper(data, resets);
    stats.ended(played('k1', withCages), 'solved');
    stats.ended(played('c1'), 'abandoned');
    const now = await stats.statistics();
    assert.equal(now.variants?.killer.easy.solved, 1);
    assert.equal(now.levels.easy.solved, 0);
    assert.equal(now.levels.easy.played, 1);
    assert.equal(JSON.parse(data.get(statisticsKey('game'))!).games.length, 1);
    assert.equal(readVariantTallies(data.get(variantStatisticsKey('game'))!).problem, null);
    assert.deepEqual(resets, []);
  });

  it('keeps a record that does not add up aside, starts it again, and says so', async () => {
    const tampered = '{"version":1,"variants":{"killer":{"version":1,"levels":{"easy":{"played":1,"solved":5}}}}}';
    const data = new Map([[variantStatisticsKey('game'), tampered]]);
    const resets: string[] = [];
    const stats = keeper(data, resets);
    // The variants' bookkeeping comes with their stored record (a chunk of its own): read, kept aside, reported.
    await stats.statistics();
    assert.equal(data.get(`${variantStatisticsKey('game')}:unreadable`), tampered);
    assert.equal(resets.length, 1);
    stats.ended(played('k2', withCages), 'solved');
    assert.equal((await stats.statistics()).variants?.killer.easy.solved, 1);
    for (const bad of ['[', '{"version":2}', '{"version":1,"variants":{"<b>":{}}}'])
      assert.notEqual(readVariantTallies(bad).problem, null, bad);
  });
});
