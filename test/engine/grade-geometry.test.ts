// The grader and hints at other box geometries (issue 26, part 1): 4×4 (2×2 boxes) and 6×6 (2×3 boxes) puzzles with
// one solution, made from seeds by the general solver (small-puzzles.ts), are graded with the techniques that work at
// any geometry, and every step is sound: its placements are the solution's, its eliminations never remove the
// solution's digit, and hints applied one after another solve the puzzle.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { MINI, SIX } from '../../src/engine/geometries.ts';
import { boxGeometry, type Geometry } from '../../src/engine/geometry.ts';
import {
  CandidateGrid,
  TECHNIQUE_BY_ID,
  applyStep,
  grade,
  levelIndex,
  nextStep,
  type Step,
} from '../../src/engine/grade/index.ts';
import { smallPuzzle } from './small-puzzles.ts';

function assertSound(step: Step, solution: readonly number[], where: string): void {
  for (const { cell, digit } of step.placements)
    assert.equal(digit, solution[cell], `${where}: ${step.technique} places ${digit} in cell ${cell}`);
  for (const { cell, digit } of step.eliminations)
    assert.notEqual(digit, solution[cell], `${where}: ${step.technique} removes the solution's ${digit} from ${cell}`);
  assert.ok(TECHNIQUE_BY_ID[step.technique].anyGeometry, `${where}: ${step.technique} is not one for any geometry`);
}

for (const geometry of [MINI, SIX] as Geometry[]) {
  const n = geometry.size;
  describe(`grading ${n}×${n} puzzles`, () => {
    it('grades seeded puzzles with sound steps to the solution, the level the hardest technique', () => {
      for (let seed = 1; seed <= 25; seed++) {
        const { puzzle, solution } = smallPuzzle(geometry, `grade-${n}-${seed}`);
        const graded = grade(puzzle, { geometry });
        assert.equal(graded.status, 'graded', `seed ${seed}`);
        assert.equal(graded.solved, true, `seed ${seed}`);
        const board = CandidateGrid.fromGrid(puzzle, geometry);
        for (const step of graded.steps) {
          assertSound(step, solution, `seed ${seed}`);
          assert.ok(applyStep(board, step));
        }
        assert.deepEqual(board.toGrid(), solution);
        const hardest = Math.max(...graded.steps.map((s) => levelIndex(TECHNIQUE_BY_ID[s.technique].level)));
        assert.equal(levelIndex(graded.level!), hardest);
      }
    });

    it('solves a puzzle by applying hints one after another, the player keeping the candidates as notes', () => {
      for (let seed = 1; seed <= 10; seed++) {
        const { puzzle, solution } = smallPuzzle(geometry, `hint-${n}-${seed}`);
        const board = CandidateGrid.fromGrid(puzzle, geometry);
        for (let hints = 0; ; hints++) {
          assert.ok(hints < 2 * geometry.cellCount * n, 'hints keep coming without solving');
          const hint = nextStep(board.toGrid(), Array.from(board.cands), puzzle, geometry);
          if (hint.kind === 'solved') break;
          assert.equal(hint.kind, 'step', `seed ${seed}: ${JSON.stringify(hint)}`);
          if (hint.kind !== 'step') return;
          assertSound(hint.step, solution, `seed ${seed}`);
          assert.ok(applyStep(board, hint.step), `seed ${seed}: the hint changed nothing`);
        }
        assert.deepEqual(board.toGrid(), solution);
      }
    });

    it('finds only sound steps on random seeded puzzles (property)', () => {
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 1_000_000 }), (seed) => {
          const { puzzle, solution } = smallPuzzle(geometry, seed);
          const graded = grade(puzzle, { geometry });
          assert.equal(graded.solved, true);
          for (const step of graded.steps) assertSound(step, solution, `seed ${seed}`);
        }),
        { numRuns: 40, seed: 26 },
      );
    });

    it('reports a wrong entry, and a puzzle with several solutions is graded to one of them', () => {
      const { puzzle, solution } = smallPuzzle(geometry, `wrong-${n}`);
      const cell = puzzle.indexOf(0);
      const board = puzzle.slice();
      board[cell] = (solution[cell] % n) + 1;
      const hint = nextStep(board, undefined, puzzle, geometry);
      assert.equal(hint.kind, 'wrong-entry');
      const empty = new Array<number>(geometry.cellCount).fill(0);
      const open = grade(empty, { geometry });
      assert.equal(open.status, 'multiple-solutions');
      assert.equal(open.solved, true);
    });
  });
}

describe('grading at a geometry: the rectangle family', () => {
  it('grades a 6×6 puzzle that needs a unique rectangle hard, without trial', () => {
    // generate({ seed: 2778, geometry: SIX, symmetry: 'none' }): before the rectangles read the shape, only trial
    // finished it (extreme). Its rectangle r3c2 r3c4 r4c2 r4c4 spans two boxes of 2×3: rows of one band, columns of
    // two stacks.
    const puzzle = [...'010036006005003000200000040100000050'].map(Number);
    const graded = grade(puzzle, { geometry: SIX });
    assert.equal(graded.level, 'hard');
    assert.equal(graded.counts['trial'], undefined);
    const ur = graded.steps.find((step) => step.technique === 'unique-rectangle-1');
    assert.deepEqual(ur?.cells, [13, 15, 19, 21]);
    assert.deepEqual(ur?.eliminations, [
      { cell: 21, digit: 5 },
      { cell: 21, digit: 6 },
    ]);
  });
});

describe('grading at a geometry: bad input', () => {
  it('says what a 6×6 grid is when it gets another length or digit', () => {
    const nine = grade(new Array<number>(81).fill(0), { geometry: SIX });
    assert.equal(nine.status, 'invalid');
    assert.equal(nine.status === 'invalid' && nine.message, 'a grid is 36 integers from 0 to 6');
    const seven = new Array<number>(36).fill(0);
    seven[0] = 7;
    assert.equal(grade(seven, { geometry: SIX }).status, 'invalid');
    assert.deepEqual(nextStep(seven, undefined, undefined, SIX), { kind: 'invalid', reason: 'board-not-grid' });
  });

  it('answers a geometry beyond the grader (16×16, or not a geometry) with a reason, never an exception', () => {
    const sixteen = boxGeometry(4, 4);
    const graded = grade(new Array<number>(256).fill(0), { geometry: sixteen });
    assert.equal(graded.status, 'invalid');
    assert.match(graded.status === 'invalid' ? graded.message : '', /up to 9×9/);
    assert.equal(nextStep(new Array<number>(256).fill(0), undefined, undefined, sixteen).kind, 'invalid');
    // An untyped caller's junk geometry.
    const junk = { size: 6 } as unknown as Geometry;
    assert.equal(grade(new Array<number>(36).fill(0), { geometry: junk }).status, 'invalid');
    assert.equal(nextStep(new Array<number>(36).fill(0), undefined, undefined, junk).kind, 'invalid');
  });

  it('names a clash at 6×6 by its 6×6 cells', () => {
    const grid = new Array<number>(36).fill(0);
    grid[0] = 4;
    grid[7] = 4; // r2c2, in box 1 with r1c1
    const graded = grade(grid, { geometry: SIX });
    assert.equal(graded.status === 'invalid' && graded.message, 'box 1 has two 4s, in r1c1 and r2c2');
    const hint = nextStep(grid, undefined, undefined, SIX);
    assert.equal(hint.kind === 'invalid' && hint.conflict?.cells.join(), '0,7');
  });
});
