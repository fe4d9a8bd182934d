// Issue 26's proof that the grid's shape is a parameter: classic 4×4 and 6×6 puzzles go through the whole engine,
// through its public entry only, as a host would use it: generate (unique) → format → parse → solve and count →
// grade → hint, step by step to the solution, and a share link back. Each part has its own suite; this one checks
// that they agree with each other on the same puzzles.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import {
  MINI,
  SIX,
  format,
  generate,
  grade,
  nextStep,
  parse,
  readShareUrl,
  shareUrl,
  solve,
  type Geometry,
  type Grid,
} from '../../src/engine/index.ts';

const SHAPES: readonly [string, Geometry][] = [
  ['4×4', MINI],
  ['6×6', SIX],
];

/** Plays hints on `puzzle` until the engine says solved: placements are made, eliminations struck from the notes. */
function playByHints(puzzle: Grid, geometry: Geometry): Grid {
  const board = puzzle.slice();
  const full = (1 << geometry.size) - 1;
  const notes: number[] = board.map(() => full);
  for (let turn = 0; turn < 4 * geometry.cellCount; turn++) {
    const hint = nextStep(board, notes, puzzle, geometry);
    if (hint.kind === 'solved') return board;
    if (hint.kind === 'restore-notes') {
      for (const { cell, digit } of hint.notes) notes[cell] |= 1 << (digit - 1);
      continue;
    }
    if (hint.kind !== 'step') assert.fail(`turn ${turn}: ${JSON.stringify(hint)}`);
    for (const { cell, digit } of hint.step.placements) board[cell] = digit;
    for (const { cell, digit } of hint.step.eliminations) notes[cell] &= ~(1 << (digit - 1));
  }
  assert.fail('the hints did not finish the puzzle');
}

for (const [name, geometry] of SHAPES) {
  test(`${name}: generate → format → parse → solve → grade → hint agree on every puzzle (property)`, () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), (seed) => {
        const made = generate({ geometry, seed });
        assert.equal(made.puzzle.length, geometry.cellCount);

        for (const layout of ['grid', 'line', 'pretty'] as const) {
          const read = parse(format(made.puzzle, layout, geometry), { geometry });
          assert.ok(read.ok, `${layout}: ${JSON.stringify(read)}`);
          assert.deepEqual(read.grid, made.puzzle, layout);
        }

        const solved = solve(made.puzzle, { geometry, limit: 2 });
        assert.equal(solved.count, 1, 'exactly one solution');
        assert.deepEqual(solved.solution, made.solution);

        const graded = grade(made.puzzle, { geometry });
        assert.equal(graded.status, 'graded');
        assert.equal(graded.solved, true);
        const byGrade = made.puzzle.slice();
        for (const step of graded.steps) for (const { cell, digit } of step.placements) byGrade[cell] = digit;
        assert.deepEqual(byGrade, made.solution, 'the grade’s placements are the solution');

        assert.deepEqual(playByHints(made.puzzle, geometry), made.solution, 'hints lead to the solution');

        const shared = readShareUrl(shareUrl(made.puzzle, { base: 'https://example.org/play', geometry }), geometry);
        assert.deepEqual(shared?.puzzle, made.puzzle, 'a share link gives the puzzle back');
      }),
      { numRuns: 25, seed: 26 },
    );
  });
}

test('a 6×6 puzzle is not read as 4×4 or 9×9, nor a 4×4 one as 6×6', () => {
  const six = generate({ geometry: SIX, seed: 7 }).puzzle;
  const mini = generate({ geometry: MINI, seed: 7 }).puzzle;
  assert.equal(parse(format(six, 'line', SIX), { geometry: MINI }).ok, false);
  assert.equal(parse(format(six, 'line', SIX)).ok, false);
  assert.equal(parse(format(mini, 'grid', MINI), { geometry: SIX }).ok, false);
});
