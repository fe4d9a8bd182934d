// The flow of play around a game: what a finished game offers, and marks that stay where they belong.
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { SudokuBoard } from '../../src/components/index.ts';
import {
  EASY,
  EASY_SOLUTION as SOLUTION,
  board,
  cell,
  firstBlank,
  freshKey,
  parts,
  tap,
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

  it('offers it in the keypad’s room, so the board keeps its height (a popup that fitted does not scroll)', async () => {
    const el = await fixture<SudokuBoard>(html`<sudoku-board keypad puzzle=${EASY}></sudoku-board>`);
    const height = () => el.getBoundingClientRect().height;
    const before = height();
    await el.solve();
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('.new-puzzle'), 'New puzzle is offered').not.to.equal(null);
    expect(height()).to.equal(before);
  });

  it('does not offer it on a readonly board', async () => {
    const el = await board();
    await el.solve();
    el.readonly = true;
    await el.updateComplete;
    expect(buttonNamed(el, 'New puzzle')).to.equal(undefined);
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

const messageOf = (el: SudokuBoard) => el.shadowRoot!.querySelector<HTMLElement>('[part="message"]')!;

describe('<sudoku-board> notes mode', () => {
  it('shows a sign in the status line, with or without the keypad', async () => {
    const el = await board();
    const status = el.shadowRoot!.querySelector('[part="status"]')!;
    expect(status.textContent).to.not.match(/Notes/);
    await tap(el, firstBlank(EASY));
    cell(el, firstBlank(EASY)).focus();
    await sendKeys({ press: 'n' });
    await el.updateComplete;
    const sign = status.querySelector('.mode')!;
    expect(sign.textContent).to.equal('Notes');
    expect(sign.getBoundingClientRect().width).to.be.above(0);
    await expect(el).to.be.accessible();
    await sendKeys({ press: 'n' });
    await el.updateComplete;
    expect(status.textContent).to.not.match(/Notes/);
  });
});

describe('<sudoku-board> an applied hint', () => {
  it('keeps its sentence in sight until the next move', async () => {
    const el = await board();
    let detail = await el.hint();
    while (!detail.applied) detail = await el.hint();
    await el.updateComplete;
    expect(detail.text).to.match(/\w/);
    expect(messageOf(el).textContent).to.equal(detail.text);
    const blank = [...el.value].indexOf('.');
    await type(el, blank, SOLUTION[blank]);
    expect(messageOf(el).textContent).to.equal('');
  });
});

describe('<sudoku-board> a long message', () => {
  it('scrolls in its line, reachable by keyboard, and does not move the keypad', async () => {
    const wrapper = await fixture<HTMLDivElement>(
      html`<div style="inline-size: 280px"><sudoku-board keypad puzzle=${EASY}></sudoku-board></div>`,
    );
    const el = wrapper.querySelector('sudoku-board')!;
    await el.updateComplete;
    const keypad = el.shadowRoot!.querySelector('[part="keypad"]')!;
    const top = keypad.getBoundingClientRect().top;
    expect(messageOf(el).hasAttribute('tabindex')).to.equal(false);
    // A puzzle with a row short: the board says what and where, in a sentence longer than two lines here.
    const rows = EASY.match(/.{9}/g)!;
    rows[3] = rows[3].slice(1);
    el.puzzle = rows.join('\n');
    await el.updateComplete;
    const message = messageOf(el);
    expect(message.textContent).to.match(/line 4 has 8/);
    expect(message.scrollHeight, 'the sentence is longer than its line').to.be.above(message.clientHeight);
    expect(keypad.getBoundingClientRect().top).to.equal(top);
    expect(message.getAttribute('tabindex')).to.equal('0');
    await expect(el).to.be.accessible();
  });
});

describe('<sudoku-board> sudoku-solved', () => {
  it('fires once a game: undo then redo of the last digit is no second solve', async () => {
    const el = await board();
    const last = firstBlank(EASY);
    el.value = SOLUTION.slice(0, last) + '.' + SOLUTION.slice(last + 1);
    const solved: number[] = [];
    el.addEventListener('sudoku-solved', (e) => solved.push(e.detail.timeMs));
    await type(el, last, SOLUTION[last]);
    expect(solved.length).to.equal(1);
    await el.undo();
    await el.redo();
    await el.updateComplete;
    expect(el.solved).to.equal(true);
    expect(solved.length, 'after undo and redo').to.equal(1);
    expect(messageOf(el).textContent).to.match(/^Solved in/);
    // A new game is a new solve.
    await el.load(EASY);
    el.value = SOLUTION;
    expect(solved.length).to.equal(2);
  });
});
