// The daily puzzle and the technique trainer through the element's generate(): what the engine makes, on the board.
import { expect, fixture, html } from '@open-wc/testing';
import type { SudokuBoard } from '../../src/components/index.ts';
import '../../src/components/index.ts';
import { grade } from '../../src/engine/grade/grade.ts';
import { lineToGrid } from '../../src/engine/grid.ts';

const fresh = () => fixture<SudokuBoard>(html`<sudoku-board></sudoku-board>`);

describe('<sudoku-board> generate({ daily, technique })', () => {
  it("gives the same date's puzzle to every board, and another date another one", async () => {
    const [a, b, c] = [await fresh(), await fresh(), await fresh()];
    const first = await a.generate({ daily: '2026-11-24', difficulty: 'easy' });
    const again = await b.generate({ daily: '2026-11-24', difficulty: 'easy' });
    const next = await c.generate({ daily: '2026-11-25', difficulty: 'easy' });
    expect(again.puzzle).to.equal(first.puzzle);
    expect(next.puzzle).not.to.equal(first.puzzle);
    expect(first.level).to.equal('easy');
    expect(a.givens).to.equal(first.puzzle);
  });

  it('makes a puzzle that needs the technique asked for', async () => {
    const el = await fresh();
    const made = await el.generate({ technique: 'x-wing', seed: 7 });
    const graded = grade(lineToGrid(made.puzzle)!);
    expect(graded.counts['x-wing'] ?? 0).to.be.above(0);
    expect(graded.level).to.equal('hard');
  });
});
