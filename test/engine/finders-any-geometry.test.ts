// Every finder the catalogue marks `anyGeometry` is sound at other box shapes, not only on the easy states a grade of
// a small puzzle passes through (6×6 puzzles almost never need more than singles). Each finder is called on many
// random states of 4×4, 6×6, 6×6 with 3×2 boxes and 8×8 puzzles: the given puzzle's candidates with some wrong ones
// struck out at random, as a player's notes after some reasoning. A step must place the solution's digits, strike
// only candidates that are there and wrong, and name only cells and units of that grid. (From an independent review
// of issue 26's merge; its first run: 0 unsound steps in about 150,000.)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { MINI, SIX, boxGeometry, generate, grade, solve, type Geometry } from '../../src/engine/index.ts';
import { CandidateGrid, TECHNIQUES } from '../../src/engine/grade/index.ts';
import { ALL_DIRTY, SearchMemo } from '../../src/engine/grade/memo.ts';
import { FINNED_FISH } from '../../src/words/step-parts.ts';

const SHAPES: readonly [string, Geometry][] = [
  ['4×4', MINI],
  ['6×6', SIX],
  ['6×6 with 3×2 boxes', boxGeometry(3, 2)],
  ['8×8', boxGeometry(2, 4)],
];
/**
 * These must be found too: the rectangle family, finned and sashimi fish, empty rectangle and Sue de Coq. (Avoidable
 * rectangles need solved cells, which these states never have: grade-rectangles-geometry.test.ts finds them.)
 */
const MUST_FIND_TOO = [
  'empty-rectangle',
  'unique-rectangle-1',
  'unique-rectangle-2',
  'unique-rectangle-3',
  'unique-rectangle-4',
  'unique-rectangle-6',
  'hidden-rectangle',
  ...FINNED_FISH,
  'sue-de-coq',
];
const PUZZLES = 30;
const STATES = 20;
/** How often a wrong candidate is struck out of a state. */
const STRIKE = 0.35;
/** Techniques each of which must have been found at least once, so the test reaches past the singles. */
const MUST_FIND = [
  'naked-pair',
  'hidden-pair',
  'x-wing',
  'skyscraper',
  'simple-colouring',
  'xy-wing',
  'w-wing',
  'x-chain',
  'xy-chain',
  'aic',
  'als-xz',
  'als-xy-wing',
  'als-chain',
  'finned-franken-swordfish',
  'forcing-chain',
];

/** A small seeded PRNG (LCG): the states are the same on every run. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => (state = (Math.imul(state, 1103515245) + 12345) >>> 0) / 2 ** 32;
}

test('every anyGeometry finder is sound on random candidate states at 4×4, 6×6 (both box shapes) and 8×8', () => {
  const finders = TECHNIQUES.filter((t) => t.anyGeometry && t.id !== 'trial');
  assert.ok(finders.length >= 20, `only ${finders.length} finders marked anyGeometry`);
  const found = new Map<string, number>();
  const unsound: string[] = [];
  const next = random(26);
  for (const [name, geometry] of SHAPES) {
    for (let seed = 0; seed < PUZZLES; seed++) {
      const { puzzle, solution } = generate({ seed, geometry, symmetry: 'none' });
      for (let state = 0; state < STATES; state++) {
        const b = CandidateGrid.fromGrid(puzzle, geometry);
        for (let cell = 0; cell < geometry.cellCount; cell++) {
          if (b.values[cell] !== 0) continue;
          for (let digit = 1; digit <= geometry.size; digit++) {
            const bit = 1 << (digit - 1);
            if (digit !== solution[cell] && b.cands[cell] & bit && next() < STRIKE)
              b.setCandidates(cell, b.cands[cell] & ~bit);
          }
        }
        // One memo per state, as a grade has: the four forcing rows share one search, the ALS rows one collection.
        const memo = new SearchMemo();
        memo.begin(b);
        for (const technique of finders) {
          const step = technique.finder(b, { unique: true, solution, memo }, ALL_DIRTY);
          if (!step) continue;
          found.set(technique.id, (found.get(technique.id) ?? 0) + 1);
          const where = `${name}, puzzle ${seed}, state ${state}, ${technique.id}`;
          for (const { cell, digit } of step.placements)
            if (solution[cell] !== digit) unsound.push(`${where}: places ${digit} in cell ${cell}`);
          for (const { cell, digit } of step.eliminations)
            if (solution[cell] === digit || !(b.cands[cell] & (1 << (digit - 1))))
              unsound.push(`${where}: strikes ${digit} from cell ${cell}`);
          for (const unit of step.units ?? [])
            if (unit < 0 || unit >= 3 * geometry.size) unsound.push(`${where}: names unit ${unit}`);
          for (const cell of step.cells)
            if (cell < 0 || cell >= geometry.cellCount) unsound.push(`${where}: names cell ${cell}`);
        }
      }
    }
  }
  assert.deepEqual(unsound.slice(0, 10), []);
  assert.deepEqual(
    [...MUST_FIND, ...MUST_FIND_TOO].filter((id) => !found.has(id)),
    [],
    'techniques never found',
  );
});

/**
 * The forcing family is the grader's last resort, so random states (where a one-step contradiction is always at hand)
 * show only its contradiction chain. These extreme puzzles, made by generate({ geometry, difficulty: 'extreme' }),
 * need each of its kinds at 6×6 and 8×8: every step of their grade must agree with the solution.
 */
const EXTREME: readonly [Geometry, string][] = [
  [boxGeometry(2, 4), '6020000004030080000004000600302878010030004000000200804000000306'], // forcing net
  [boxGeometry(2, 4), '3000608200000500400200060001302007042000800040070060000054080003'], // all three chains
  [SIX, '000060002300100050020001004500060000'], // forcing chain
  [SIX, '000500000063030001100040460000002000'], // unit forcing chain
];

test('the forcing chains and nets grade extreme 6×6 and 8×8 puzzles soundly', () => {
  const used = new Set<string>();
  for (const [geometry, line] of EXTREME) {
    const puzzle = [...line].map(Number);
    const { solution } = solve(puzzle, { geometry });
    assert.ok(solution, `${line} has a solution`);
    const result = grade(puzzle, { geometry });
    assert.equal(result.status, 'graded', line);
    assert.equal(result.solved, true, line);
    for (const step of result.steps) {
      used.add(step.technique);
      for (const { cell, digit } of step.placements)
        assert.equal(solution[cell], digit, `${line}: ${step.technique} places ${digit} in cell ${cell}`);
      for (const { cell, digit } of step.eliminations)
        assert.notEqual(solution[cell], digit, `${line}: ${step.technique} strikes ${digit} from cell ${cell}`);
    }
  }
  const forcing = ['forcing-chain', 'cell-forcing-chain', 'unit-forcing-chain', 'forcing-net'];
  assert.deepEqual(
    forcing.filter((id) => !used.has(id)),
    [],
    'forcing kinds never used',
  );
  assert.ok(!used.has('trial'), 'no puzzle needed a trial');
});
