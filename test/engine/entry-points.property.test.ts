// Property tests over the engine's public entry points (src/engine/index.ts) that take data from a caller: solve,
// countSolutions, generate and generateAsync, grade, nextStep, findConflicts, format, parse, the grid codecs
// (gridToLine, lineToGrid) and the grid checks (isGrid, countGivens, isSymmetric). Whatever they are given, typed or
// not, they return their typed result (or typed error) and never throw; on well-formed input the result is right.
// Not here: constants, and helpers that take only values the engine made itself (a Conflict, a CandidateGrid, a Step).
// Seeded and bounded, so the whole file runs in a few seconds and a failure replays.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import {
  LAYOUTS,
  LEVELS,
  MIN_BLANKS,
  SYMMETRIES,
  TIMEOUT,
  UNITS,
  countGivens,
  countSolutions,
  findConflicts,
  format,
  generate,
  generateAsync,
  grade,
  gridToLine,
  isGrid,
  isSymmetric,
  lineToGrid,
  nextStep,
  parse,
  solve,
  type Generated,
  type Grade,
  type Grid,
  type HintResult,
  type Layout,
  type Level,
  type ParseResult,
  type SolveOptions,
  type Symmetry,
} from '../../src/engine/index.ts';
import { junk, nearlySolved, oddNumber, partialGrid } from './arbitraries.ts';
import { say } from '../words/say.ts';

const SEED = 20_260_517;
const check = <T>(property: fc.IProperty<T>, numRuns: number): void => fc.assert(property, { seed: SEED, numRuns });

// Ill-typed values go to typed parameters through this one cast: handing them over is the point of these tests.
const as = <T>(value: unknown): T => value as T;

const isLine = (value: unknown): boolean => typeof value === 'string' && /^[1-9.]{81}$/.test(value);

function assertGrid(value: unknown): asserts value is Grid {
  assert.ok(isGrid(value), `not a grid: ${JSON.stringify(value)}`);
}

/** A complete grid, every row, column and box holding 1–9 once, that keeps every given of `puzzle`. */
function assertSolves(solution: unknown, puzzle: Grid): void {
  assertGrid(solution);
  const grid: Grid = solution;
  for (const unit of UNITS) assert.equal(new Set(unit.cells.map((c) => grid[c])).size, 9, `${unit.kind} repeats`);
  assert.ok(
    puzzle.every((d, c) => d === 0 || grid[c] === d),
    'a given changed',
  );
}

function assertSolveResult(result: ReturnType<typeof solve>): void {
  assert.ok(['solved', 'unsolvable', 'timeout'].includes(result.status), result.status);
  assert.ok(Number.isInteger(result.count) && result.count >= 0);
  assert.ok(result.nodes >= 0);
  if (result.status === 'solved') assert.ok(result.count >= 1);
  else assert.equal(result.solution, null);
}

function assertGrade(result: Grade): void {
  assert.ok(['graded', 'multiple-solutions', 'no-solution', 'invalid'].includes(result.status), result.status);
  assert.ok(Array.isArray(result.steps) && Number.isFinite(result.score));
  if (result.status === 'graded' || result.status === 'multiple-solutions') assert.ok(LEVELS.includes(result.level));
  else assert.ok(result.level === null && result.message.length > 0);
}

function assertHint(result: HintResult): void {
  assert.ok(['step', 'wrong-entry', 'restore-notes', 'solved', 'invalid'].includes(result.kind), result.kind);
  assert.ok(typeof say(result) === 'string' && say(result).length > 0);
}

function assertParseResult(result: ParseResult): void {
  if (result.ok) assertGrid(result.grid);
  else assert.ok(['empty', 'cell-count', 'bad-char', 'duplicate', 'too-large'].includes(result.error.code));
}

/** A generated puzzle keeps every promise: one solution (the returned one), enough blanks, the symmetry it names. */
function assertGenerated(made: Generated): void {
  assertGrid(made.puzzle);
  assertSolves(made.solution, made.puzzle);
  assert.equal(countSolutions(made.puzzle, 2), 1, 'exactly one solution');
  const blanks = made.puzzle.filter((d) => d === 0).length;
  assert.equal(made.blanks, blanks);
  assert.ok(blanks >= MIN_BLANKS, `${blanks} blanks`);
  assert.ok(isSymmetric(made.puzzle, made.symmetry), made.symmetry);
  assert.ok(typeof made.seed === 'number' || typeof made.seed === 'string');
  if (made.difficulty && !made.stopped) assert.equal(made.level, made.difficulty);
}

const oddOptions: fc.Arbitrary<unknown> = fc.oneof(
  junk,
  fc.record({ limit: oddNumber, nodeBudget: oddNumber }, { requiredKeys: [] }),
);

