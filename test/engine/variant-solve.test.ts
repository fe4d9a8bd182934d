// The variant solver (issue 30, first slice): counts and solutions of every variant are checked against an
// independent checker (src/engine/variant/check.ts, written from the rules' definitions) and, on 4×4 grids, against
// brute force: every Latin square of side 4 filtered by the checker is the model the solver's count must equal.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { checkVariant } from '../../src/engine/variant/check.ts';
import { classicRules, type Cage, type VariantRules } from '../../src/engine/variant/rules.ts';
import { hasOtherSolution, solveVariant } from '../../src/engine/variant/solve.ts';
import { Propagator, propagationRecordLength } from '../../src/engine/variant/propagate.ts';
import { solverTables } from '../../src/engine/variant/solver-tables.ts';
import { solve } from '../../src/engine/solve/index.ts';
import { createRng } from '../../src/engine/rng.ts';
import { ratedSample } from '../data/puzzles.ts';
import { latinSquares4 } from './latin-squares.ts';

const SQUARES = latinSquares4();
const JIGSAW_4 = [0, 0, 0, 1, 2, 0, 1, 1, 2, 2, 3, 1, 2, 3, 3, 3];

/** Cages of a solution: its cells paired along rows, each cage summed from the solution. */
const pairCages = (solution: number[], size: number): Cage[] =>
  Array.from({ length: (size * size) / 2 }, (_, k) => {
    const cells = [2 * k, 2 * k + 1];
    return { cells, sum: solution[cells[0]] + solution[cells[1]] };
  });

const RULES_4: [string, VariantRules][] = [
  ['classic', classicRules(4)],
  ['X', classicRules(4, { diagonals: true })],
  ['anti-king', classicRules(4, { antiKing: true })],
  ['anti-knight', classicRules(4, { antiKnight: true })],
  ['non-consecutive', classicRules(4, { nonConsecutive: true })],
  ['jigsaw', { size: 4, regions: JIGSAW_4 }],
  ['jigsaw X', { size: 4, regions: JIGSAW_4, diagonals: true }],
  ['killer', classicRules(4, { cages: pairCages([1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1], 4) })],
  [
    'killer X',
    classicRules(4, { diagonals: true, cages: pairCages([1, 2, 3, 4, 3, 4, 1, 2, 4, 3, 2, 1, 2, 1, 4, 3], 4) }),
  ],
];

describe('4×4 variants: the solver counts what brute force and the checker count', () => {
  for (const [name, rules] of RULES_4) {
    it(`${name}: every solution of the empty grid, and of grids with givens`, () => {
      const model = SQUARES.filter((grid) => checkVariant(rules, grid).length === 0);
      const empty = solveVariant(rules, new Array(16).fill(0), Infinity);
      assert.equal(empty.count, model.length);
      if (empty.solution) assert.deepEqual(checkVariant(rules, empty.solution), []);
      // Givens taken from a solution of the model: every count agrees with the model's.
      const rng = createRng(`variant-4:${name}`);
      for (let trial = 0; trial < 20 && model.length; trial++) {
        const from = model[rng.int(model.length)];
        const givens = from.map((d) => (rng.next() < 0.3 ? d : 0));
        const want = model.filter((grid) => grid.every((d, i) => !givens[i] || givens[i] === d)).length;
        assert.equal(solveVariant(rules, givens, Infinity).count, want, `givens ${givens.join('')}`);
      }
    });
  }
});

