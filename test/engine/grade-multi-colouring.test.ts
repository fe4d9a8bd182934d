// Multi-colouring (HoDoKu's "Multi Colors", hodoku.sourceforge.net/en/tech_col.php): two conjugate chains of one digit.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CandidateGrid } from '../../src/engine/grade/candidates.ts';
import { grade } from '../../src/engine/grade/grade.ts';
import { findMultiColouring } from '../../src/engine/grade/multi-colouring.ts';
import { cellName, emptyGrid } from '../../src/engine/grid.ts';
import { solve } from '../../src/engine/solve/index.ts';
import { referenceRatings } from '../data/puzzles.ts';
import { checkExample } from './fixtures/textbook/hodoku.ts';

const at = (name: string): number => (Number(name[1]) - 1) * 9 + Number(name[3]) - 1;

/** An open grid where digit 1 is a candidate only in `cells`. */
function onlyOnes(cells: string[]): CandidateGrid {
  const b = CandidateGrid.fromGrid(emptyGrid());
  const keep = new Set(cells.map(at));
  for (let c = 0; c < 81; c++) if (!keep.has(c)) b.setCandidates(c, b.cands[c] & ~1);
  return b;
}

test('type 2: a colour of one chain sees a colour of another, so a cell seeing both other colours loses the digit', () => {
  // Chain 1: r1c1 = r1c5 (row 1, the only two 1s there). Chain 2: r2c2 = r6c2 (column 2). r1c1 sees r2c2 (box 1):
  // so r1c5 or r6c2 holds 1, and r6c5, which sees both, does not. Every other 1 is placed so that no other unit has
  // two places: rows 3-9 and columns 1, 3-9 get three or more.
  const ones = ['r1c1', 'r1c5', 'r2c2', 'r6c2'];
  const filler = ['r3c3', 'r3c6', 'r3c9', 'r4c4', 'r4c7', 'r4c9', 'r5c3', 'r5c6', 'r5c8', 'r6c5', 'r6c7', 'r6c9'];
  const more = ['r7c1', 'r7c4', 'r7c8', 'r8c3', 'r8c6', 'r8c9', 'r9c1', 'r9c7', 'r9c8', 'r2c7', 'r2c4'];
  const b = onlyOnes([...ones, ...filler, ...more]);
  const step = findMultiColouring(b);
  assert.ok(step, 'a multi-colouring step');
  assert.equal(step.technique, 'multi-colouring');
  assert.ok(
    step.eliminations.some((e) => cellName(e.cell) === 'r6c5' && e.digit === 1),
    `${step.text}: r6c5 loses 1`,
  );
  for (const e of step.eliminations) assert.equal(e.digit, 1);
});

test('every multi-colouring the grader takes on the rated sample is sound', () => {
  let seen = 0;
  for (const { puzzle, hodokuHardestLevel } of referenceRatings()) {
    if (hodokuHardestLevel !== 'Hard' && hodokuHardestLevel !== 'Unfair') continue;
    const grid = [...puzzle].map((ch) => (ch === '.' ? 0 : Number(ch)));
    const g = grade(grid);
    if (!g.counts['multi-colouring']) continue;
    const solution = solve(grid).solution!;
    for (const step of g.steps) {
      if (step.technique !== 'multi-colouring') continue;
      seen++;
      assert.ok(step.colours && step.colours[0].length > 0 && step.colours[1].length > 0);
      for (const { cell, digit } of step.eliminations)
        assert.notEqual(solution[cell], digit, `${step.text}: removes the solution's ${digit}`);
    }
  }
  assert.ok(seen >= 10, `only ${seen} multi-colouring steps`);
});

// Lines of HoDoKu's regression test library reglib-1.3.txt (HoDoKu 2.2.0 source, © Bernhard Hobiger, GPL v3; see
// fixtures/textbook/hodoku.ts), verbatim. On both states a locked pair comes first; the multi-colouring finder then
// finds the library's result exactly.
test('multi-colouring, a colour sees a colour of the other chain: HoDoKu reglib-1.3.txt, the second 0502 line, r4c5<>2', () => {
  checkExample(
    {
      page: 'hodoku reglib-1.3.txt, second :0502: line (Multi-Colors 1)',
      line: ':0502:2:.9..4187678.3..15441.8..329..91...6.1...6.9..674..851.967485231.4..12.95521......::245::',
    },
    {
      technique: 'multi-colouring',
      easier: 'locked-pair',
      finder: (b) => findMultiColouring(b),
      words:
        /^Multi-colouring on 2 \(chains r1c1 and r5c3 \/ r4c1 and r1c4 and r2c3 \/ r2c5\): r1c1 sees r1c4, so r4c1 or r2c5 holds 2, which removes 2 from r4c5$/,
    },
  );
});

test('multi-colouring, a colour sees both colours of the other chain: HoDoKu reglib-1.3.txt, the 0503 line, r2c4 and r3c2 lose 8', () => {
  checkExample(
    {
      page: 'hodoku reglib-1.3.txt, :0503: line (Multi-Colors 2)',
      line: ':0503:8:......58779..52..15.41..932.......2.2.6.3.1.5.5.......947.182.....76..1961.......::824 832::',
    },
    {
      technique: 'multi-colouring',
      easier: 'locked-pair',
      finder: (b) => findMultiColouring(b),
      words:
        /^Multi-colouring on 8 \(chains r2c3 and r3c5 \/ r2c4 and r3c2 and r5c2 \/ r5c4\): r3c2 sees r5c2 and r2c4 sees r5c4, both colours of the other chain, so the colour of r2c4 and r3c2 is false, which removes 8 from r2c4 and r3c2$/,
    },
  );
});
