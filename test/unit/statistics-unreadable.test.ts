// Stored statistics that can't be read are kept aside before they are started again. When the aside copy can't be
// written (a record of megabytes in a storage that is then full), the record must not be written over either.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { StatisticsKeeper } from '../../src/components/sudoku-board/statistics/statistics.ts';
import { statisticsKey } from '../../src/play/statistics/bookkeeping.ts';
import type { GameStorage, SavedGame } from '../../src/play/saved-record.ts';

const KEY = statisticsKey('game');
const played = (id: string): SavedGame =>
  ({ version: 1, moves: [{}], position: 1, id, difficulty: 'easy', elapsedMs: 60_000 }) as unknown as SavedGame;

/** A storage holding `data` that refuses (as a full localStorage does) any item over `limit` characters. */
function storage(data: Map<string, string>, limit: number): GameStorage {
  return {
    getItem: (key) => data.get(key) ?? null,
    setItem(key, text) {
      if (text.length > limit) throw new DOMException('full', 'QuotaExceededError');
      data.set(key, text);
    },
  };
}

function keeper(store: GameStorage, resets: string[]): StatisticsKeeper {
  const board = { addStyles: () => undefined, persist: 'game', storage: store, requestUpdate: () => undefined };
  return new StatisticsKeeper(board, (words) => resets.push(words({} as never)));
}

describe('statistics that can not be read', () => {
  it('are kept aside and started again when the copy can be written', async () => {
    const data = new Map([[KEY, '{"version":1,"levels":"tampered"}']]);
    const resets: string[] = [];
    const stats = keeper(storage(data, Infinity), resets);
    stats.ended(played('a'), 'solved');
    assert.equal(data.get(`${KEY}:unreadable`), '{"version":1,"levels":"tampered"}');
    assert.equal((await stats.statistics()).levels.easy.played, 1);
    assert.equal(resets.length, 1);
  });

  it('are left where they are when the copy can not be written, and this page counts in memory', async () => {
    const huge = JSON.stringify({ version: 1, levels: {}, games: 'x'.repeat(4_000_000) });
    const data = new Map([[KEY, huge]]);
    const resets: string[] = [];
    const stats = keeper(storage(data, 1_000_000), resets);
    stats.ended(played('a'), 'solved');
    stats.ended(played('b'), 'solved');
    assert.equal(data.get(KEY), huge, 'the stored record is not written over');
    assert.equal(data.has(`${KEY}:unreadable`), false);
    assert.equal((await stats.statistics()).levels.easy.played, 2);
    assert.equal(resets.length, 1, 'the player is told once');
  });
});
