// f-puzzles JSON (issue 30): read into a variant and written back. A puzzle written and read again is the same
// puzzle (every rule, given and region); a file as f-puzzles writes it is read with its jigsaw regions, cages,
// diagonals and windows; a constraint the model does not play is refused by name, never ignored.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { readFpuzzles, writeFpuzzles, type VariantPuzzle } from '../../src/engine/variant/fpuzzles.ts';
import { classicRules, windowCells, type VariantRules } from '../../src/engine/variant/rules.ts';
import { solveVariant } from '../../src/engine/variant/solve.ts';
import { checkVariant } from '../../src/engine/variant/check.ts';

const JIGSAW_9 = [
  0, 0, 0, 0, 1, 1, 1, 2, 2, 0, 0, 0, 1, 1, 1, 1, 2, 2, 0, 3, 0, 4, 1, 5, 1, 2, 2, 3, 3, 3, 4, 4, 5, 5, 2, 2, 3, 3, 4,
  4, 4, 4, 5, 5, 2, 3, 3, 4, 4, 6, 5, 5, 5, 8, 3, 6, 6, 6, 6, 7, 5, 8, 8, 6, 6, 6, 7, 7, 7, 7, 8, 8, 6, 7, 7, 7, 7, 8,
  8, 8, 8,
];

/** The same puzzle, said in one canonical shape: what a round trip must keep. */
const canonical = ({ rules, givens }: VariantPuzzle) => ({
  givens,
  size: rules.size,
  regions: [...rules.regions],
  diagonals: Boolean(rules.diagonals),
  windows: Boolean(rules.windows),
  antiKnight: Boolean(rules.antiKnight),
  antiKing: Boolean(rules.antiKing),
  nonConsecutive: Boolean(rules.nonConsecutive),
  cages: (rules.cages ?? []).map((cage) => ({ cells: [...cage.cells].sort((a, b) => a - b), sum: cage.sum })),
  extra: (rules.extraRegions ?? []).map((cells) => [...cells].sort((a, b) => a - b)),
});

describe('a puzzle written as f-puzzles JSON and read again is the same puzzle', () => {
  /** Givens of a puzzle under `rules`: every fourth cell of a solution of the empty grid. */
  const withGivens = (rules: VariantRules): VariantPuzzle => {
    const solution = solveVariant(rules, new Array(rules.size * rules.size).fill(0), 1).solution;
    assert.ok(solution);
    return { rules, givens: solution.map((d, i) => (i % 4 === 0 ? d : 0)) };
  };
  const cases: [string, VariantPuzzle][] = [
    ['classic', withGivens(classicRules(9))],
    ['X and anti-knight', withGivens(classicRules(9, { diagonals: true, antiKnight: true }))],
    ['anti-king and non-consecutive', withGivens(classicRules(9, { antiKing: true, nonConsecutive: true }))],
    ['windoku', withGivens(classicRules(9, { windows: true }))],
    ['jigsaw', withGivens({ size: 9, regions: JIGSAW_9 })],
    ['one diagonal', withGivens(classicRules(9, { extraRegions: [Array.from({ length: 9 }, (_, i) => i * 9 + i)] }))],
    [
      'killer, with a cage without a sum',
      {
        rules: classicRules(9, { cages: [{ cells: [0, 1, 9], sum: 12 }, { cells: [80, 79] }] }),
        givens: new Array(81).fill(0),
      },
    ],
    ['16×16 X', withGivens(classicRules(16, { diagonals: true }))],
  ];
  for (const [name, puzzle] of cases) {
    it(name, () => {
      const text = JSON.stringify(writeFpuzzles(puzzle));
      const read = readFpuzzles(text);
      assert.ok(read.ok, read.ok ? '' : read.message);
      assert.deepEqual(canonical(read.puzzle), canonical(puzzle));
      // And it is a puzzle: its rules make a grid, and what solves it keeps them.
      const solved = solveVariant(read.puzzle.rules, read.puzzle.givens, 1);
      assert.ok(solved.solution);
      assert.deepEqual(checkVariant(read.puzzle.rules, solved.solution), []);
    });
  }
});

