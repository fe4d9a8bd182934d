import { aTimeout, expect, fixture, html } from '@open-wc/testing';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import type { SudokuBoard } from '../../src/components/index.ts';
import { EASY, board, cell, tap, SLOW_GENERATION } from './sudoku-board-helpers.ts';

const liveRegion = (el: SudokuBoard) => el.shadowRoot!.querySelector('[role="status"][aria-live="polite"]')!;

async function press(el: SudokuBoard, index: number, ...keys: string[]): Promise<void> {
  await tap(el, index);
  cell(el, index).focus();
  for (const key of keys) await sendKeys({ press: key });
  await el.updateComplete;
}

describe('<sudoku-board> accessibility (axe)', () => {
  it('empty board', async () => {
    await expect(await board('')).to.be.accessible();
  });

  it('playing, with the keypad', async () => {
    const el = await fixture<SudokuBoard>(html`<sudoku-board keypad puzzle=${EASY}></sudoku-board>`);
    await press(el, 0, '4');
    await expect(el).to.be.accessible();
  });

  it('notes, and auto-notes everywhere', async () => {
    const el = await board();
    await press(el, 0, 'n', '1', '5', '9');
    await expect(el).to.be.accessible();
    await el.fillNotes();
    await expect(el).to.be.accessible();
  });

  it('conflicts and check marks', async () => {
    const el = await board();
    await press(el, 0, '3');
    await el.check();
    await expect(el).to.be.accessible();
  });

  it('a hint on show', async () => {
    const el = await board();
    const hint = await el.hint();
    await el.updateComplete;
    expect(liveRegion(el).textContent).to.equal(hint.text);
    await expect(el).to.be.accessible();
  });

  it('solved, announced in the live region', async () => {
    const el = await board();
    await el.solve();
    await el.updateComplete;
    expect(liveRegion(el).textContent).to.equal('Solution shown.');
    await expect(el).to.be.accessible();
  });

  it('readonly', async () => {
    const el = await fixture<SudokuBoard>(html`<sudoku-board readonly keypad puzzle=${EASY}></sudoku-board>`);
    expect(el.shadowRoot!.querySelector('[role="grid"]')!.getAttribute('aria-readonly')).to.equal('true');
    await expect(el).to.be.accessible();
  });

  it('generating, with the progress shown', async () => {
    const el = await board();
    const slow = el.generate(SLOW_GENERATION).catch(() => undefined);
    await aTimeout(300);
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('.busy')).not.to.equal(null);
    await expect(el).to.be.accessible();
    el.cancelGeneration();
    await slow;
  });

  it('dark colour scheme: contrast holds and the colours really change', async () => {
    const light = await board();
    const lightBg = getComputedStyle(cell(light, 0)).backgroundColor;
    await emulateMedia({ colorScheme: 'dark' });
    try {
      // A page that follows dark mode too (it offers both schemes): the board draws its cells, the page around them.
      const page = await fixture<HTMLDivElement>(
        html`<div style="background: #0b0f17; color-scheme: light dark">
          <sudoku-board keypad puzzle=${EASY}></sudoku-board>
        </div>`,
      );
      const el = page.querySelector('sudoku-board')!;
      // The fixture waited for the page, not the board (whose first render waits for its keypad).
      await el.updateComplete;
      await press(el, 0, 'n', '1', '5');
      expect(getComputedStyle(cell(el, 40)).backgroundColor).not.to.equal(lightBg);
      await expect(el).to.be.accessible();
    } finally {
      await emulateMedia({ colorScheme: 'light' });
    }
  });
});
