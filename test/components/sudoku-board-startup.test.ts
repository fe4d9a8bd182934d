import { aTimeout, expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { SudokuBoard } from '../../src/components/index.ts';
import { EASY, board, cell, firstBlank, freshKey, SLOW_GENERATION } from './sudoku-board-helpers.ts';

const liveText = (el: SudokuBoard) => el.shadowRoot!.querySelector('[role="status"]')!.textContent ?? '';
const overlayButton = (el: SudokuBoard, selector: string) =>
  el.shadowRoot!.querySelector<HTMLButtonElement>(`${selector} button`);

/** A board whose first puzzle is still being made, with the progress (and its Cancel button) on show. */
async function slowFirstPuzzle(key: string): Promise<{ el: SudokuBoard; made: Promise<unknown> }> {
  const el = await fixture<SudokuBoard>(html`<sudoku-board persist=${key} difficulty="extreme" keypad></sudoku-board>`);
  // Replace the random first generation with one known to take well over 300 ms.
  const made = el.generate(SLOW_GENERATION).catch(() => undefined);
  await aTimeout(300);
  await el.updateComplete;
  return { el, made };
}

describe('<sudoku-board> when the first puzzle is cancelled', () => {
  it('offers a new puzzle instead of a blank grid, and saves nothing', async function () {
    // Cancelling ends the worker; the new puzzle waits for a fresh one, which the test server feeds ~100 modules
    // (the built element loads one file): seconds on a loaded machine, so more than mocha's 10 s default.
    this.timeout(30_000);
    const key = freshKey();
    const { el, made } = await slowFirstPuzzle(key);
    overlayButton(el, '.busy')!.click();
    await made;
    await el.updateComplete;
    expect(liveText(el)).to.equal('Cancelled: no puzzle yet.');
    expect(el.shadowRoot!.querySelector('[part="message"]')!.textContent).to.equal('Cancelled: no puzzle yet.');
    expect(el.shadowRoot!.querySelector('[role="grid"]')!.getAttribute('aria-readonly')).to.equal('true');
    const newPuzzle = overlayButton(el, '.idle')!;
    expect(newPuzzle.textContent!.trim()).to.equal('New puzzle');

    // Typing does not turn the blank grid into a game, and nothing is stored to come back on reload.
    cell(el, 0).focus();
    await sendKeys({ press: '5' });
    await el.updateComplete;
    expect(el.value).to.equal('.'.repeat(81));
    expect(localStorage.getItem(key)).to.equal(null);
    await aTimeout(50);
    expect(el.elapsedMs).to.equal(0);

    // The button starts one, at the board's level.
    el.difficulty = 'easy';
    const started = oneEvent(el, 'sudoku-change');
    newPuzzle.click();
    expect((await started).detail.reason).to.equal('new-game');
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('.idle')).to.equal(null);
    expect(el.value).to.match(/[1-9]/);
    expect(JSON.parse(localStorage.getItem(key)!).givens).to.equal(el.givens);
    localStorage.removeItem(key);
  });

  it('keeps the game there was, and says so', async () => {
    const el = await board();
    const slow = el.generate(SLOW_GENERATION).catch(() => undefined);
    await aTimeout(300);
    await el.updateComplete;
    const before = el.value;
    overlayButton(el, '.busy')!.click();
    await slow;
    await el.updateComplete;
    expect(el.value).to.equal(before);
    expect(liveText(el)).to.equal('Cancelled: the game goes on.');
    expect(el.shadowRoot!.querySelector('.idle')).to.equal(null);
    const blank = firstBlank(before);
    cell(el, blank).focus();
    await sendKeys({ press: '5' });
    expect(el.value[blank]).to.equal('5');
  });
});

describe('<sudoku-board> moved while a puzzle is being made', () => {
  const progress = (el: SudokuBoard) => el.shadowRoot!.querySelector('.busy')?.textContent ?? '';

  it('keeps making it when moved at once', async () => {
    const el = await board();
    let outcome = 'pending';
    el.generate(SLOW_GENERATION).then(
      () => (outcome = 'made'),
      () => (outcome = 'failed'),
    );
    document.body.append(el);
    try {
      await aTimeout(300);
      await el.updateComplete;
      expect(outcome).to.equal('pending');
      expect(progress(el)).to.contain('Making an extreme puzzle');
    } finally {
      el.cancelGeneration();
      el.remove();
    }
  });

  it('starts again when put back after a while', async () => {
    const wrapper = await fixture<HTMLDivElement>(html`<div><sudoku-board puzzle=${EASY}></sudoku-board></div>`);
    const el = wrapper.querySelector('sudoku-board')!;
    void el.generate(SLOW_GENERATION).catch(() => undefined);
    el.remove();
    await aTimeout(20);
    wrapper.append(el);
    await aTimeout(300);
    await el.updateComplete;
    expect(progress(el)).to.contain('Making an extreme puzzle');
    el.cancelGeneration();
  });
});
