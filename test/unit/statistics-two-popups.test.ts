// Statistics written by two popups (or the popup page open in a tab beside the toolbar popup) on one
// chrome.storage: each popup's board reads them from the popup's write-through cache, adds its ended game and
// writes them back. A popup whose cache kept an older copy wrote it back and dropped the other's games.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { memoryStore, writeThroughStorage } from '../../src/popup/popup-store.ts';
import { StatisticsKeeper } from '../../src/components/sudoku-board/statistics/statistics.ts';
import { readTally, statisticsKey } from '../../src/play/statistics/bookkeeping.ts';
import type { SavedGame } from '../../src/play/saved-record.ts';

const KEY = 'sudoku-popup';

/** One popup: its cache of the store (as the popup builds it) and its board's statistics. */
function popup(store: ReturnType<typeof memoryStore>): StatisticsKeeper {
  const storage = writeThroughStorage(store, { [KEY]: null, [statisticsKey(KEY)]: null }, (error) => {
    throw error;
  });
  const board = { addStyles: () => undefined, persist: KEY, storage, requestUpdate: () => undefined };
  return new StatisticsKeeper(board, () => assert.fail('the statistics were found unreadable'));
}

/** A game the player moved in, at easy, with this id. */
const played = (id: string): SavedGame =>
  ({ version: 1, moves: [{}], position: 1, id, difficulty: 'easy', elapsedMs: 60_000 }) as unknown as SavedGame;

const storedPlayed = (store: ReturnType<typeof memoryStore>): number => {
  const text = store.data.get(statisticsKey(KEY));
  return readTally(typeof text === 'string' ? text : null).tally.levels.easy.played;
};

describe('statistics: two popups on one store', () => {
  it('keeps a game ended in one popup when another, opened before it, ends one later', async () => {
    const store = memoryStore();
    const first = popup(store);
    const second = popup(store);
    first.ended(played('a'), 'solved');
    second.ended(played('b'), 'solved');
    assert.equal(storedPlayed(store), 2);
    assert.equal((await first.statistics()).levels.easy.played, 2);
  });

  it('property: every game ended in any of 2-3 popups, in any order, is counted once', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 3 }),
        fc.array(fc.record({ at: fc.nat(2), outcome: fc.constantFrom('solved', 'revealed', 'abandoned') }), {
          maxLength: 15,
        }),
        (count, ends) => {
          const store = memoryStore();
          const popups = Array.from({ length: count }, () => popup(store));
          ends.forEach(({ at, outcome }, i) =>
            popups[at % count].ended(played(`g${i}`), outcome as 'solved' | 'revealed' | 'abandoned'),
          );
          assert.equal(storedPlayed(store), ends.length);
        },
      ),
      { numRuns: 200 },
    );
  });
});
