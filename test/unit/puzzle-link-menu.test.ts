/**
 * The menu item on puzzle links (src/background/menu.ts, open-puzzle-link.ts) without a browser: its
 * `targetUrlPatterns` cover exactly the links the engine reads (engine/variant/links.ts's hosts), and a click hands
 * the link over in storage and opens the action's popup, or, where the browser refuses that, the popup's page in a
 * tab beside the page.
 */
import { afterEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { isPuzzleLink } from '../../src/engine/variant/links.ts';
import { STORAGE_KEYS } from '../../src/extension-contract.ts';
import { PUZZLE_LINK_PATTERNS, openPuzzleLink } from '../../src/background/open-puzzle-link.ts';

/** Chrome's match patterns as the menu uses them (`*://host/*`): scheme http(s), exact host, any path. */
function matches(pattern: string, url: string): boolean {
  const [, host] = /^\*:\/\/([^/]+)\/\*$/.exec(pattern) ?? [];
  const parsed = new URL(url);
  return /^https?:$/.test(parsed.protocol) && parsed.host === host;
}
const shown = (url: string): boolean => PUZZLE_LINK_PATTERNS.some((pattern) => matches(pattern, url));

describe('the puzzle-link menu item', () => {
  it('is shown on the links the popup reads, and on no other', () => {
    for (const url of [
      'https://f-puzzles.com/?load=N4Ig',
      'https://www.f-puzzles.com/?load=N4Ig',
      'https://sudokupad.app/fpuzzlesN4Ig',
      'https://sudokupad.app/?puzzleid=fpuzzlesN4Ig',
      'http://app.crackingthecryptic.com/sudoku/fpuzN4Ig',
      'https://sudokupad.svencodes.com/fpuzzlesN4Ig',
      'https://sudokupad.app/sclrxq4b',
    ]) {
      assert.equal(shown(url), true, url);
      assert.equal(isPuzzleLink(url), true, `the engine reads ${url}`);
    }
    for (const url of [
      'https://example.com/?load=N4Ig',
      'https://f-puzzles.com.evil.example/?load=N4Ig',
      'https://www.sudokuwiki.org/sudoku.htm?bd=1',
      'https://crackingthecryptic.com/',
    ]) {
      assert.equal(shown(url), false, url);
      assert.equal(isPuzzleLink(url), false, `the engine does not take ${url}`);
    }
  });
});

describe('a click on a puzzle link', () => {
  const calls: string[] = [];
  const stored: Record<string, unknown> = {};
  function fakeChrome(openPopup: (() => Promise<void>) | undefined): void {
    calls.length = 0;
    (globalThis as unknown as { chrome: unknown }).chrome = {
      storage: {
        local: {
          set: async (items: Record<string, unknown>) => {
            calls.push('set');
            Object.assign(stored, items);
          },
        },
      },
      action: openPopup && {
        openPopup: async () => {
          calls.push('openPopup');
          return openPopup();
        },
      },
      runtime: {
        getURL: (path: string) => `chrome-extension://id/${path}`,
        getManifest: () => ({ action: { default_popup: 'src/popup/index.html' } }),
      },
      tabs: {
        create: async (options: object) => {
          calls.push(`tab ${JSON.stringify(options)}`);
        },
      },
    };
  }
  afterEach(() => delete (globalThis as { chrome?: unknown }).chrome);

  const link = 'https://sudokupad.app/fpuzzlesN4Ig';
  const tab = { id: 7, index: 2, windowId: 3 } as chrome.tabs.Tab;

  it('hands the link over, then opens the popup', async () => {
    fakeChrome(async () => undefined);
    assert.equal(await openPuzzleLink(link, tab), 'popup');
    // The record is asked for before the popup, which reads it when it opens.
    assert.deepEqual(calls, ['set', 'openPopup']);
    const pending = stored[STORAGE_KEYS.pendingPuzzle] as { puzzle: string; from: string; at: number };
    assert.equal(pending.puzzle, link);
    assert.equal(pending.from, link);
    assert.ok(Math.abs(pending.at - Date.now()) < 5000);
  });

  it("opens the popup's page in a tab beside the page where the browser won't open the popup", async () => {
    fakeChrome(() => Promise.reject(new Error('Could not find an active browser window.')));
    assert.equal(await openPuzzleLink(link, tab), 'tab');
    assert.deepEqual(calls, [
      'set',
      'openPopup',
      'tab {"url":"chrome-extension://id/src/popup/index.html","index":3,"windowId":3}',
    ]);
    fakeChrome(undefined);
    assert.equal(await openPuzzleLink(link), 'tab');
  });
});
