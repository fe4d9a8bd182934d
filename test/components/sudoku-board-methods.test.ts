import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import type { SudokuBoard } from '../../src/components/index.ts';
import { EASY, EASY_SOLUTION, board, cell, firstBlank, freshKey, type } from './sudoku-board-helpers.ts';

const message = (el: SudokuBoard) => el.shadowRoot!.querySelector('[part="message"]')!.textContent;
const live = (el: SudokuBoard) => el.shadowRoot!.querySelector('[role="status"]')!.textContent;

describe('<sudoku-board> puzzle removed', () => {
  it('keeps the game when the puzzle attribute is removed or the property set to null', async () => {
    const el = await board();
    el.removeAttribute('puzzle');
    // updateComplete rejects when the update throws.
    await el.updateComplete;
    expect(el.givens).to.equal(EASY);
    el.puzzle = null;
    await el.updateComplete;
    expect(el.givens).to.equal(EASY);
    // Still playable afterwards.
    el.puzzle = '';
    await el.updateComplete;
    expect(el.givens).to.equal('.'.repeat(81));
  });

  it('starts up without throwing when puzzle is null before the first update', async () => {
    const el = document.createElement('sudoku-board');
    el.puzzle = null;
    el.setAttribute('difficulty', 'easy');
    const change = oneEvent(el, 'sudoku-change');
    document.body.append(el);
    try {
      expect((await change).detail.reason).to.equal('new-game');
    } finally {
      el.remove();
    }
  });
});

describe('<sudoku-board> check() of a puzzle without a solution', () => {
  it('keeps saying there is no solution', async () => {
    // Row 1 leaves its first cell only 9, and column 1 already has a 9: no solution.
    const el = await board('.12345678' + '9' + '.'.repeat(71));
    const error = oneEvent(el, 'sudoku-error');
    const result = await el.check();
    expect((await error).detail.code).to.equal('no-solution');
    await el.updateComplete;
    expect(result.wrong).to.deep.equal([]);
    expect(message(el)).to.equal('This puzzle has no solution.');
    expect(live(el)).to.equal('This puzzle has no solution.');
  });
});

describe('<sudoku-board> solved by the player', () => {
  it('celebrates with a wave across the grid, each cell later by its row and column', async () => {
    const el = await board();
    const last = firstBlank(EASY);
    el.value = EASY_SOLUTION.slice(0, last) + '.' + EASY_SOLUTION.slice(last + 1);
    await type(el, last, EASY_SOLUTION[last]);
    expect(el.solved).to.equal(true);
    const grid = el.shadowRoot!.querySelector('[part="grid"]')!;
    expect(grid.classList.contains('celebrate')).to.equal(true);
    // Set through the CSSOM (a page's CSP may refuse style attributes): row 9, column 8 waits 8 + 7 steps.
    expect(cell(el, 79).style.getPropertyValue('--wave')).to.equal('15');
    expect(cell(el, 0).style.getPropertyValue('--wave')).to.equal('0');
    // The wave's styles come with the new-game offer (a lazy chunk): they are there while the grid celebrates.
    await waitUntil(() => getComputedStyle(cell(el, 79)).animationName === 'wave', 'the wave plays');
    expect(getComputedStyle(cell(el, 79)).animationDelay).to.equal(`${15 * 0.035}s`);
  });
});

describe('<sudoku-board> a revealed solution, undone and redone', () => {
  const grid = (el: SudokuBoard) => el.shadowRoot!.querySelector('[part="grid"]')!;

  it('is still a reveal: no celebration, "Solution shown.", and no second sudoku-solved', async () => {
    const el = await board();
    const solved: boolean[] = [];
    el.addEventListener('sudoku-solved', (e) => solved.push(e.detail.revealed));
    await el.solve();
    await el.undo();
    expect(await el.redo()).to.equal(true);
    await el.updateComplete;
    expect(solved).to.deep.equal([true]);
    expect(el.solved).to.equal(true);
    expect(grid(el).classList.contains('celebrate')).to.equal(false);
    expect(message(el)).to.equal('Solution shown.');
  });

  it('is still a reveal after a reload', async () => {
    const key = freshKey();
    const first = await fixture<SudokuBoard>(html`<sudoku-board persist=${key} puzzle=${EASY}></sudoku-board>`);
    await first.solve();
    await first.undo();
    first.remove();
    const second = await fixture<SudokuBoard>(html`<sudoku-board persist=${key} puzzle=${EASY}></sudoku-board>`);
    expect(await second.redo()).to.equal(true);
    await second.updateComplete;
    expect(second.solved).to.equal(true);
    expect(grid(second).classList.contains('celebrate')).to.equal(false);
    expect(message(second)).to.equal('Solution shown.');
    localStorage.removeItem(key);
  });
});

describe('<sudoku-board> keypad Undo on a solved board', () => {
  const undoButton = (el: SudokuBoard) =>
    [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('.keypad button')].find(
      (b) => b.textContent!.trim() === 'Undo',
    )!;

  it('is available after a reveal, like Ctrl+Z and undo(), and takes it back', async () => {
    const el = await fixture<SudokuBoard>(html`<sudoku-board keypad puzzle=${EASY}></sudoku-board>`);
    await el.solve();
    await el.updateComplete;
    expect(undoButton(el).disabled).to.equal(false);
    undoButton(el).click();
    await el.updateComplete;
    expect(el.value).to.equal(EASY);
  });

  it('stays disabled when the board is readonly', async () => {
    const el = await fixture<SudokuBoard>(html`<sudoku-board keypad puzzle=${EASY}></sudoku-board>`);
    await el.solve();
    el.readonly = true;
    await el.updateComplete;
    expect(undoButton(el).disabled).to.equal(true);
  });
});

describe('<sudoku-board> solve() on a board that may not change', () => {
  it('refuses when readonly', async () => {
    const el = await fixture<SudokuBoard>(html`<sudoku-board readonly puzzle=${EASY}></sudoku-board>`);
    expect(await el.solve()).to.equal(null);
    expect(el.value).to.equal(EASY);
  });

  it('refuses in a disabled form', async () => {
    const form = await fixture<HTMLFormElement>(
      html`<form>
        <fieldset disabled><sudoku-board name="s" puzzle=${EASY}></sudoku-board></fieldset>
      </form>`,
    );
    const el = form.querySelector('sudoku-board')!;
    await el.updateComplete;
    expect(await el.solve()).to.equal(null);
    expect(el.value).to.equal(EASY);
  });
});
