import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Grid } from '../../src/engine/grid.ts';
import { TIMEOUT, countSolutions, countSolutionsExcept, solve, solveInto } from '../../src/engine/solve/index.ts';
import { type PuzzleSet, puzzleLines, ratedSample } from '../data/puzzles.ts';

function toGrid(line: string): Grid {
  return Array.from(line.slice(0, 81), (ch) => (ch >= '1' && ch <= '9' ? ch.charCodeAt(0) - 48 : 0));
}

/** Every 10th puzzle of a list, in file order: deterministic and covers the whole file. */
function everyTenth<T>(items: T[]): T[] {
  return items.filter((_, i) => i % 10 === 0);
}

/** Null when `solution` is a valid completion of `puzzle`, else a description of the first problem. */
function checkSolution(puzzle: Grid, solution: readonly number[]): string | null {
  for (let cell = 0; cell < 81; cell++) {
    if (puzzle[cell] !== 0 && puzzle[cell] !== solution[cell]) return `given at cell ${cell} changed`;
  }
  for (let unit = 0; unit < 9; unit++) {
    let row = 0;
    let col = 0;
    let box = 0;
    for (let j = 0; j < 9; j++) {
      row |= 1 << solution[unit * 9 + j];
      col |= 1 << solution[j * 9 + unit];
      box |= 1 << solution[(Math.floor(unit / 3) * 3 + Math.floor(j / 3)) * 9 + (unit % 3) * 3 + (j % 3)];
    }
    if (row !== 0x3fe) return `row ${unit + 1} is not a permutation of 1-9`;
    if (col !== 0x3fe) return `column ${unit + 1} is not a permutation of 1-9`;
    if (box !== 0x3fe) return `box ${unit + 1} is not a permutation of 1-9`;
  }
  return null;
}

function assertSolvesAll(lines: string[]): void {
  for (const line of lines) {
    const puzzle = toGrid(line);
    const before = puzzle.slice();
    const result = solve(puzzle);
    assert.equal(result.status, 'solved', line);
    assert.equal(result.count, 1, line);
    assert.ok(result.solution, line);
    assert.equal(checkSolution(puzzle, result.solution), null, line);
    assert.deepEqual(puzzle, before, 'the input grid is not modified');
  }
}

const SMALL_SETS: PuzzleSet[] = [
  'easy50',
  'top95',
  'norvig-hardest',
  'inkala',
  'top1465',
  'forum-hardest-1106',
  'sudoku3m-sample',
];

for (const set of SMALL_SETS) {
  test(`solves every puzzle of ${set}`, () => assertSolvesAll(puzzleLines(set)));
}

test('solves every puzzle of 17clue (all 49,158)', () => assertSolvesAll(puzzleLines('17clue')));

test('solves every puzzle of the first 10,000 of forum-hardest-1905-11plus', () =>
  assertSolvesAll(puzzleLines('forum-hardest-1905-11plus-first10000')));

test('sudoku3m-sample.csv: every solution equals the published one', () => {
  const rows = ratedSample();
  assert.ok(rows.length > 7000);
  for (const { puzzle, solution: expected } of rows) {
    const result = solve(toGrid(puzzle));
    assert.equal(result.solution?.join(''), expected, puzzle);
  }
});

test('limit 2: every puzzle of the unique sets has exactly one solution', () => {
  const unique = [...SMALL_SETS, '17clue' as const].flatMap((set) => puzzleLines(set));
  unique.push(...everyTenth(puzzleLines('forum-hardest-1905-11plus-first10000')));
  for (const line of unique) {
    const result = solve(toGrid(line), { limit: 2 });
    assert.equal(result.status, 'solved', line);
    assert.equal(result.count, 1, line);
  }
});

test('limit 2: every puzzle of serg-benchmark.txt (all 10,000) has at least two solutions', () => {
  const lines = puzzleLines('serg-benchmark');
  assert.equal(lines.length, 10_000);
  for (const line of lines) {
    const puzzle = toGrid(line);
    const result = solve(puzzle, { limit: 2 });
    assert.equal(result.status, 'solved', line);
    assert.equal(result.count, 2, line);
    assert.equal(checkSolution(puzzle, result.solution ?? []), null, line);
  }
});

test('the empty grid solves, and counting stops at the limit', () => {
  const empty = new Array<number>(81).fill(0);
  const one = solve(empty);
  assert.equal(one.status, 'solved');
  assert.equal(one.count, 1);
  assert.equal(checkSolution(empty, one.solution ?? []), null);
  const five = solve(empty, { limit: 5 });
  assert.equal(five.count, 5);
  assert.deepEqual(five.solution, one.solution, 'the first solution does not depend on the limit');
});

test('a full valid grid is its own only solution', () => {
  const full = solve(new Array<number>(81).fill(0)).solution ?? [];
  const result = solve(full, { limit: 2 });
  assert.equal(result.status, 'solved');
  assert.equal(result.count, 1);
  assert.deepEqual(result.solution, full);
});

