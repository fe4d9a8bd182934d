// Chains HoDoKu finds and we did not, on the rated sample (sudoku3m-sample, the development half with HoDoKu's and
// Sudoku Explainer's ratings, test/data/sudoku3m-dev-ratings.tsv.gz): HoDoKu grades each puzzle Unfair with a grouped
// nice loop or grouped AIC as its hardest step, where we needed a forcing chain (extreme) before.
// - Puzzle 5422 needs a box link shaped like an empty rectangle: a box whose digit lies in one row and one column of
//   it (two or more places in each, none where they cross), so when the row part is empty the column part holds the
//   digit. That strong link between two group nodes is one of HoDoKu's grouped nice loop links.
// - Puzzle 4900 needs an AIC of 17 links, more than the 13 we searched before; HoDoKu bounds its chains at 20 links.
// In both, the grader must reach a state where that chain is the easiest step (every row tried before it finds
// nothing), every step must be true of the solution, and the puzzle must come out expert, HoDoKu's level.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { solve } from '../../src/engine/solve/index.ts';
import { CandidateGrid, applyStep, findStep, grade, type SearchContext, type Step } from '../../src/engine/index.ts';
import type { ChainLink } from '../../src/engine/grade/step.ts';
import { referenceRatings } from '../data/puzzles.ts';

const row = (c: number): number => (c / 9) | 0;
const col = (c: number): number => c % 9;
const box = (c: number): number => ((row(c) / 3) | 0) * 3 + ((col(c) / 3) | 0);
const same = (cells: number[], f: (c: number) => number): boolean => cells.every((c) => f(c) === f(cells[0]));

/** A strong link from a row part of a box to a column part of it (or back), each of two cells or more. */
function isEmptyRectangleLink(link: ChainLink): boolean {
  const from = link.from.map((x) => x.cell);
  const to = link.to.map((x) => x.cell);
  if (!link.strong || from.length < 2 || to.length < 2 || !same([...from, ...to], box)) return false;
  return (same(from, row) && same(to, col)) || (same(from, col) && same(to, row));
}

/** The sample puzzle at `index`, checked against the vendored HoDoKu rating the test relies on. */
function samplePuzzle(index: number, hodokuHardest: string): number[] {
  const rating = referenceRatings().find((r) => r.index === index);
  assert.ok(rating, `puzzle ${index} is in the development half`);
  assert.equal(rating.hodokuHardestLevel, 'Unfair');
  assert.equal(rating.hodokuHardest, hodokuHardest);
  return [...rating.puzzle].map((ch) => (ch === '.' ? 0 : Number(ch)));
}

/** Walks the grader's path; returns the steps `wanted` picks out, each checked true of the solution. */
function walk(givens: number[], wanted: (step: Step) => boolean): Step[] {
  const truth = solve(givens, { limit: 2 });
  assert.equal(truth.count, 1, 'the sample puzzle has one solution');
  const solution = truth.solution!;
  const ctx: SearchContext = { unique: true, solution, givens };
  const b = CandidateGrid.fromGrid(givens);
  const found: Step[] = [];
  for (let i = 0; i < 400 && !b.isSolved(); i++) {
    const step = findStep(b, ctx);
    assert.ok(step, 'the grader finds a step');
    assert.notEqual(step.technique, 'forcing-chain', `no forcing chain is needed: ${step.text}`);
    for (const { cell, digit } of step.eliminations) assert.notEqual(solution[cell], digit, step.text);
    for (const { cell, digit } of step.placements) assert.equal(solution[cell], digit, step.text);
    if (wanted(step)) found.push(step);
    applyStep(b, step);
  }
  assert.ok(b.isSolved(), 'the grade finishes');
  return found;
}

test('AIC through an empty-rectangle box link: sample puzzle 5422 needs one and grades expert, as HoDoKu', () => {
  const givens = samplePuzzle(5422, 'Grouped AIC');
  const found = walk(givens, (s) => s.technique === 'aic' && (s.links ?? []).some(isEmptyRectangleLink));
  assert.ok(found.length > 0, 'an AIC through an empty-rectangle box link is the first progress at some point');
  // 3r79c6=3r8c45: box 8's 3s lie in column 6 and row 8, and r8c6 (where they cross) has none.
  assert.match(found[0].text, /^AIC: .*3r79c6=3r8c45-.* removes 6 from r2c2 and r3c4$/);
  assert.equal(grade(givens).level, 'expert');
});

test('AIC of more than 13 links: sample puzzle 4900 needs a 17-link chain and grades expert, as HoDoKu', () => {
  const givens = samplePuzzle(4900, 'Grouped Discontinuous Nice Loop');
  const found = walk(givens, (s) => s.technique === 'aic' && (s.links ?? []).length > 13);
  assert.ok(found.length > 0, 'a chain of more than 13 links is the first progress at some point');
  // The search gives the shortest chain there is, so nothing of 15 links or fewer did it.
  assert.equal(found[0].links?.length, 17, found[0].text);
  assert.match(found[0].text, /removes 3 from r9c9$/);
  assert.equal(grade(givens).level, 'expert');
});
