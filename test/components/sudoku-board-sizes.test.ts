// The board at the classic small sizes (issue 26, part 1): a 16-cell puzzle is played as 4×4 (2×2 boxes), a 36-cell
// one as 6×6 (boxes of 2 rows by 3 columns). Rendered size × size with thick lines at the boxes' edges, played by keys
// and keypad (digits above the size ignored), checked, solved, completed, saved and resumed. The 9×9 board is the
// other suites' (unchanged).
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { SudokuBoard } from '../../src/components/index.ts';
import { readShareUrl, SIX as SIX_GEOMETRY } from '../../src/engine/index.ts';
import {
  cell,
  cells,
  freshKey,
  tap,
  type,
  MINI,
  MINI_SOLUTION,
  SIX,
  SIX_SOLUTION,
  sized,
} from './sudoku-board-helpers.ts';

/** A cell's right and bottom border widths in CSS px. */
function edges(el: SudokuBoard, index: number): [number, number] {
  const style = getComputedStyle(cell(el, index));
  return [parseFloat(style.borderInlineEndWidth), parseFloat(style.borderBlockEndWidth)];
}

/** Types the solution into every blank but `leave` (dispatched keys, as solveByKeys does). */
async function fillFrom(el: SudokuBoard, solution: string, leave = -1): Promise<void> {
  for (const [index, c] of [...el.value].entries()) {
    if (c !== '.' || index === leave) continue;
    await tap(el, index);
    cell(el, index).dispatchEvent(
      new KeyboardEvent('keydown', { key: solution[index], bubbles: true, composed: true }),
    );
  }
  await el.updateComplete;
}