describe('9×9, 6×6 and 16×16 variants: what the solver finds keeps every rule', () => {
  const cases: [string, VariantRules][] = [
    ['9×9 X', classicRules(9, { diagonals: true })],
    ['9×9 windoku', classicRules(9, { windows: true })],
    ['9×9 anti-knight', classicRules(9, { antiKnight: true })],
    ['9×9 anti-king', classicRules(9, { antiKing: true })],
    ['9×9 non-consecutive', classicRules(9, { nonConsecutive: true })],
    ['9×9 anti-knight X', classicRules(9, { antiKnight: true, diagonals: true })],
    ['6×6 X', classicRules(6, { diagonals: true })],
    ['16×16', classicRules(16)],
    ['16×16 X', classicRules(16, { diagonals: true })],
  ];
  for (const [name, rules] of cases) {
    it(`${name}: a solution of the empty grid`, () => {
      const found = solveVariant(rules, new Array(rules.size * rules.size).fill(0), 1);
      assert.equal(found.count, 1);
      assert.ok(found.solution);
      assert.deepEqual(checkVariant(rules, found.solution), []);
    });
  }

  it('9×9 killer with cages cut from a solution: that solution is found again, and only solutions keep the cages', () => {
    const base = solveVariant(classicRules(9, { antiKnight: true }), new Array(81).fill(0), 1).solution;
    assert.ok(base);
    // Cages of 3 along rows (27 of them): with their sums a puzzle of cages only.
    const cages = Array.from({ length: 27 }, (_, k) => {
      const cells = [3 * k, 3 * k + 1, 3 * k + 2];
      return { cells, sum: cells.reduce((s, c) => s + base[c], 0) };
    });
    const rules = classicRules(9, { cages, antiKnight: true });
    const found = solveVariant(rules, new Array(81).fill(0), 2);
    assert.ok(found.count >= 1);
    assert.ok(found.solution);
    assert.deepEqual(checkVariant(rules, found.solution), []);
  });
});

describe('classic 9×9 through the variant solver', () => {
  it('agrees with the classic solver on rated puzzles: the same single solution', () => {
    for (const row of ratedSample().slice(0, 40)) {
      const givens = [...row.puzzle].map((ch) => (ch === '.' ? 0 : Number(ch)));
      const mine = solveVariant(classicRules(9), givens, 2);
      const theirs = solve(givens, { limit: 2 });
      assert.equal(mine.count, theirs.count);
      assert.deepEqual(mine.solution, theirs.solution);
    }
  });
});

describe('hasOtherSolution: what a generator asks after taking givens away', () => {
  it('says another solution exists exactly when counting finds two, one or two givens taken from unique puzzles', () => {
    const rng = createRng('has-other-solution');
    const rules = classicRules(9);
    let others = 0;
    for (const row of ratedSample().slice(0, 12)) {
      const givens = [...row.puzzle].map((ch) => (ch === '.' ? 0 : Number(ch)));
      const solution = solveVariant(rules, givens, 1).solution!;
      const filled = [...givens.keys()].filter((cell) => givens[cell]);
      for (let k = 0; k < 8; k++) {
        const blanked = [...new Set([filled[rng.int(filled.length)], filled[rng.int(filled.length)]])].slice(
          0,
          1 + (k & 1),
        );
        const fewer = givens.map((digit, cell) => (blanked.includes(cell) ? 0 : digit));
        const asked = hasOtherSolution(rules, fewer, solution, blanked);
        assert.equal(asked.timedOut, false);
        assert.equal(asked.other, solveVariant(rules, fewer, 2).count === 2, `blanked ${blanked.join(', ')}`);
        if (asked.other) others++;
      }
    }
    assert.ok(others > 0, 'some removals leave a second solution');
  });
});

describe('propagation: digits a row confines to where it crosses a box, counted against those cells', () => {
  const rules = classicRules(9);
  const tables = solverTables(rules);
  /** A blank 9×9 where row 1's last six cells cannot hold `digits`: the row confines them to its first three. */
  const propagate = (digits: number) => {
    const cand = new Uint16Array(81).fill(tables.allDigits);
    for (let cell = 3; cell < 9; cell++) cand[cell] &= ~digits;
    const propagator = new Propagator(tables);
    propagator.touchAll(cand);
    return { ok: propagator.run(cand, new Uint16Array(propagationRecordLength(tables))), cand };
  };

  it('four digits for three cells: a dead end', () => {
    assert.equal(propagate(0b1111).ok, false);
  });

  it('three digits for three cells: those cells hold only them, and the rest of the box none of them', () => {
    const { ok, cand } = propagate(0b111);
    assert.equal(ok, true);
    for (const cell of [0, 1, 2]) assert.equal(cand[cell], 0b111, `cell ${cell}`);
    for (const cell of [9, 10, 11, 18, 19, 20]) assert.equal(cand[cell] & 0b111, 0, `cell ${cell}`);
  });
});

