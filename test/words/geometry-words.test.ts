// Words at other sizes (issue 26, part 1): a step or hint of a 6×6 grid names its cells and units in 6×6's shape
// (cell 7 is r2c2, unit 12 is box 1), in every language; without the grid the names stay classic 9×9's.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { SIX } from '../../src/engine/geometries.ts';
import { grade, nextStep, type Step } from '../../src/engine/grade/index.ts';
import { LANGS, describeHint, describeStep } from '../../src/words/public.ts';
import { smallPuzzle } from '../engine/small-puzzles.ts';

const single: Step = {
  technique: 'hidden-single',
  cells: [7],
  digits: [4],
  units: [12],
  placements: [{ cell: 7, digit: 4 }],
  eliminations: [],
};

describe('words at 6×6', () => {
  it('names cell 7 r2c2 and unit 12 box 1', () => {
    assert.equal(describeStep(single, 'en', SIX), 'Hidden single: 4 has only one place in box 1, r2c2');
    assert.equal(describeStep(single, 'en'), 'Hidden single: 4 has only one place in column 4, r1c8');
  });

  it('names every step of graded 6×6 puzzles by 6×6 cells, in every language', () => {
    for (let seed = 1; seed <= 5; seed++) {
      const { puzzle } = smallPuzzle(SIX, `words-${seed}`);
      const { steps } = grade(puzzle, { geometry: SIX });
      assert.ok(steps.length > 0);
      for (const step of steps) {
        for (const lang of LANGS) {
          const text = describeStep(step, lang, SIX);
          for (const [, r, c] of text.matchAll(/r(\d+)c(\d+)/g)) {
            assert.ok(Number(r) <= 6 && Number(c) <= 6, `${lang}: ${text}`);
          }
        }
        const cell = step.cells[0];
        assert.match(describeStep(step, 'en', SIX), new RegExp(`r${Math.floor(cell / 6) + 1}c${(cell % 6) + 1}`));
      }
    }
  });

  it('words a 6×6 hint step and a wrong entry by 6×6 cells', () => {
    const full: Step = {
      technique: 'full-house',
      cells: [19],
      digits: [3],
      units: [7],
      placements: [{ cell: 19, digit: 3 }],
      eliminations: [],
    };
    assert.equal(
      describeHint({ kind: 'step', step: full }, 'en', SIX),
      'Full house: r4c2 is the last empty cell in column 2, so it is 3',
    );
    assert.equal(describeHint({ kind: 'wrong-entry', cell: 19, digit: 5, cells: [19] }, 'en', SIX), 'r4c2 is not 5');
  });

  it('words a 6×6 hint and its invalid-board reasons in 6×6 terms', () => {
    const grid = new Array<number>(36).fill(0);
    grid[0] = 4;
    grid[7] = 4;
    const hint = nextStep(grid, undefined, undefined, SIX);
    assert.equal(describeHint(hint, 'en', SIX), 'The puzzle is broken: box 1 has two 4s, in r1c1 and r2c2.');
    const notGrid = nextStep(new Array<number>(81).fill(0), undefined, undefined, SIX);
    assert.equal(describeHint(notGrid, 'en', SIX), 'The board must be 36 digits from 0 to 6.');
    assert.equal(describeHint(notGrid, 'de', SIX), 'Das Brett muss aus 36 Ziffern von 0 bis 6 bestehen.');
    assert.equal(describeHint(notGrid, 'en'), 'The board must be 81 digits from 0 to 9.');
  });
});
