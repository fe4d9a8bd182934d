import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { LAYOUTS, format } from '../../src/engine/format.ts';
import type { SudokuBoard } from '../../src/components/index.ts';
import { EASY, board, cell, cells, firstBlank, parts, tap } from './sudoku-board-helpers.ts';

const EASY_GRID = [...EASY].map((c) => (c === '.' ? 0 : Number(c)));

/** Presses `key` with modifiers held (the runner's `press` takes one key only). */
async function chord(...keys: string[]): Promise<void> {
  const key = keys.pop()!;
  for (const modifier of keys) await sendKeys({ down: modifier });
  await sendKeys({ press: key });
  for (const modifier of keys.reverse()) await sendKeys({ up: modifier });
}

/** Focuses a cell by pressing on it, so the keyboard acts on it. */
async function focusCell(el: SudokuBoard, index: number): Promise<void> {
  await tap(el, index);
  cell(el, index).focus();
}

describe('<sudoku-board> rendering', () => {
  for (const layout of LAYOUTS) {
    it(`reads the puzzle attribute in the '${layout}' layout`, async () => {
      const el = await board(format(EASY_GRID, layout));
      expect(el.value).to.equal(EASY);
    });
  }

  it('reads zeros for blanks and a 9-line grid with spaces', async () => {
    expect((await board(EASY.replaceAll('.', '0'))).value).to.equal(EASY);
    const rows = EASY.replaceAll('.', '0')
      .match(/.{9}/g)!
      .map((r) => [...r].join(' '));
    expect((await board(rows.join('\n'))).value).to.equal(EASY);
  });

  it('is an ARIA grid of 9 rows of 9 cells with positions, labels and read-only givens', async () => {
    const el = await board();
    const grid = el.shadowRoot!.querySelector('[role="grid"]')!;
    const rows = grid.querySelectorAll('[role="row"]');
    expect(rows).to.have.length(9);
    expect(rows[2].getAttribute('aria-rowindex')).to.equal('3');
    expect(cells(el)).to.have.length(81);
    const given = cell(el, 2); // row 1, column 3 holds the given 3
    expect(given.getAttribute('aria-colindex')).to.equal('3');
    expect(given.getAttribute('aria-label')).to.equal('row 1, column 3, 3, given');
    expect(given.getAttribute('aria-readonly')).to.equal('true');
    expect(parts(given)).to.include.members(['cell', 'given']);
    const blank = cell(el, 0);
    expect(blank.getAttribute('aria-label')).to.equal('row 1, column 1, empty');
    expect(blank.getAttribute('aria-readonly')).to.equal('false');
  });

  it('has one tab stop, on the selected cell', async () => {
    const el = await board();
    const stops = cells(el).filter((c) => c.tabIndex === 0);
    expect(stops).to.have.length(1);
    expect(stops[0].getAttribute('aria-selected')).to.equal('true');
  });

  it('reports an unreadable puzzle with sudoku-error instead of throwing', async () => {
    const errors: string[] = [];
    const onError = (e: CustomEvent<{ message: string }>) => errors.push(e.detail.message);
    const el = await fixture<SudokuBoard>(html`<sudoku-board @sudoku-error=${onError} puzzle="12x"></sudoku-board>`);
    expect(errors).to.have.length(1);
    expect(el.shadowRoot!.querySelector('[part~="message"]')!.textContent).to.contain("can't be read");
  });

  it('an empty puzzle attribute gives a blank board to fill', async () => {
    const el = await board('');
    expect(el.value).to.equal('.'.repeat(81));
  });

  it('is square at 280 px and at 600 px', async () => {
    // A tall window: the grid is never taller than the window leaves room for (sudoku-board-layout.test.ts).
    await setViewport({ width: 1000, height: 1000 });
    for (const width of [280, 600]) {
      const wrapper = await fixture<HTMLDivElement>(
        html`<div style="width: ${width}px"><sudoku-board puzzle=${EASY}></sudoku-board></div>`,
      );
      const grid = wrapper.querySelector('sudoku-board')!.shadowRoot!.querySelector('[role="grid"]')!;
      const rect = grid.getBoundingClientRect();
      expect(Math.round(rect.width)).to.equal(width);
      expect(Math.abs(rect.width - rect.height)).to.be.below(1);
    }
    await setViewport({ width: 800, height: 600 });
  });
});