describe('propagation on grids over 9 digits: pairs in a unit', () => {
  // 16×16 searches look for naked and hidden pairs (propagate.ts' pairs): row 1's first two cells share a 4×4 box.
  const tables = solverTables(classicRules(16));
  const ROW = Array.from({ length: 16 }, (_, i) => i);
  const BOX = [0, 1, 2, 3, 16, 17, 18, 19, 32, 33, 34, 35, 48, 49, 50, 51];
  /** A blank 16×16 shaped by `shape` (it narrows candidates), then propagated. */
  const propagate = (shape: (cand: Uint16Array) => void) => {
    const cand = new Uint16Array(256).fill(tables.allDigits);
    shape(cand);
    const propagator = new Propagator(tables);
    propagator.touchAll(cand);
    return { ok: propagator.run(cand, new Uint16Array(propagationRecordLength(tables))), cand };
  };
  const PAIR = 0b11;

  it('a naked pair: two cells holding only the same two digits leave the rest of their row and box without them', () => {
    const { ok, cand } = propagate((cand) => {
      cand[0] = cand[1] = PAIR;
    });
    assert.equal(ok, true);
    for (const cell of [...ROW, ...BOX].filter((c) => c > 1)) assert.equal(cand[cell] & PAIR, 0, `cell ${cell}`);
    assert.equal(cand[0], PAIR);
    assert.equal(cand[1], PAIR);
  });

  it('a hidden pair: two digits whose only places in a row are the same two cells leave those cells no other digit', () => {
    const { ok, cand } = propagate((cand) => {
      for (const cell of ROW.slice(2)) cand[cell] &= ~PAIR;
    });
    assert.equal(ok, true);
    assert.equal(cand[0], PAIR);
    assert.equal(cand[1], PAIR);
  });

  it('three cells holding only the same two digits: a dead end', () => {
    assert.equal(propagate((cand) => void cand.fill(PAIR, 0, 3)).ok, false);
  });

  it('three digits whose only places in a row are the same two cells: a dead end', () => {
    const { ok } = propagate((cand) => {
      for (const cell of ROW.slice(2)) cand[cell] &= ~0b111;
    });
    assert.equal(ok, false);
  });
});

describe('rules that make no grid are refused, naming what is wrong', () => {
  it('a region of the wrong size', () => {
    assert.throws(() => solveVariant({ size: 4, regions: new Array(16).fill(0) }, new Array(16).fill(0)), {
      name: 'RangeError',
      message: 'region 0 has 16 cells, not 4',
    });
  });
  it('a cage sum no distinct digits make', () => {
    const rules = classicRules(9, { cages: [{ cells: [0, 1], sum: 18 }] });
    assert.throws(() => solveVariant(rules, new Array(81).fill(0)), /cage 1: 2 different digits cannot add up to 18/);
  });
  it('windows on a grid that is not 9×9', () => {
    assert.throws(() => solveVariant(classicRules(6, { windows: true }), new Array(36).fill(0)), /9×9 rule/);
  });
  it('a given out of range', () => {
    assert.throws(() => solveVariant(classicRules(4), [5, ...new Array(15).fill(0)]), /cell 0 holds 5/);
  });
});

describe('a search that would take long stops at its node budget and says so', () => {
  it('X, anti-knight, anti-king and non-consecutive on 9×9 (a combination slow to decide) within 2,000 nodes', () => {
    const rules = classicRules(9, { diagonals: true, antiKnight: true, antiKing: true, nonConsecutive: true });
    const found = solveVariant(rules, new Array(81).fill(0), 1, 2000);
    assert.equal(found.timedOut, true);
    assert.equal(found.solution, null);
  });
});