describe('f-puzzles files as the site writes them', () => {
  it('a 4×4 killer with givens, a player entry (not a given), diagonals and cages: read and solved', () => {
    const cell = (value?: number, given?: boolean) => (value ? { value, ...(given ? { given } : {}) } : {});
    const file = {
      size: 4,
      title: 'Tiny killer X',
      author: 'someone',
      grid: [
        [cell(1, true), cell(), cell(), cell()],
        [cell(), cell(), cell(3), cell()],
        [cell(), cell(), cell(), cell()],
        [cell(), cell(), cell(), cell()],
      ],
      'diagonal+': true,
      'diagonal-': true,
      killercage: [
        { cells: ['R1C2', 'R1C3'], value: '5', outlineC: '#000000', fontC: '#000000' },
        { cells: ['R4C4', 'R4C3'], value: '' },
      ],
      text: [{ cells: ['R1C1'], value: 'hi' }],
    };
    const read = readFpuzzles(file);
    assert.ok(read.ok, read.ok ? '' : read.message);
    assert.deepEqual(read.puzzle.givens, [1, ...new Array(15).fill(0)]);
    assert.equal(read.puzzle.rules.diagonals, true);
    assert.deepEqual(read.puzzle.rules.cages, [{ cells: [1, 2], sum: 5 }, { cells: [15, 14] }]);
    const solved = solveVariant(read.puzzle.rules, read.puzzle.givens, 2);
    assert.ok(solved.solution);
    assert.deepEqual(checkVariant(read.puzzle.rules, solved.solution), []);
  });

  it('four extra regions that are the windows read as windoku', () => {
    const grid = Array.from({ length: 9 }, () => Array.from({ length: 9 }, () => ({})));
    const ref = (cell: number) => `R${Math.floor(cell / 9) + 1}C${(cell % 9) + 1}`;
    const read = readFpuzzles({
      size: 9,
      grid,
      extraregion: windowCells().map((cells) => ({ cells: cells.map(ref) })),
    });
    assert.ok(read.ok);
    assert.equal(read.puzzle.rules.windows, true);
    assert.equal(read.puzzle.rules.extraRegions, undefined);
  });
});

describe('what cannot be played is refused by name', () => {
  const grid = Array.from({ length: 9 }, () => Array.from({ length: 9 }, () => ({})));
  it('thermometers and arrows', () => {
    const read = readFpuzzles({
      size: 9,
      grid,
      thermometer: [{ lines: [['R1C1', 'R1C2']] }],
      arrow: [{ cells: ['R2C2'], lines: [] }],
    });
    assert.deepEqual(read, {
      ok: false,
      message: 'f-puzzles: the constraints thermometer, arrow cannot be played here',
      refusal: { kind: 'unsupported-constraints', constraints: ['thermometer', 'arrow'] },
    });
  });
  it('an empty list of a constraint is no constraint', () => {
    assert.ok(readFpuzzles({ size: 9, grid, thermometer: [], sandwichsum: [] }).ok);
  });
  it('an 8×8 grid, a cell off the grid, a given out of range, text that is not JSON', () => {
    assert.deepEqual(readFpuzzles({ size: 8, grid: [] }), {
      ok: false,
      message: 'f-puzzles: a 8×8 grid: sizes 4, 6, 9 and 16 are played',
    });
    const off = readFpuzzles({ size: 9, grid, killercage: [{ cells: ['R10C1'], value: '3' }] });
    assert.deepEqual(off, {
      ok: false,
      message: 'f-puzzles: killercage 1 names a cell that is not on a 9×9 grid: "R10C1"',
    });
    const big = readFpuzzles({
      size: 4,
      grid: [
        [{ value: 7, given: true }, {}, {}, {}],
        [{}, {}, {}, {}],
        [{}, {}, {}, {}],
        [{}, {}, {}, {}],
      ],
    });
    assert.deepEqual(big, { ok: false, message: 'f-puzzles: R1C1 is a given of 7: digits are 1–4' });
    assert.deepEqual(readFpuzzles('{size: 9'), { ok: false, message: 'f-puzzles: not JSON' });
  });
});
