// The popup's layout (issue 27 §1.7): a grid as large as Chrome's 600 px popup allows, one row of nine digit keys,
// and, in a window narrower than the popup (Firefox for Android opens it as a page), nothing scrolls sideways.
import { expect, waitUntil } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { memoryStore } from '../../src/popup/popup-store.ts';
import { PENDING_KEY } from '../../src/popup/popup-state.ts';
import { boardOf, popup, root } from './sudoku-popup-helpers.ts';
import type { SudokuPopup } from '../../src/popup/sudoku-popup.ts';

const inBoard = (el: SudokuPopup, selector: string): DOMRect =>
  boardOf(el).shadowRoot!.querySelector(selector)!.getBoundingClientRect();

async function openPopup(): Promise<SudokuPopup> {
  document.body.style.margin = '0';
  const el = await popup(memoryStore());
  await waitUntil(() => boardOf(el).shadowRoot!.querySelector('.keypad'), 'no keypad', { timeout: 5000 });
  await boardOf(el).updateComplete;
  return el;
}

afterEach(async () => {
  document.body.style.margin = '';
  await setViewport({ width: 800, height: 600 });
});

describe('<sudoku-popup> layout', () => {
  it('shows a notice whole inside the popup, over the foot of its full toolbar, not pushed out of it', async () => {
    await setViewport({ width: 800, height: 600 });
    document.body.style.margin = '0';
    // A link the popup can't play, handed over by the menu: its reason is the longest notice there is.
    const link = 'https://sudokupad.app/sclrxq4bGVhbk5vdGU';
    const el = await popup(memoryStore({ [PENDING_KEY]: { puzzle: link, from: link, at: Date.now() } }));
    const notice = root(el).querySelector('.notice')!;
    await waitUntil(() => notice.textContent!.includes('SudokuPad'), 'no notice');
    const box = notice.getBoundingClientRect();
    expect(box.bottom, 'inside the popup').to.be.at.most(el.getBoundingClientRect().bottom + 0.5);
    expect(notice.scrollHeight, 'its whole text shown, not scrolled').to.be.at.most(notice.clientHeight + 1);
    // On top: what is drawn at its middle is the notice.
    const atMiddle = root(el).elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    expect(atMiddle === notice || notice.contains(atMiddle)).to.equal(true);
  });

  it('gives the grid at least 320 px, with the nine digit keys in one row, within 600 px of height', async () => {
    await setViewport({ width: 800, height: 600 });
    const el = await openPopup();
    const { width, height } = el.getBoundingClientRect();
    expect(height, 'the popup within Chrome’s 600 px').to.be.at.most(600);
    expect(width, 'about 530 px wide').to.be.at.most(560);
    expect(inBoard(el, '.grid').width, 'the grid').to.be.at.least(320);
    // The board fits the popup's 600 px (less its padding), never the window's height: Chrome sizes the popup window
    // from its content, so a board sized from the window would keep the window small.
    expect(getComputedStyle(boardOf(el)).getPropertyValue('--sudoku-height').trim()).to.equal('584px');
    const keys = [...boardOf(el).shadowRoot!.querySelectorAll('.key')].map((key) => key.getBoundingClientRect());
    expect(new Set(keys.map((key) => Math.round(key.top))).size, 'rows of digit keys').to.equal(1);
    // Whole pixels: Chrome sizes the popup window to its content's height rounded down, so a fraction scrolls.
    const parts = ['.status', '.fit', '.keypad', '.message'].map((part) => inBoard(el, part).height);
    expect(Number.isInteger(height), `the popup's height ${height} (board: ${parts.join(', ')})`).to.equal(true);
    // The whole board is in the popup: the message line, last, ends inside it.
    expect(inBoard(el, '.message').bottom).to.be.at.most(el.getBoundingClientRect().bottom);
  });

  it('does not scroll sideways in a 360 px window: the toolbar goes under the board', async () => {
    await setViewport({ width: 360, height: 640 });
    const el = await openPopup();
    const page = document.scrollingElement!;
    expect(page.scrollWidth, 'page width').to.be.at.most(innerWidth);
    expect(el.getBoundingClientRect().right, 'the popup').to.be.at.most(innerWidth);
    expect(inBoard(el, '.grid').width, 'the grid').to.be.at.least(300);
    const toolbar = root(el).querySelector('.toolbar')!.getBoundingClientRect();
    expect(toolbar.top, 'the toolbar under the board').to.be.at.least(boardOf(el).getBoundingClientRect().bottom);
    expect(toolbar.height, 'the toolbar has its height').to.be.above(100);
  });
});