test('solve: anything gives a SolveResult; a consistent grid is solved, keeping its givens', () => {
  check(
    fc.property(junk, oddOptions, (grid, options) => {
      assertSolveResult(solve(as<Grid>(grid), { nodeBudget: 20_000 }));
      assertSolveResult(solve(as<Grid>(grid)));
      assertSolveResult(solve(as<Grid>(grid), as<SolveOptions>(options)));
    }),
    500,
  );
  // Any limit and budget, on a grid whose search ends at once whatever they are.
  check(
    fc.property(nearlySolved(6), oddOptions, (grid, options) => {
      const result = solve(grid, as<SolveOptions>(options));
      assertSolveResult(result);
      if (result.status === 'solved') assertSolves(result.solution, grid);
    }),
    300,
  );
  check(
    fc.property(partialGrid, (grid) => {
      const result = solve(grid, { limit: 2 });
      assert.equal(result.status, 'solved');
      assertSolves(result.solution, grid);
      assert.ok(result.count === 1 || result.count === 2);
    }),
    200,
  );
});

test('countSolutions: anything gives a count or TIMEOUT, and it agrees with solve', () => {
  check(
    fc.property(junk, oddNumber, oddNumber, (cells, limit, budget) => {
      const count = countSolutions(as<Grid>(cells), as<number>(limit), as<number>(budget));
      assert.ok(Number.isInteger(count) && count >= TIMEOUT, String(count));
    }),
    500,
  );
  check(
    fc.property(nearlySolved(6), oddNumber, oddNumber, (cells, limit, budget) => {
      const count = countSolutions(cells, as<number>(limit), as<number>(budget));
      assert.ok(Number.isInteger(count) && count >= TIMEOUT, String(count));
    }),
    300,
  );
  check(
    fc.property(partialGrid, fc.integer({ min: 1, max: 3 }), (grid, limit) => {
      assert.equal(countSolutions(grid, limit), solve(grid, { limit }).count);
    }),
    200,
  );
});

const seeds = fc.oneof(fc.integer(), fc.double(), fc.string({ maxLength: 12 }));

test('generate: any options give a unique puzzle with at least 40 blanks, replayed from its seed', () => {
  check(
    fc.property(junk, (options) => assertGenerated(generate(as<Parameters<typeof generate>[0]>(options)))),
    40,
  );
  check(
    fc.property(seeds, fc.constantFrom<Symmetry>(...SYMMETRIES), (seed, symmetry) => {
      const made = generate({ seed, symmetry });
      assertGenerated(made);
      assert.equal(made.symmetry, symmetry);
      assert.deepEqual(generate({ seed: made.seed, symmetry }).puzzle, made.puzzle);
    }),
    40,
  );
});

test('generate and generateAsync by level: the level asked for, or a stop that says why', async () => {
  check(
    fc.property(fc.integer(), fc.constantFrom<Level>(...LEVELS), (seed, difficulty) => {
      const made = generate({ seed, difficulty, timeLimitMs: 300 });
      assertGenerated(made);
      assert.ok(made.level === difficulty || made.stopped !== undefined);
    }),
    8,
  );
  await fc.assert(
    fc.asyncProperty(fc.integer(), fc.constantFrom<Level>(...LEVELS), async (seed, difficulty) => {
      const made = await generateAsync({ seed, difficulty, timeLimitMs: 300 });
      assertGenerated(made);
      // The same puzzle as generate() for the seed, unless either ran out of time: where the time limit falls depends
      // on the machine's load, and each returns the closest puzzle found by then.
      const same = generate({ seed, difficulty, timeLimitMs: 300 });
      if (made.stopped === undefined && same.stopped === undefined) assert.deepEqual(made.puzzle, same.puzzle);
    }),
    { seed: SEED, numRuns: 4 },
  );
});

test('grade: anything gives a Grade; a consistent grid is graded to the end', () => {
  check(
    fc.property(junk, junk, (grid, options) => {
      assertGrade(grade(as<Grid>(grid), as<Parameters<typeof grade>[1]>(options)));
    }),
    300,
  );
  check(
    fc.property(partialGrid, fc.option(fc.constantFrom<Level>(...LEVELS)), (grid, stopAbove) => {
      const result = grade(grid, stopAbove === null ? {} : { stopAbove });
      assertGrade(result);
      assert.ok(result.status === 'graded' || result.status === 'multiple-solutions', result.status);
      assert.equal(result.solved, !result.above);
    }),
    60,
  );
});

