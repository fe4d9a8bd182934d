// gradeLevel(grid, options): grade()'s level and score without its steps, which the generator's level search grades
// every attempt with. A puzzle the generator keeps must have the level and score grade() gives it, so gradeLevel
// must agree with grade() on every grid and option it is given: here on a spread of the sample at every `stopAbove`,
// on grids with several solutions or none, on invalid ones and at the small geometries.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { MINI, SIX } from '../../src/engine/geometries.ts';
import type { Geometry } from '../../src/engine/geometry.ts';
import { LEVELS, grade, gradeLevel, type Grade, type Level } from '../../src/engine/index.ts';
import type { Grid } from '../../src/engine/grid.ts';
import { puzzleLines } from '../data/puzzles.ts';
import { smallPuzzle } from './small-puzzles.ts';

const toGrid = (line: string): Grid => [...line.trim()].map((ch) => (ch === '.' ? 0 : Number(ch)));

/** Every 40th puzzle of the sample: about 175, easy to extreme in the sample's mix. */
const puzzles: Grid[] = puzzleLines('sudoku3m-sample')
  .filter((_, i) => i % 40 === 0)
  .map(toGrid);

/** What of grade()'s answer gradeLevel keeps. */
function levelPart(graded: Grade): Record<string, unknown> {
  const { steps: _steps, counts: _counts, ...rest } = graded;
  return rest;
}

function assertAgrees(grid: Grid, options: { stopAbove?: Level; geometry?: Geometry }, where: string): void {
  assert.deepEqual(gradeLevel(grid, options), levelPart(grade(grid, options)), where);
}

test('gradeLevel agrees with grade() on the sample, graded to the end and stopped above every level', () => {
  const levelsSeen = new Set<string>();
  for (const [i, puzzle] of puzzles.entries()) {
    assertAgrees(puzzle, {}, `puzzle ${i}`);
    levelsSeen.add(String(gradeLevel(puzzle).level));
    for (const stopAbove of LEVELS) assertAgrees(puzzle, { stopAbove }, `puzzle ${i}, stopAbove ${stopAbove}`);
  }
  // The spread is what makes the comparison worth having: every level, so every finder's step is scored.
  assert.deepEqual([...levelsSeen].sort(), [...LEVELS].sort());
});

test('gradeLevel says "above" exactly when grade() does', () => {
  let above = 0;
  for (const puzzle of puzzles.slice(0, 60)) {
    const graded = gradeLevel(puzzle, { stopAbove: 'easy' });
    if (graded.status !== 'graded') continue;
    assert.equal(graded.above === true, grade(puzzle, { stopAbove: 'easy' }).above === true);
    if (graded.above) above++;
  }
  assert.ok(above > 0, 'some puzzles of the sample need more than easy');
});

test('gradeLevel agrees with grade() on grids with several solutions, none, or broken', () => {
  const first = puzzles[3];
  const several = first.slice();
  for (let cell = 0, cleared = 0; cell < 81 && cleared < 6; cell++)
    if (several[cell] !== 0) {
      several[cell] = 0;
      cleared++;
    }
  assert.equal(grade(several).status, 'multiple-solutions');
  assertAgrees(several, {}, 'several solutions');
  assertAgrees(several, { stopAbove: 'medium' }, 'several solutions, stopAbove medium');

  const clash = first.slice();
  const empty = clash.indexOf(0);
  clash[empty] = clash[clash.findIndex((d, cell) => d !== 0 && Math.floor(cell / 9) === Math.floor(empty / 9))];
  assertAgrees(clash, {}, 'a digit twice in a row');
  assertAgrees([1, 2, 3], {}, 'too short');
  const unsolvable = [...('12345678.........9' + '.'.repeat(63))].map((ch) => (ch === '.' ? 0 : Number(ch)));
  assert.equal(grade(unsolvable).status, 'no-solution');
  assertAgrees(unsolvable, {}, 'no solution');
});

test('gradeLevel agrees with grade() at the small geometries', () => {
  for (const geometry of [MINI, SIX] as Geometry[])
    for (let seed = 1; seed <= 20; seed++) {
      const { puzzle } = smallPuzzle(geometry, `level-${geometry.size}-${seed}`);
      assertAgrees(puzzle, { geometry }, `${geometry.size}×${geometry.size} seed ${seed}`);
      assertAgrees(puzzle, { geometry, stopAbove: 'easy' }, `${geometry.size}×${geometry.size} seed ${seed}, easy`);
    }
});