test('conflicting givens are unsolvable with count 0', () => {
  const row = new Array<number>(81).fill(0);
  row[3] = 7;
  row[8] = 7;
  const column = new Array<number>(81).fill(0);
  column[4] = 2;
  column[76] = 2;
  const box = new Array<number>(81).fill(0);
  box[60] = 9;
  box[80] = 9;
  for (const grid of [row, column, box]) {
    const result = solve(grid, { limit: 2 });
    assert.deepEqual(result, { status: 'unsolvable', solution: null, count: 0, nodes: 0 });
  }
});

test('a puzzle without direct conflicts but with no solution is unsolvable', () => {
  // Cell r1c9 can hold nothing: its row has 1-8 and its column has 9.
  const blocked = new Array<number>(81).fill(0);
  for (let c = 0; c < 8; c++) blocked[c] = c + 1;
  blocked[9 * 4 + 8] = 9;
  assert.equal(solve(blocked).status, 'unsolvable');
  // A deeper one: a hard unique puzzle plus one given that disagrees with its solution but clashes with no given.
  for (const line of puzzleLines('inkala')) {
    const puzzle = toGrid(line);
    const solution = solve(puzzle).solution ?? [];
    const cell = puzzle.findIndex((v) => v === 0);
    const peersHold = (digit: number): boolean =>
      puzzle.some(
        (v, other) =>
          v === digit &&
          (Math.floor(other / 9) === Math.floor(cell / 9) ||
            other % 9 === cell % 9 ||
            (Math.floor(other / 27) === Math.floor(cell / 27) &&
              Math.floor((other % 9) / 3) === Math.floor((cell % 9) / 3))),
      );
    const wrong = [1, 2, 3, 4, 5, 6, 7, 8, 9].find((d) => d !== solution[cell] && !peersHold(d));
    assert.ok(wrong, 'found a digit that clashes with no given');
    puzzle[cell] = wrong;
    const result = solve(puzzle, { limit: 2 });
    assert.equal(result.status, 'unsolvable', line);
    assert.equal(result.count, 0);
    assert.equal(result.solution, null);
  }
});

test('a tiny node budget on a hard puzzle times out instead of searching on', () => {
  const hardest = toGrid(puzzleLines('forum-hardest-1106')[0]);
  const full = solve(hardest);
  assert.equal(full.status, 'solved');
  assert.ok(full.nodes > 2, 'the puzzle needs several guesses');
  const result = solve(hardest, { nodeBudget: 2 });
  assert.equal(result.status, 'timeout');
  assert.equal(result.solution, null);
  assert.ok(result.nodes <= 3);
  assert.equal(countSolutions(hardest, 2, 2), TIMEOUT);
});

test('garbage input never throws and is unsolvable', () => {
  const garbage: unknown[] = [
    null,
    undefined,
    42,
    'not a grid',
    {},
    [],
    new Array(80).fill(0),
    new Array(82).fill(0),
    [...new Array(80).fill(0), 10],
    [...new Array(80).fill(0), -1],
    [...new Array(80).fill(0), 1.5],
    [...new Array(80).fill(0), Number.NaN],
    [...new Array(80).fill(0), Infinity],
    [...new Array(80).fill(0), '5'],
    [...new Array(80).fill(0), null],
    [...new Array(80).fill(0), { valueOf: () => 5 }],
    new Array(81),
  ];
  for (const value of garbage) {
    // The cast is the point of the test: callers outside TypeScript can pass anything.
    const result = solve(value as Grid, { limit: 2 });
    assert.equal(result.status, 'unsolvable', String(value));
    assert.equal(result.count, 0);
    assert.equal(countSolutions(value as Grid, 2), 0);
  }
  assert.equal(solve(new Array<number>(81).fill(0), { limit: Number.NaN, nodeBudget: -5 }).status, 'timeout');
});

test('the fast entries agree with solve()', () => {
  for (const line of puzzleLines('top95')) {
    const puzzle = toGrid(line);
    const bytes = Uint8Array.from(puzzle);
    const out = new Uint8Array(81);
    assert.equal(solveInto(bytes, out, 2), 1);
    assert.deepEqual(Array.from(out), solve(puzzle).solution);
    assert.equal(countSolutions(bytes, 2), 1);
  }
});

test('countSolutionsExcept: blanking a given keeps a unique puzzle unique exactly when no solution avoids its digit', () => {
  let stillUnique = 0;
  let notUnique = 0;
  for (const line of [...puzzleLines('top95'), ...puzzleLines('sudoku3m-sample').slice(0, 300)]) {
    // The collections' puzzles are minimal (no given can go), so a few solution digits are added back first.
    const solution = solve(toGrid(line)).solution!;
    const puzzle = toGrid(line).map((v, cell) => (cell % 7 === 0 ? solution[cell] : v));
    for (let cell = 0; cell < 81; cell++) {
      if (puzzle[cell] === 0) continue;
      const blanked = puzzle.slice();
      blanked[cell] = 0;
      const unique = countSolutions(blanked, 2) === 1;
      assert.equal(countSolutionsExcept(blanked, cell, solution[cell]) === 0, unique, `${line} without r${cell}`);
      if (unique) stillUnique++;
      else notUnique++;
    }
  }
  // Both answers must occur, or the comparison proves nothing.
  assert.ok(stillUnique > 100 && notUnique > 100, `${stillUnique} unique, ${notUnique} not`);
});