describe('<sudoku-board> keyboard play', () => {
  it('moves with arrows, Home/End and Ctrl+arrows, without wrapping', async () => {
    const el = await board();
    await focusCell(el, 40);
    const selected = () => cells(el).findIndex((c) => c.getAttribute('aria-selected') === 'true');
    await sendKeys({ press: 'ArrowRight' });
    expect(selected()).to.equal(41);
    await sendKeys({ press: 'ArrowDown' });
    expect(selected()).to.equal(50);
    await sendKeys({ press: 'Home' });
    expect(selected()).to.equal(45);
    await sendKeys({ press: 'End' });
    expect(selected()).to.equal(53);
    await chord('Control', 'ArrowUp');
    expect(selected()).to.equal(8);
    await sendKeys({ press: 'ArrowRight' });
    expect(selected()).to.equal(8);
    await chord('Control', 'ArrowLeft');
    expect(selected()).to.equal(0);
    // Focus follows the selection (roving tabindex).
    expect(el.shadowRoot!.activeElement).to.equal(cell(el, 0));
  });

  it('places a digit, clears it with Backspace, Delete and 0, and never changes a given', async () => {
    const el = await board();
    await focusCell(el, 0);
    await sendKeys({ press: '4' });
    expect(el.value[0]).to.equal('4');
    expect(parts(cell(el, 0))).to.include('entry');
    for (const key of ['Backspace', 'Delete', '0']) {
      await sendKeys({ press: '4' });
      await sendKeys({ press: key });
      expect(el.value[0], key).to.equal('.');
    }
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: '9' });
    expect(el.value[2]).to.equal('3');
  });

  it('marks both cells of a clash as conflicts', async () => {
    const el = await board();
    await focusCell(el, 0);
    await sendKeys({ press: '3' }); // row 1 already has a given 3 in column 3
    expect(parts(cell(el, 0))).to.include('conflict');
    expect(parts(cell(el, 2))).to.include('conflict');
    expect(cell(el, 0).getAttribute('aria-label')).to.equal('row 1, column 1, 3, conflict');
  });

  it('takes notes with Shift+digit and in notes mode (N), in fixed positions', async () => {
    const el = await board();
    await focusCell(el, 0);
    await chord('Shift', 'Digit1');
    await sendKeys({ press: 'N' });
    await sendKeys({ press: '5' });
    expect(el.value[0]).to.equal('.');
    expect(cell(el, 0).getAttribute('aria-label')).to.equal('row 1, column 1, notes 1 5');
    const slots = [...cell(el, 0).querySelectorAll('.note')];
    // What each slot draws. Chromium gives `content: attr(data-digit)` resolved ("1", or "" with no attribute);
    // Firefox gives it as written, `attr(data-digit)`, so the attribute it reads is resolved here.
    const drawn = slots.map((slot) => {
      const content = getComputedStyle(slot, '::before').content;
      return content === 'attr(data-digit)' ? JSON.stringify(slot.getAttribute('data-digit') ?? '') : content;
    });
    expect(drawn).to.deep.equal(['"1"', '""', '""', '""', '"5"', '""', '""', '""', '""']);
    // Toggling a note again removes it.
    await sendKeys({ press: '5' });
    expect(cell(el, 0).getAttribute('aria-label')).to.equal('row 1, column 1, notes 1');
  });

  it('removes a note from the peers when its digit is placed, and undo brings it back', async () => {
    const el = await board();
    await focusCell(el, 1);
    await chord('Shift', 'Digit4');
    await focusCell(el, 0);
    await sendKeys({ press: '4' });
    expect(cell(el, 1).getAttribute('aria-label')).to.equal('row 1, column 2, empty');
    await chord('Control', 'z');
    expect(el.value[0]).to.equal('.');
    expect(cell(el, 1).getAttribute('aria-label')).to.equal('row 1, column 2, notes 4');
  });

  it('undoes and redoes every change with Ctrl+Z, Ctrl+Shift+Z and Ctrl+Y', async () => {
    const el = await board();
    await focusCell(el, 0);
    await sendKeys({ press: '1' });
    await sendKeys({ press: '5' });
    await chord('Shift', 'Digit7'); // ignored: a cell with a digit takes no notes
    expect(el.value[0]).to.equal('5');
    await chord('Control', 'z');
    expect(el.value[0]).to.equal('1');
    await chord('Control', 'z');
    expect(el.value[0]).to.equal('.');
    await chord('Control', 'Shift', 'KeyZ');
    expect(el.value[0]).to.equal('1');
    await chord('Control', 'y');
    expect(el.value[0]).to.equal('5');
    await chord('Control', 'y');
    expect(el.value[0]).to.equal('5');
  });

  it('highlights the peers and every cell with the selected digit', async () => {
    const el = await board();
    await focusCell(el, 2); // the given 3 at r1c3
    expect(parts(cell(el, 2))).to.include('selected');
    expect(parts(cell(el, 8))).to.include('peer'); // same row
    expect(parts(cell(el, 20))).to.include('peer'); // same box
    expect(parts(cell(el, 40))).not.to.include('peer');
    const threes = [...EASY].flatMap((c, i) => (c === '3' && i !== 2 ? [i] : []));
    for (const i of threes) expect(parts(cell(el, i)), `cell ${i}`).to.include('same-digit');
  });

  it('ignores edits when readonly but still moves', async () => {
    const el = await fixture<SudokuBoard>(html`<sudoku-board readonly puzzle=${EASY}></sudoku-board>`);
    const blank = firstBlank(EASY);
    await focusCell(el, blank);
    await sendKeys({ press: '4' });
    expect(el.value).to.equal(EASY);
    await sendKeys({ press: 'ArrowDown' });
    expect(cell(el, blank + 9).getAttribute('aria-selected')).to.equal('true');
    expect(cell(el, blank).getAttribute('aria-readonly')).to.equal('true');
  });
});

