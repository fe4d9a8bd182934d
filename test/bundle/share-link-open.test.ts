// Share links open the shared game (issue 27): a board with no `puzzle` on a page whose address carries the link that
// `shareUrl()` made starts that puzzle, with the board as shared when the link carries it, in a fresh page (a new
// browser context: nothing saved). Then the link leaves the address, so a reload resumes the player's own game.
// Run after `npm run build` (or `npm run build:lib`).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'puppeteer-core';
import { hostedPages } from './hosted-pages.ts';

const bare = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Host</title>
<script type="module" src="/lib/sudoku-board.js"></script></head>
<body><main><h1>Sudoku</h1><sudoku-board persist="sudoku-game"></sudoku-board></main></body></html>`;
/** Project Euler 96, grid 1: a page that names its own puzzle. */
const OWN = '..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..';
const attributed = bare.replace(
  '<sudoku-board persist="sudoku-game">',
  `<sudoku-board persist="sudoku-game" puzzle="${OWN}">`,
);

interface BoardState {
  givens: string;
  value: string;
}

const boardState = (page: Page): Promise<BoardState> =>
  page.evaluate(() => {
    const board = document.querySelector('sudoku-board') as HTMLElement & BoardState;
    return { givens: board.givens, value: board.value };
  });

/** Waits until the board has a game, and returns it. */
async function gameOn(page: Page): Promise<BoardState> {
  await page.waitForFunction(
    () => /[1-9]/.test((document.querySelector('sudoku-board') as HTMLElement & { givens: string }).givens),
    { timeout: 30_000 },
  );
  return boardState(page);
}

/** A page in a context of its own: no storage shared with any other page of the suite. */
async function freshPage(hosted: ReturnType<typeof hostedPages>): Promise<Page> {
  const context = await hosted.browser.createBrowserContext();
  return context.newPage();
}

/**
 * A friend opens `link` in a fresh page: it must carry moves (`mine` is the sharer's page, `made` its game before
 * them), and the friend gets the same puzzle with the board as shared. Returns the friend's page and game.
 */
async function friendOpens(
  hosted: ReturnType<typeof hostedPages>,
  link: string,
  mine: Page,
  made: BoardState,
): Promise<{ friend: Page; opened: BoardState }> {
  assert.match(link, /#sudoku=/);
  const played = await boardState(mine);
  assert.notEqual(played.value, made.givens, 'the link carries moves');
  const friend = await freshPage(hosted);
  await friend.goto(link);
  const opened = await gameOn(friend);
  assert.equal(opened.givens, made.givens, 'the same puzzle');
  assert.equal(opened.value, played.value, 'the board as shared');
  return { friend, opened };
}

describe('a share link opens the shared game', () => {
  const hosted = hostedPages({ '/bare.html': bare, '/own.html': attributed });

  it('a friend who opens the link on a bare page gets the same givens and the board as shared', async () => {
    const mine = await freshPage(hosted);
    await mine.goto(`${hosted.origin}/bare.html`);
    const made = await gameOn(mine);
    // Two moves, so the link carries progress: the solution's digits in the first two blank cells.
    const link = await mine.evaluate(async () => {
      const board = document.querySelector('sudoku-board') as HTMLElement & {
        solve(): Promise<string | null>;
        value: string;
        givens: string;
        shareUrl(base?: string, options?: { progress?: boolean }): string;
      };
      const solution = (await board.solve())!;
      const blanks = [...board.givens].flatMap((c, i) => (c === '.' ? [i] : [])).slice(0, 2);
      board.value = [...board.givens].map((c, i) => (blanks.includes(i) ? solution[i] : c)).join('');
      return board.shareUrl(undefined, { progress: true });
    });
    const { friend, opened } = await friendOpens(hosted, link, mine, made);
    assert.equal(new URL(friend.url()).hash, '', 'the link left the address');

    // A reload resumes the friend's own game (here, the shared one), not a new random one.
    await friend.reload();
    assert.deepEqual(await gameOn(friend), opened);
  });

  it('a link without progress starts the puzzle blank; a board with a puzzle attribute ignores the link', async () => {
    const page = await freshPage(hosted);
    await page.goto(`${hosted.origin}/bare.html`);
    const made = await gameOn(page);
    const link = await page.evaluate(() =>
      (document.querySelector('sudoku-board') as HTMLElement & { shareUrl(): string }).shareUrl(),
    );
    const other = await freshPage(hosted);
    await other.goto(link);
    assert.deepEqual(await gameOn(other), { givens: made.givens, value: made.givens });
    const own = await freshPage(hosted);
    await own.goto(`${hosted.origin}/own.html${link.slice(link.indexOf('#'))}`);
    assert.equal((await gameOn(own)).givens, OWN, 'the attribute wins');
  });

  it('a link opened on a page that shows a board already starts the shared game there', async () => {
    const mine = await freshPage(hosted);
    await mine.goto(`${hosted.origin}/bare.html`);
    const made = await gameOn(mine);
    const link = await mine.evaluate(() =>
      (document.querySelector('sudoku-board') as HTMLElement & { shareUrl(): string }).shareUrl(),
    );
    const friend = await freshPage(hosted);
    await friend.goto(`${hosted.origin}/bare.html`);
    const own = await gameOn(friend);
    assert.notEqual(own.givens, made.givens, 'the friend plays a puzzle of their own');
    // A digit typed: a game in the middle, which the shared one must not lose.
    await friend.evaluate(async () => {
      const board = document.querySelector('sudoku-board') as HTMLElement & { givens: string; updateComplete: unknown };
      const cell = board.shadowRoot!.querySelector<HTMLElement>(`[data-cell="${board.givens.indexOf('.')}"]`)!;
      cell.focus();
      cell.dispatchEvent(new KeyboardEvent('keydown', { key: '5', bubbles: true, composed: true }));
      await board.updateComplete;
    });
    const played = await boardState(friend);
    assert.notEqual(played.value, own.givens, 'the digit is on the board');
    // Only the address's hash changes (a link followed in the same tab): the page is not loaded again.
    await friend.evaluate(`window.sameDocument = true; location.href = ${JSON.stringify(link)};`);
    await friend.waitForFunction(
      (givens) => (document.querySelector('sudoku-board') as HTMLElement & { givens: string }).givens === givens,
      { timeout: 30_000 },
      made.givens,
    );
    assert.equal(await friend.evaluate('window.sameDocument'), true, 'the same page, not a reload');
    assert.equal(new URL(friend.url()).hash, '', 'the link left the address');
    // Undo brings back the game the link replaced, as it was.
    await friend.evaluate(() => (document.querySelector('sudoku-board') as HTMLElement & { undo(): unknown }).undo());
    await friend.waitForFunction(
      (givens) => (document.querySelector('sudoku-board') as HTMLElement & { givens: string }).givens === givens,
      { timeout: 30_000 },
      own.givens,
    );
    assert.deepEqual(await boardState(friend), played, 'with the digit the player had typed');

    const attributed = await freshPage(hosted);
    await attributed.goto(`${hosted.origin}/own.html`);
    await gameOn(attributed);
    await attributed.evaluate(`location.href = ${JSON.stringify(link.slice(link.indexOf('#')))};`);
    // The hash change has been handled (or ignored) once the page has had its next task.
    await attributed.evaluate(() => new Promise((done) => setTimeout(done, 500)));
    assert.equal((await boardState(attributed)).givens, OWN, 'a board with a puzzle attribute keeps it');
  });

  it('the Share button copies a link that a friend opens in a fresh page: the same givens, the board as shared', async () => {
    const mine = await freshPage(hosted);
    await mine.goto(`${hosted.origin}/bare.html`);
    const made = await gameOn(mine);
    // A move, then Share from New game's offer; the page's clipboard is a stand-in that keeps what is written.
    // As a string: tsx would wrap a function given a name here in a helper the page lacks (__name).
    await mine.evaluate(`Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: async (text) => void (window.copiedLinks ??= []).push(text) },
    })`);
    const link = await mine.evaluate(async () => {
      const page = window as unknown as { copiedLinks?: string[] };
      const board = document.querySelector('sudoku-board') as HTMLElement & {
        solve(): Promise<string | null>;
        value: string;
        givens: string;
        updateComplete: Promise<unknown>;
      };
      const blank = board.givens.indexOf('.');
      const cell = board.shadowRoot!.querySelector<HTMLElement>(`[data-cell="${blank}"]`)!;
      cell.focus();
      cell.dispatchEvent(new KeyboardEvent('keydown', { key: '5', bubbles: true, composed: true }));
      await board.updateComplete;
      board.shadowRoot!.querySelector<HTMLButtonElement>('.status button.new-game')!.click();
      let button: HTMLButtonElement | undefined;
      for (let i = 0; i < 100 && !button; i++) {
        await board.updateComplete;
        await new Promise((later) => setTimeout(later, 50));
        button = [...board.shadowRoot!.querySelectorAll<HTMLButtonElement>('.new-puzzle button')].find(
          (b) => b.textContent!.trim() === 'Share',
        );
      }
      button!.click();
      for (let i = 0; i < 100 && !page.copiedLinks; i++) await new Promise((later) => setTimeout(later, 50));
      return page.copiedLinks?.[0] ?? '';
    });
    await friendOpens(hosted, link, mine, made);
  });
});