test('nextStep: anything gives a HintResult; on a consistent board the step is sound and a wrong digit is named', () => {
  check(
    fc.property(junk, junk, junk, (grid, notes, givens) => {
      assertHint(nextStep(as<Grid>(grid), as<number[]>(notes), as<Grid>(givens)));
      assertHint(nextStep(as<Grid>(grid)));
    }),
    300,
  );
  check(
    fc.property(partialGrid, fc.nat({ max: 80 }), fc.integer({ min: 1, max: 8 }), (grid, at, shift) => {
      const { solution, count } = solve(grid, { limit: 2 });
      assertGrid(solution);
      const hint = nextStep(grid, undefined, grid);
      assertHint(hint);
      if (grid.every((d) => d !== 0)) assert.equal(hint.kind, 'solved');
      else assert.equal(hint.kind, 'step');
      if (count !== 1) return;
      // With one solution every placement is its digit and no elimination removes it.
      if (hint.kind === 'step') {
        for (const { cell, digit } of hint.step.placements) assert.equal(digit, solution[cell]);
        for (const { cell, digit } of hint.step.eliminations) assert.notEqual(digit, solution[cell]);
      }
      const blank = grid.findIndex((d, c) => d === 0 && c >= at);
      if (blank < 0) return;
      const board = grid.slice();
      board[blank] = ((solution[blank] - 1 + shift) % 9) + 1;
      const wrong = nextStep(board, undefined, grid);
      assert.ok(wrong.kind === 'wrong-entry' && wrong.cells.includes(blank), say(wrong));
    }),
    100,
  );
});

test('findConflicts: anything gives a list of real clashes; none in a consistent grid, one for a repeated digit', () => {
  check(
    fc.property(junk, (grid) => {
      for (const { unit, digit, cells } of findConflicts(as<Grid>(grid))) {
        assert.ok(Number.isInteger(digit) && digit >= 1 && digit <= 9);
        assert.ok(cells[0] !== cells[1] && cells.every((c) => unit.cells.includes(c)));
        assert.ok(cells.every((c) => (grid as unknown[])[c] === digit));
      }
    }),
    500,
  );
  check(
    fc.property(partialGrid, fc.nat({ max: 26 }), fc.nat({ max: 8 }), fc.nat({ max: 8 }), (grid, u, i, j) => {
      assert.deepEqual(findConflicts(grid), []);
      const [a, b] = [UNITS[u].cells[i], UNITS[u].cells[(i + 1 + (j % 8)) % 9]];
      const twice = grid.slice();
      twice[a] = twice[b] = 5;
      // Each repeat pairs with the unit's first 5, which may be another cell: both are named, whichever it is.
      const named = findConflicts(twice).filter((c) => c.unit === UNITS[u] && c.digit === 5);
      for (const cell of [a, b])
        assert.ok(
          named.some(({ cells }) => cells.includes(cell)),
          `r${cell} not named`,
        );
    }),
    200,
  );
});

test('format and parse: anything gives text or a typed error; format → parse gives the grid back', () => {
  check(
    fc.property(junk, junk, (grid, layout) => {
      const text = format(as<Grid>(grid), as<Layout>(layout));
      assert.equal(typeof text, 'string');
      assert.ok(isLine(format(as<Grid>(grid), 'line')));
      assert.equal(format(as<Grid>(grid), 'grid').split('\n').length, 9);
      assertParseResult(parse(as<string>(grid), as<Parameters<typeof parse>[1]>(layout)));
      assertParseResult(parse(text));
    }),
    500,
  );
  check(
    fc.property(partialGrid, fc.constantFrom(...LAYOUTS), (grid, layout) => {
      const result = parse(format(grid, layout));
      assert.ok(result.ok, JSON.stringify(result));
      assert.deepEqual(result.grid, grid);
    }),
    200,
  );
});

test('grid codecs and checks: anything gives a line, null or a grid, a count, a yes or no; round trips hold', () => {
  check(
    fc.property(junk, junk, (value, symmetry) => {
      assert.ok(isLine(gridToLine(as<Grid>(value))));
      const grid = lineToGrid(as<string>(value));
      if (grid !== null) assertGrid(grid);
      const givens = countGivens(as<Grid>(value));
      assert.ok(Number.isInteger(givens) && givens >= 0 && givens <= 81, String(givens));
      assert.equal(typeof isGrid(value), 'boolean');
      assert.equal(typeof isSymmetric(as<Grid>(value), as<Symmetry>(symmetry)), 'boolean');
    }),
    500,
  );
  check(
    fc.property(
      partialGrid,
      fc.string({ unit: fc.constantFrom(...'123456789.'), minLength: 81, maxLength: 81 }),
      (grid, line) => {
        assert.deepEqual(lineToGrid(gridToLine(grid)), grid);
        assert.equal(gridToLine(lineToGrid(line)!), line);
        assert.equal(countGivens(grid), grid.filter((d) => d !== 0).length);
        assert.ok(isGrid(grid));
      },
    ),
    200,
  );
});