describe('<sudoku-board> pointer and keypad', () => {
  it('selects the touched cell and the keypad places digits there', async () => {
    const el = await fixture<SudokuBoard>(html`<sudoku-board keypad puzzle=${EASY}></sudoku-board>`);
    await tap(el, 10);
    expect(cell(el, 10).getAttribute('aria-selected')).to.equal('true');
    const keypad = el.shadowRoot!.querySelector('[part="keypad"]')!;
    const name = (b: HTMLButtonElement) => b.textContent!.replace(/\s+/g, ' ').trim();
    const key = (label: RegExp) => [...keypad.querySelectorAll('button')].find((b) => label.test(name(b)))!;
    key(/^7,/).click();
    await el.updateComplete;
    expect(el.value[10]).to.equal('7');
    // EASY holds two 7s as givens; with this one, six remain.
    expect(name(key(/^7,/))).to.equal('7, 6 left');
    key(/Undo/).click();
    await el.updateComplete;
    expect(el.value[10]).to.equal('.');
    const notes = key(/Notes/);
    notes.click();
    await el.updateComplete;
    expect(notes.getAttribute('aria-pressed')).to.equal('true');
    key(/^2,/).click();
    await el.updateComplete;
    expect(cell(el, 10).getAttribute('aria-label')).to.equal('row 2, column 2, notes 2');
  });

  it('selects with a mouse click too', async () => {
    const el = await board();
    cell(el, 30).click();
    await el.updateComplete;
    expect(cell(el, 30).getAttribute('aria-selected')).to.equal('true');
    expect(cell(el, 30).tabIndex).to.equal(0);
  });
});
