// The flow of play around a game: what a finished game offers, and marks that stay where they belong.
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import type { SudokuBoard } from '../../src/components/index.ts';
import {
  EASY,
  EASY_SOLUTION as SOLUTION,
  board,
  cell,
  freshKey,
  parts,
  quietlyWrongDigit,
  type,
} from './sudoku-board-helpers.ts';

const buttonNamed = (el: SudokuBoard, name: string): HTMLButtonElement | undefined =>
  [...el.shadowRoot!.querySelectorAll('button')].find((b) => b.textContent!.trim() === name);

describe('<sudoku-board> a finished game', () => {
  it('offers "New puzzle" with a level choice (the last level first), and starts one at the level chosen', async () => {
    const el = await board();
    expect(buttonNamed(el, 'New puzzle'), 'while playing').to.equal(undefined);
    await el.solve();
    await el.updateComplete;
    const button = buttonNamed(el, 'New puzzle')!;
    expect(button, 'once solved').to.not.equal(undefined);
    const select = el.shadowRoot!.querySelector<HTMLSelectElement>('.new-puzzle select')!;
    expect(select.labels[0].textContent).to.match(/Level/);
    expect([...select.options].map((o) => o.value)).to.deep.equal(['easy', 'medium', 'hard', 'expert', 'extreme']);
    expect(select.value).to.equal(el.difficulty);
    select.value = 'easy';
    const made = oneEvent(el, 'sudoku-change');
    button.click();
    expect((await made).detail.reason).to.equal('new-game');
    await el.updateComplete;
    expect(el.givens).to.not.equal(EASY);
    expect(el.solved).to.equal(false);
    expect(el.level).to.equal('easy');
    expect(buttonNamed(el, 'New puzzle'), 'in the new game').to.equal(undefined);
  });

  it('offers it for a solved game restored after a reload', async () => {
    const key = freshKey();
    const first = await fixture<SudokuBoard>(html`<sudoku-board persist=${key} puzzle=${EASY}></sudoku-board>`);
    first.value = SOLUTION;
    expect(first.solved).to.equal(true);
    first.remove();
    const second = await fixture<SudokuBoard>(html`<sudoku-board persist=${key}></sudoku-board>`);
    await second.updateComplete;
    expect(second.solved).to.equal(true);
    expect(buttonNamed(second, 'New puzzle')).to.not.equal(undefined);
    localStorage.removeItem(key);
  });
});

describe('<sudoku-board> check marks', () => {
  it('stay on their cells through moves elsewhere, and each goes when its own cell changes', async () => {
    const el = await board();
    // Three blanks in different rows, columns and boxes: their wrong digits cannot clash with each other.
    const blanks = [0, 1, 2, 3, 4, 5, 6, 7, 8].map((r) => r * 9 + ((r * 3 + Math.floor(r / 3)) % 9));
    const wrongCells = blanks.filter((c) => EASY[c] === '.').slice(0, 3);
    expect(wrongCells.length).to.equal(3);
    for (const c of wrongCells) await type(el, c, String(quietlyWrongDigit(c)));
    const result = await el.check();
    expect(result.wrong).to.deep.equal(wrongCells);
    const marked = () => wrongCells.filter((c) => parts(cell(el, c)).includes('wrong'));
    await el.updateComplete;
    expect(marked()).to.deep.equal(wrongCells);

    const elsewhere = [...EASY].findIndex((ch, i) => ch === '.' && !wrongCells.includes(i));
    await type(el, elsewhere, SOLUTION[elsewhere]);
    expect(marked(), 'after a digit elsewhere').to.deep.equal(wrongCells);
    await el.undo();
    await el.updateComplete;
    expect(marked(), 'after undoing it').to.deep.equal(wrongCells);

    await type(el, wrongCells[1], 'Backspace');
    expect(marked(), 'after erasing one').to.deep.equal([wrongCells[0], wrongCells[2]]);
    expect(cell(el, wrongCells[0]).getAttribute('aria-label')).to.match(/, wrong$/);
  });
});