describe('<sudoku-board> at 6×6 and 4×4', () => {
  it('reads a 36-cell puzzle as 6×6: 36 cells in 6 rows, thick lines after column 3 and rows 2 and 4', async () => {
    const el = await sized(SIX);
    expect(cells(el)).to.have.length(36);
    expect(el.shadowRoot!.querySelectorAll('[role="row"]')).to.have.length(6);
    expect(el.givens).to.equal(SIX);
    const grid = el.shadowRoot!.querySelector('.grid')!;
    expect(grid.getAttribute('aria-rowcount')).to.equal('6');
    // Columns: thick after c2 (box edge), thin after c1 and c3, none after c5 (the frame draws it).
    expect(edges(el, 2)[0]).to.equal(2);
    expect(edges(el, 1)[0]).to.equal(1);
    expect(edges(el, 3)[0]).to.equal(1);
    expect(edges(el, 5)[0]).to.equal(0);
    // Rows: thick under r1 and r3, thin under r0 and r2, none under r5.
    expect(edges(el, 6)[1]).to.equal(2);
    expect(edges(el, 18)[1]).to.equal(2);
    expect(edges(el, 0)[1]).to.equal(1);
    expect(edges(el, 12)[1]).to.equal(1);
    expect(edges(el, 30)[1]).to.equal(0);
    // Square cells: the grid is as tall as it is wide, and its cells share it evenly.
    const a = cell(el, 0).getBoundingClientRect();
    expect(Math.abs(a.width - a.height)).to.be.lessThan(2);
    expect(Math.abs(a.width * 6 - grid.getBoundingClientRect().width)).to.be.lessThan(8);
  });

  it('reads a 16-cell puzzle as 4×4 with 2×2 boxes', async () => {
    const el = await sized(MINI);
    expect(cells(el)).to.have.length(16);
    expect(edges(el, 1)[0]).to.equal(2);
    expect(edges(el, 0)[0]).to.equal(1);
    expect(edges(el, 4)[1]).to.equal(2);
    expect(edges(el, 8)[1]).to.equal(1);
    expect(cell(el, 15).getAttribute('aria-label')).to.equal('row 4, column 4, empty');
    expect(cell(el, 5).getAttribute('aria-label')).to.equal('row 2, column 2, 4, given');
  });

  it('keeps the parser’s words for text that is no grid of any size', async () => {
    const el = await fixture<SudokuBoard>(html`<sudoku-board></sudoku-board>`);
    const error = oneEvent(el, 'sudoku-error');
    el.puzzle = '5...56...1...3..615...3..4......23..';
    const { detail } = await error;
    expect(detail.code).to.equal('puzzle');
    expect(detail.message).to.contain('row 1 has two 5s');
  });

  it('plays digits by keyboard, ignores a 7 on 6×6, and moves by arrows within the 6×6 grid', async () => {
    const el = await sized(SIX);
    await type(el, 0, '7');
    expect(el.value[0]).to.equal('.', 'no 7 on a 6×6 grid');
    await type(el, 0, '1');
    expect(el.value[0]).to.equal('1');
    expect(cell(el, 0).getAttribute('aria-label')).to.equal('row 1, column 1, 1');
    await sendKeys({ press: 'ArrowDown' });
    await el.updateComplete;
    expect(el.shadowRoot!.activeElement).to.equal(cell(el, 6), 'down one row is six cells on');
    await sendKeys({ press: 'End' });
    await el.updateComplete;
    expect(el.shadowRoot!.activeElement).to.equal(cell(el, 11), 'the end of row 2 is its sixth cell');
  });

  it('shows six keypad digits, plays one, and marks a clash as a conflict', async () => {
    const el = await sized(SIX, { keypad: true });
    const keys = [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('.keypad .digits button')];
    expect(keys.map((k) => k.textContent!.trim()[0])).to.deep.equal(['1', '2', '3', '4', '5', '6']);
    await tap(el, 0);
    keys[4].click();
    await el.updateComplete;
    expect(el.value[0]).to.equal('5');
    expect(cell(el, 0).classList.contains('conflict'), '5 is in row 1 already').to.equal(true);
    expect(cell(el, 4).classList.contains('conflict')).to.equal(true);
    // The selected cell's peers: its row's 5 others, its 2×3 box's 3 outside the row, its column's 4 outside the box.
    expect(el.shadowRoot!.querySelectorAll('.cell.peer')).to.have.length(12);
  });

  it('lays notes out as the box: 2 rows of 3 on 6×6, 2 × 2 on 4×4', async () => {
    for (const [puzzle, rows, columns] of [
      [SIX, 2, 3],
      [MINI, 2, 2],
    ] as const) {
      const el = await sized(puzzle);
      await tap(el, 0);
      await el.fillNotes();
      const notes = cell(el, 0).querySelector('.notes')!;
      expect(notes.children).to.have.length(rows * columns);
      const style = getComputedStyle(notes);
      expect(style.gridTemplateRows.split(' ')).to.have.length(rows);
      expect(style.gridTemplateColumns.split(' ')).to.have.length(columns);
    }
  });

  it('solves with the worker’s solver at 6×6, and check() finds a wrong digit', async () => {
    const el = await sized(SIX);
    await type(el, 0, '2');
    const checked = await el.check();
    expect(checked.wrong).to.deep.equal([0]);
    await el.solve();
    expect(el.value).to.equal(SIX_SOLUTION);
    expect(el.solved).to.equal(true);
  });

  it('completes a 4×4 game played by keys: sudoku-solved', async () => {
    const el = await sized(MINI);
    await fillFrom(el, MINI_SOLUTION, 15);
    const solved = oneEvent(el, 'sudoku-solved');
    await type(el, 15, MINI_SOLUTION[15]);
    const { detail } = await solved;
    expect(detail.value).to.equal(MINI_SOLUTION);
    expect(detail.revealed).to.equal(false);
  });

  it('saves an in-progress 6×6 game under persist and resumes it after a reload', async () => {
    const key = freshKey();
    const el = await fixture<SudokuBoard>(html`<sudoku-board persist=${key} puzzle=${SIX}></sudoku-board>`);
    await el.updateComplete;
    await type(el, 0, '1');
    await type(el, 1, '2');
    const played = el.value;
    expect(JSON.parse(localStorage.getItem(key)!).size).to.equal(6);
    el.remove();
    // The page again, without the puzzle attribute: the saved game is all there is.
    const again = await fixture<SudokuBoard>(html`<sudoku-board persist=${key}></sudoku-board>`);
    await again.updateComplete;
    expect(again.value).to.equal(played);
    expect(again.givens).to.equal(SIX);
    expect(cells(again)).to.have.length(36);
    expect(edges(again, 2)[0]).to.equal(2);
    expect(await again.undo()).to.equal(true);
    expect(again.value[1]).to.equal('.');
  });

  it('shares a 6×6 game by a link of 36 cells that a new board opens at 6×6 (digits and 6×6 notes, when asked)', async () => {
    const el = await sized(SIX);
    await type(el, 1, '1');
    await el.fillNotes();
    const link = el.shareUrl('https://example.org/play', { progress: true });
    expect(link).to.match(/^https:\/\/example\.org\/play#sudoku=[.1-6]{36}&progress=[.1-6]{36}&notes=/);
    // Notes as 6×6 notes: cell r1c1 may be 2, 3 or 4 (row 1 holds 1, 5, 6; its box the 1), not 9-digit masks.
    const shared = readShareUrl(link, SIX_GEOMETRY);
    expect(shared?.progress?.[1]).to.equal(1);
    expect(shared?.notes?.[0]).to.equal(0b1110);
    const plain = el.shareUrl('https://example.org/play');
    expect(plain).to.equal(`https://example.org/play#sudoku=${SIX}`);
    const opened = await sized(plain);
    expect(cells(opened)).to.have.length(36);
    expect(opened.givens).to.equal(SIX);
  });
});
