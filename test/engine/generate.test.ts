import { test } from 'node:test';
import assert from 'node:assert/strict';
import { findConflicts, type Grid } from '../../src/engine/grid.ts';
import { randomSeed } from '../../src/engine/rng.ts';
import { solve } from '../../src/engine/solve/index.ts';
import {
  generate,
  MIN_BLANKS,
  SYMMETRIES,
  type GenerateOptions,
  type Generated,
  type Symmetry,
} from '../../src/engine/generate/index.ts';

const SEEDS = 500;

/** The cell each symmetry maps a cell to, written out independently of the generator's orbit tables. */
const MAPS: Record<Exclude<Symmetry, 'none'>, (row: number, col: number) => [number, number]> = {
  rotate180: (r, c) => [8 - r, 8 - c],
  rotate90: (r, c) => [c, 8 - r],
  mirror: (r, c) => [r, 8 - c],
  diagonal: (r, c) => [c, r],
};

function hasSymmetricGivens(puzzle: Grid, symmetry: Exclude<Symmetry, 'none'>): boolean {
  for (let cell = 0; cell < 81; cell++) {
    const [r, c] = MAPS[symmetry]((cell / 9) | 0, cell % 9);
    if ((puzzle[cell] === 0) !== (puzzle[r * 9 + c] === 0)) return false;
  }
  return true;
}

const line = (grid: Grid): string => grid.join('');

// Generated once and shared: the property tests below all look at the same 500 puzzles.
const generated: { seed: number; symmetry: Symmetry; result: Generated }[] = [];
for (let seed = 0; seed < SEEDS; seed++) {
  const symmetry = SYMMETRIES[seed % SYMMETRIES.length];
  generated.push({ seed, symmetry, result: generate({ seed, symmetry }) });
}

test(`${SEEDS} generated puzzles each have exactly one solution, and it is the returned one`, () => {
  for (const { seed, symmetry, result } of generated) {
    const check = solve(result.puzzle, { limit: 2 });
    assert.equal(check.status, 'solved', `seed ${seed} (${symmetry})`);
    assert.equal(check.count, 1, `seed ${seed} (${symmetry}) has more than one solution`);
    assert.deepEqual(check.solution, result.solution, `seed ${seed} (${symmetry})`);
  }
});

test(`${SEEDS} generated puzzles each have at least ${MIN_BLANKS} blanks, counted correctly`, () => {
  assert.equal(MIN_BLANKS, 40);
  for (const { seed, result } of generated) {
    const blanks = result.puzzle.filter((d) => d === 0).length;
    assert.equal(result.blanks, blanks, `seed ${seed}`);
    assert.ok(blanks >= 40, `seed ${seed} has only ${blanks} blanks`);
  }
});

test('every solution is a valid filled grid that agrees with its givens', () => {
  for (const { seed, result } of generated) {
    assert.equal(result.puzzle.length, 81);
    assert.equal(result.solution.length, 81);
    assert.ok(
      result.solution.every((d) => Number.isInteger(d) && d >= 1 && d <= 9),
      `seed ${seed}`,
    );
    assert.deepEqual(findConflicts(result.solution), [], `seed ${seed}`);
    result.puzzle.forEach((d, cell) => {
      assert.ok(d === 0 || d === result.solution[cell], `seed ${seed}: given at ${cell} contradicts the solution`);
    });
  }
});

test('the givens pattern has the requested symmetry, and the result says which symmetry was used', () => {
  for (const { seed, symmetry, result } of generated) {
    assert.equal(result.symmetry, symmetry);
    if (symmetry !== 'none') assert.ok(hasSymmetricGivens(result.puzzle, symmetry), `seed ${seed} (${symmetry})`);
  }
  // Without a symmetry request the pattern is free: random puzzles are almost never rotate180-symmetric.
  const unconstrained = generated.filter((g) => g.symmetry === 'none');
  const accidental = unconstrained.filter((g) => hasSymmetricGivens(g.result.puzzle, 'rotate180')).length;
  assert.ok(accidental < unconstrained.length / 10, `${accidental} of ${unconstrained.length} were symmetric`);
});

/** The cells a symmetry maps `cell` to, repeatedly, until it comes back: the cells blanked or kept together. */
function orbit(cell: number, symmetry: Symmetry): number[] {
  if (symmetry === 'none') return [cell];
  const cells = [cell];
  for (;;) {
    const last = cells[cells.length - 1];
    const [r, c] = MAPS[symmetry]((last / 9) | 0, last % 9);
    if (r * 9 + c === cell) return cells;
    cells.push(r * 9 + c);
  }
}

