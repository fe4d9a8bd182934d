// One position per variant technique (issue 30) where it is the simplest step: the stepper finds it and names it,
// no technique before it in the search order applies (so without it the position would need a harder one), and the
// step keeps the solution. Positions come from generated puzzles (variant-grade-positions.ts); the quads, which
// generated 9×9 variants rarely need, are built by hand on an open grid.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { boardFromCandidates, type VariantBoard } from '../../src/engine/variant/grade/variant-board.ts';
import { nextVariantStep } from '../../src/engine/variant/grade/variant-search.ts';
import {
  VARIANT_FINDERS,
  VARIANT_TECHNIQUES,
  type VariantTechniqueId,
} from '../../src/engine/variant/grade/variant-techniques.ts';
import { classicRules, type VariantRules } from '../../src/engine/variant/rules.ts';
import { POSITIONS } from './variant-grade-positions.ts';

const DIGITS = '123456789ABCDEFG';

function boardOf(rules: VariantRules, cells: string): VariantBoard {
  const tokens = cells.split(' ');
  const values = tokens.map((t) => (t.startsWith('=') ? DIGITS.indexOf(t[1]) + 1 : 0));
  const candidates = tokens.map((t) => [...t.replace('=', '')].map((ch) => DIGITS.indexOf(ch) + 1));
  return boardFromCandidates(rules, values, candidates);
}

/** The step at `board` is `technique`'s, and no finder before it applies. */
function assertSimplest(board: VariantBoard, technique: VariantTechniqueId) {
  const step = nextVariantStep(board.rules, board);
  assert.ok(step, `no step for ${technique}`);
  assert.equal(step.technique, technique);
  for (const { id, finder } of VARIANT_FINDERS) {
    if (id === technique) break;
    assert.equal(finder(board), null, `${id} applies before ${technique}`);
  }
  assert.ok(step.placements.length + step.eliminations.length > 0);
  return step;
}

describe('each technique on a position where it is the simplest step', () => {
  for (const position of POSITIONS) {
    it(`${position.technique} (${position.variant})`, () => {
      const board = boardOf(position.rules, position.cells);
      const solution = [...position.solution].map((ch) => DIGITS.indexOf(ch) + 1);
      const step = assertSimplest(board, position.technique);
      for (const { cell, digit } of step.placements) assert.equal(digit, solution[cell]);
      for (const { cell, digit } of step.eliminations) assert.notEqual(digit, solution[cell]);
    });
  }

  /** An open 9×9 grid (every digit everywhere) with row 1's candidates set by hand. */
  const openGridWithRow1 = (row1: string[]) =>
    Array.from({ length: 81 }, (_, cell) => (cell < 9 ? row1[cell] : '123456789')).join(' ');

  it('naked-quad (by hand: r1c1-r1c4 hold 1/2, 2/3, 3/4, 1/4)', () => {
    const board = boardOf(classicRules(9), openGridWithRow1(['12', '23', '34', '14', ...Array(5).fill('123456789')]));
    const step = assertSimplest(board, 'naked-quad');
    assert.deepEqual(step.cells, [0, 1, 2, 3]);
    assert.deepEqual(step.digits, [1, 2, 3, 4]);
    assert.equal(step.eliminations.length, 5 * 4);
  });

  it('hidden-quad (by hand: 1-4 only in r1c1-r1c4)', () => {
    const board = boardOf(
      classicRules(9),
      openGridWithRow1([...Array(4).fill('123456789'), ...Array(5).fill('56789')]),
    );
    const step = assertSimplest(board, 'hidden-quad');
    assert.deepEqual(step.cells, [0, 1, 2, 3]);
    assert.deepEqual(step.digits, [1, 2, 3, 4]);
    assert.equal(step.eliminations.length, 4 * 5);
  });

  it('every technique but trial has a position', () => {
    const covered = new Set<string>([...POSITIONS.map((p) => p.technique), 'naked-quad', 'hidden-quad']);
    for (const { id } of VARIANT_TECHNIQUES) if (id !== 'trial') assert.ok(covered.has(id), `no position for ${id}`);
  });
});
