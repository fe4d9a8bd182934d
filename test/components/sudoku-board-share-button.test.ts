// The Share control (issue 27 §1.3): in the new-game offer (a finished game's, and New game's over one in play), it
// copies a link that opens the puzzle (with the board as it is while the game is played, the givens alone once it is
// over) and says so; where the clipboard refuses, it shows the link to copy by hand.
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import type { SudokuBoard } from '../../src/components/index.ts';
import '../../src/components/index.ts';
import { readShareUrl } from '../../src/engine/index.ts';
import { gridToLine } from '../../src/engine/grid.ts';
import { EASY, firstBlank, solveByKeys, type } from './sudoku-board-helpers.ts';

const root = (el: SudokuBoard): ShadowRoot => el.shadowRoot!;
const message = (el: SudokuBoard) => root(el).querySelector('[part="message"]')!.textContent!.trim();
const shareButtonOf = (el: SudokuBoard) =>
  [...root(el).querySelectorAll<HTMLButtonElement>('.new-puzzle button')].find(
    (b) => b.textContent!.trim() === 'Share',
  );

/** The clipboard as the page sees it, for the length of a test: what was written, or a refusal. */
function fakeClipboard(refuse = false): { copied: string[]; restore: () => void } {
  const copied: string[] = [];
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: {
      writeText: async (text: string) => {
        if (refuse) throw new DOMException('Write permission denied.', 'NotAllowedError');
        copied.push(text);
      },
    },
  });
  return { copied, restore: () => delete (navigator as { clipboard?: unknown }).clipboard };
}

async function inPlay(): Promise<SudokuBoard> {
  const el = await fixture<SudokuBoard>(html`<sudoku-board puzzle=${EASY}></sudoku-board>`);
  await el.updateComplete;
  await type(el, firstBlank(EASY), '4');
  return el;
}

describe('<sudoku-board> Share', () => {
  it('in play (New game): copies a link that opens the same givens and the board as it is, and says so', async () => {
    const clipboard = fakeClipboard();
    try {
      const el = await inPlay();
      root(el).querySelector<HTMLButtonElement>('.status button.new-game')!.click();
      await waitUntil(() => shareButtonOf(el), 'Share in the offer');
      shareButtonOf(el)!.click();
      await waitUntil(() => clipboard.copied.length === 1, 'the link is copied');
      const shared = readShareUrl(clipboard.copied[0])!;
      expect(shared, clipboard.copied[0]).to.not.equal(null);
      expect(gridToLine(shared.puzzle)).to.equal(el.givens);
      expect(gridToLine(shared.progress!)).to.equal(el.value);
      await waitUntil(() => message(el).includes('Link copied'), `said: ${message(el)}`);
    } finally {
      clipboard.restore();
    }
  });

  it('after a solve: copies the givens alone (no solution given away)', async () => {
    const clipboard = fakeClipboard();
    try {
      const el = await fixture<SudokuBoard>(html`<sudoku-board puzzle=${EASY}></sudoku-board>`);
      await el.updateComplete;
      await solveByKeys(el);
      await waitUntil(() => shareButtonOf(el), 'Share in the finished offer');
      shareButtonOf(el)!.click();
      await waitUntil(() => clipboard.copied.length === 1, 'the link is copied');
      const shared = readShareUrl(clipboard.copied[0])!;
      expect(gridToLine(shared.puzzle)).to.equal(el.givens);
      expect(shared.progress, 'no board carried').to.equal(null);
    } finally {
      clipboard.restore();
    }
  });

  it('where the clipboard refuses, shows the link to copy by hand', async () => {
    const clipboard = fakeClipboard(true);
    try {
      const el = await fixture<SudokuBoard>(html`<sudoku-board puzzle=${EASY}></sudoku-board>`);
      await el.updateComplete;
      await el.solve();
      await waitUntil(() => shareButtonOf(el), 'Share in the finished offer');
      shareButtonOf(el)!.click();
      await waitUntil(() => message(el).includes('#sudoku='), `said: ${message(el)}`);
      expect(message(el)).to.match(/^Copy this link to share the puzzle: \S+#sudoku=/);
    } finally {
      clipboard.restore();
    }
  });

  it('is not offered where there is no game to share', async () => {
    const el = await fixture<SudokuBoard>(html`<sudoku-board puzzle="not a sudoku"></sudoku-board>`);
    await el.updateComplete;
    await waitUntil(() => root(el).querySelector('.new-puzzle'), 'the offer over an empty grid');
    expect(shareButtonOf(el)).to.equal(undefined);
  });
});
