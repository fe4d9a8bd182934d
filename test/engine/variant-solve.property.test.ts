// The fast variant solver's rules (locked candidates where units cross, cage combinations, the 45 rule's innies and
// outies, the non-consecutive neighbour rule, digit branching) must not change what it counts: on random puzzles of
// every rule set, drawn by fast-check, its count equals the simple solver's (variant-reference-solver.ts: the
// solver before those rules) up to a limit, and every solution it gives passes the independent checker.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { checkVariant } from '../../src/engine/variant/check.ts';
import { randomJigsawRegions } from '../../src/engine/variant/jigsaw-regions.ts';
import { classicRules, type Cage, type VariantRules } from '../../src/engine/variant/rules.ts';
import { solveVariant } from '../../src/engine/variant/solve.ts';
import { createRng, type Rng } from '../../src/engine/rng.ts';
import { solveVariantSimply } from './variant-reference-solver.ts';

const LIMIT = 25;

const RULE_SETS: Record<string, (size: number, rng: Rng) => VariantRules> = {
  classic: (size) => classicRules(size),
  X: (size) => classicRules(size, { diagonals: true }),
  'anti-king': (size) => classicRules(size, { antiKing: true }),
  'anti-knight': (size) => classicRules(size, { antiKnight: true }),
  'non-consecutive': (size) => classicRules(size, { nonConsecutive: true }),
  jigsaw: (size, rng) => ({ size, regions: randomJigsawRegions(size, rng) }),
  'jigsaw X': (size, rng) => ({ size, regions: randomJigsawRegions(size, rng), diagonals: true }),
  killer: (size) => classicRules(size),
  'killer X': (size) => classicRules(size, { diagonals: true }),
  'killer anti-knight': (size) => classicRules(size, { antiKnight: true }),
};

/** Cages of 1–3 cells grown over `solution`, summed from it; some dropped, so not every cell is caged. */
function cagesFrom(solution: number[], size: number, rng: Rng): Cage[] {
  const free = new Set(solution.keys());
  const cages: Cage[] = [];
  for (const start of rng.shuffle([...solution.keys()])) {
    if (!free.has(start)) continue;
    free.delete(start);
    const cells = [start];
    const want = 1 + rng.int(3);
    for (const next of [start + 1, start + size, start - 1, start - size]) {
      if (cells.length >= want) break;
      const sameRow = Math.floor(next / size) === Math.floor(start / size);
      if (!free.has(next) || (Math.abs(next - start) === 1 && !sameRow)) continue;
      if (cells.some((cell) => solution[cell] === solution[next])) continue;
      free.delete(next);
      cells.push(next);
    }
    if (rng.next() < 0.75) cages.push({ cells, sum: cells.reduce((sum, cell) => sum + solution[cell], 0) });
  }
  return cages;
}

/** A puzzle under `name`: a grid drawn by the simple solver, cages for a killer, some of its digits as givens. */
function puzzle(name: string, size: number, seed: number): { rules: VariantRules; givens: number[] } {
  const rng = createRng(`variant-property:${name}:${size}:${seed}`);
  let rules = RULE_SETS[name](size, rng);
  const cellCount = size * size;
  const start = new Array<number>(cellCount).fill(0);
  for (let k = 0; k < 2; k++) start[rng.int(cellCount)] = 1 + rng.int(size);
  const solution = solveVariantSimply(rules, start, 1).solution;
  if (!solution) return { rules, givens: start };
  if (name.startsWith('killer')) rules = { ...rules, cages: cagesFrom(solution, size, rng) };
  const keep = rng.next() * 0.6;
  const givens = solution.map((digit) => (rng.next() < keep ? digit : 0));
  // Now and then a wrong given: the counts must agree on puzzles with no solution too.
  if (rng.next() < 0.15) givens[rng.int(cellCount)] = 1 + rng.int(size);
  return { rules, givens };
}

describe('the fast variant solver counts what the simple one counts', () => {
  it('random 4×4 and 6×6 puzzles of every rule set', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...Object.keys(RULE_SETS)),
        fc.constantFrom(4, 6),
        fc.nat(1_000_000),
        (name, size, seed) => {
          const { rules, givens } = puzzle(name, size, seed);
          const fast = solveVariant(rules, givens, LIMIT, Infinity);
          const simple = solveVariantSimply(rules, givens, LIMIT, Infinity);
          assert.equal(fast.count, simple.count, `${name} ${size}×${size} givens ${givens.join('')}`);
          if (fast.solution) assert.deepEqual(checkVariant(rules, fast.solution), []);
        },
      ),
      { numRuns: 300, seed: 21 },
    );
  });

  it('9×9 windoku, killer and anti-knight killer puzzles with some givens', () => {
    const rules9: Record<string, VariantRules> = {
      windoku: classicRules(9, { windows: true }),
      killer: classicRules(9),
      'killer anti-knight': classicRules(9, { antiKnight: true }),
    };
    for (const [name, base] of Object.entries(rules9)) {
      for (let seed = 0; seed < 6; seed++) {
        const rng = createRng(`variant-property-9:${name}:${seed}`);
        const solution = solveVariant(
          base,
          new Array<number>(81).fill(0).map(() => 0),
          1,
        ).solution;
        assert.ok(solution);
        // A different grid each seed: the digits relabelled at random keep every rule but non-consecutive.
        const relabel = rng.shuffle([1, 2, 3, 4, 5, 6, 7, 8, 9]);
        const grid = solution.map((digit) => relabel[digit - 1]);
        const rules = name.includes('killer') ? { ...base, cages: cagesFrom(grid, 9, rng) } : base;
        const givens = grid.map((digit) => (rng.next() < 0.45 ? digit : 0));
        const fast = solveVariant(rules, givens, LIMIT, Infinity);
        const simple = solveVariantSimply(rules, givens, LIMIT, Infinity);
        assert.equal(fast.count, simple.count, `${name} seed ${seed}`);
        if (fast.solution) assert.deepEqual(checkVariant(rules, fast.solution), []);
      }
    }
  });
});