test('puzzles are minimal for their symmetry: blanking any further given (or symmetric group) breaks uniqueness', () => {
  for (const symmetry of SYMMETRIES) {
    for (const { seed, result } of generated.filter((g) => g.symmetry === symmetry).slice(0, 10)) {
      for (let cell = 0; cell < 81; cell++) {
        if (result.puzzle[cell] === 0) continue;
        const fewer = result.puzzle.slice();
        for (const member of orbit(cell, symmetry)) fewer[member] = 0;
        assert.equal(solve(fewer, { limit: 2 }).count, 2, `seed ${seed} (${symmetry}): ${cell} was removable`);
      }
    }
  }
});

test('the same seed and options give the same puzzle; different seeds give different puzzles', () => {
  for (const symmetry of SYMMETRIES) {
    assert.deepEqual(generate({ seed: 12345, symmetry }), generate({ seed: 12345, symmetry }));
  }
  for (const { seed, symmetry, result } of generated.slice(0, 25)) {
    assert.deepEqual(generate({ seed, symmetry }), result, `seed ${seed}`);
  }
  const distinct = new Set(generated.map((g) => line(g.result.puzzle)));
  assert.equal(distinct.size, generated.length);
  const distinctSolutions = new Set(generated.map((g) => line(g.result.solution)));
  assert.equal(distinctSolutions.size, generated.length);
});

test('a string seed works, replays, and is returned as given', () => {
  const first = generate({ seed: 'daily-2024-06-01', symmetry: 'rotate180' });
  assert.equal(first.seed, 'daily-2024-06-01');
  assert.deepEqual(generate({ seed: 'daily-2024-06-01', symmetry: 'rotate180' }), first);
  assert.notEqual(line(generate({ seed: 'daily-2024-06-02', symmetry: 'rotate180' }).puzzle), line(first.puzzle));
  assert.equal(solve(first.puzzle, { limit: 2 }).count, 1);
  // The CLI passes `--seed 42` as text; it must replay the puzzle an API caller got with the number 42.
  assert.deepEqual(generate({ seed: '42' }).puzzle, generate({ seed: 42 }).puzzle);
});

test('without a seed, a random seed is chosen and returned, and it replays the same puzzle', () => {
  const a = generate({ symmetry: 'mirror' });
  const b = generate();
  assert.equal(typeof a.seed, 'number');
  assert.deepEqual(generate({ seed: a.seed, symmetry: 'mirror' }), a);
  assert.deepEqual(generate({ seed: b.seed }), b);
  assert.equal(b.symmetry, 'none');
  assert.notEqual(line(a.puzzle), line(b.puzzle));
});

test('an unknown symmetry from untyped callers falls back to none instead of throwing', () => {
  const result = generate({ seed: 7, symmetry: 'spiral' as Symmetry });
  assert.equal(result.symmetry, 'none');
  assert.deepEqual(result.puzzle, generate({ seed: 7 }).puzzle);
});

test('odd options from untyped callers still give a valid, replayable puzzle', () => {
  const odd: unknown[] = [null, { seed: { day: 1 } }, { seed: null }, { seed: NaN }, { seed: '' }, { seed: -1.5 }];
  for (const options of odd) {
    const result = generate(options as GenerateOptions);
    assert.ok(typeof result.seed === 'number' || typeof result.seed === 'string', String(options));
    assert.equal(solve(result.puzzle, { limit: 2 }).count, 1);
    assert.ok(result.blanks >= 40);
    assert.deepEqual(generate({ seed: result.seed }), result);
  }
});

test('random seeds are 53-bit safe integers: 100,000 draws give 100,000 different seeds', () => {
  // With the 32-bit seeds of before, 100,000 draws repeated one more often than not (birthday bound).
  const seeds = new Set<number>();
  for (let i = 0; i < 100_000; i++) {
    const seed = randomSeed();
    assert.ok(Number.isSafeInteger(seed) && seed >= 0, String(seed));
    seeds.add(seed);
  }
  assert.equal(seeds.size, 100_000);
  assert.ok(
    [...seeds].some((seed) => seed >= 2 ** 32),
    'seeds go past 32 bits',
  );
});
