// Remote pair (HoDoKu: hard, 110; hodoku.sourceforge.net/en/tech_chains.php#rp): cells holding the same two digits,
// each seeing the next; cells an odd number of links apart hold different digits, so a cell seeing both holds neither.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CandidateGrid } from '../../src/engine/grade/candidates.ts';
import { grade } from '../../src/engine/grade/grade.ts';
import { applyStep } from '../../src/engine/grade/search.ts';
import { findRemotePair } from '../../src/engine/grade/remote-pair.ts';
import { cellName, emptyGrid } from '../../src/engine/grid.ts';
import { solve } from '../../src/engine/solve/index.ts';
import { puzzleLines } from '../data/puzzles.ts';

const at = (name: string): number => (Number(name[1]) - 1) * 9 + Number(name[3]) - 1;

test('a chain r1c1–r1c5–r5c5–r5c9 of 3/6 clears 3 and 6 from the two cells that see both ends', () => {
  const b = CandidateGrid.fromGrid(emptyGrid());
  for (const name of ['r1c1', 'r1c5', 'r5c5', 'r5c9']) b.setCandidates(at(name), 0b100100); // 3 and 6
  const step = findRemotePair(b);
  assert.ok(step);
  assert.equal(step.technique, 'remote-pair');
  assert.deepEqual(step.cells.map(cellName), ['r1c1', 'r1c5', 'r5c5', 'r5c9']);
  assert.deepEqual(
    step.eliminations.map((e) => `${cellName(e.cell)}<>${e.digit}`),
    ['r1c9<>3', 'r1c9<>6', 'r5c1<>3', 'r5c1<>6'],
  );
  assert.match(
    step.text,
    /^Remote pair 3\/6 along r1c1–r1c5–r5c5–r5c9: .* r1c1 and r5c9 hold different ones, which removes 3 and 6 from r1c9 and r5c1$/,
  );
});

test('three cells (two links) are no remote pair: their ends hold the same digit', () => {
  const b = CandidateGrid.fromGrid(emptyGrid());
  for (const name of ['r1c1', 'r1c5', 'r5c5']) b.setCandidates(at(name), 0b100100);
  assert.equal(findRemotePair(b), null);
});

test('every remote pair met on the grade paths of hard puzzles is one and never removes a solution digit', () => {
  // Asked on every state along the paths, not only where it is the easiest step: remote pairs are rare as the easiest
  // (an XY-wing or colouring usually comes first), and a finder must be true wherever it is asked.
  let seen = 0;
  for (const line of puzzleLines('top1465').slice(0, 300)) {
    const grid = [...line].map((ch) => (ch === '.' ? 0 : Number(ch)));
    const solution = solve(grid).solution!;
    const b = CandidateGrid.fromGrid(grid);
    for (const taken of grade(grid).steps) {
      const step = findRemotePair(b);
      if (step) {
        seen++;
        assert.ok(step.cells.length >= 4 && step.cells.length % 2 === 0, step.text);
        for (const { cell, digit } of step.eliminations)
          assert.notEqual(solution[cell], digit, `${step.text}: removes the solution's ${digit}`);
      }
      applyStep(b, taken);
    }
  }
  assert.ok(seen >= 1, 'no remote pair met');
});
