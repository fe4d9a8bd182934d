// The hint drawing (tier 2) on real steps: every technique the trainer's bank holds a puzzle for is graded step by
// step, and each step's drawing must name only cells and candidates the step names, strike every elimination, ring
// every placement, and draw a single's causes from digits on the board that see the cells they rule out. 6×6 and 4×4
// puzzles check that the geometry is a value.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { applyStep, CandidateGrid, findStep, type Step, type TechniqueId } from '../../src/engine/grade/index.ts';
import { boxGeometry, CLASSIC, type Geometry } from '../../src/engine/geometry.ts';
import { solve } from '../../src/engine/solve/index.ts';
import { TRAINER_BANK } from '../../src/engine/generate/trainer-bank-data.ts';
import { parseBankPuzzle } from '../../src/engine/generate/trainer-bank.ts';
import { candidateAt, drawStep, type Drawing } from '../../src/components/sudoku-board/hint-drawing.ts';
import { smallPuzzle } from '../engine/small-puzzles.ts';

interface Seen {
  step: Step;
  values: number[];
}

/** Every step the grader takes on `puzzle`, with the digits on the board when it was found. */
function stepsOf(puzzle: number[], geometry: Geometry): Seen[] {
  const solution = solve(puzzle, { limit: 1, geometry }).solution;
  assert.ok(solution);
  const b = CandidateGrid.fromGrid(puzzle, geometry);
  const seen: Seen[] = [];
  for (let i = 0; i < 400 && !b.isSolved(); i++) {
    const step = findStep(b, { unique: true, solution, givens: puzzle });
    if (!step) break;
    seen.push({ step, values: Array.from(b.values) });
    applyStep(b, step);
  }
  return seen;
}

/** The cells a step names: its cells, units, facts, links, colours, placements and eliminations. */
function namedCells(step: Step, geometry: Geometry): Set<number> {
  const named = new Set<number>([...step.cells, ...step.placements.map((p) => p.cell)]);
  step.eliminations.forEach((e) => named.add(e.cell));
  (step.units ?? []).forEach((u) => geometry.units[u].cells.forEach((c) => named.add(c)));
  step.links?.forEach((l) => [...l.from, ...l.to].forEach((n) => named.add(n.cell)));
  step.colours?.flat().forEach((c) => named.add(c));
  // The facts are plain data of cells, digits and units: any number in them under a cell's key names a cell.
  const walk = (value: unknown, key = ''): void => {
    if (Array.isArray(value)) value.forEach((v) => walk(v, key));
    else if (value && typeof value === 'object')
      Object.entries(value).forEach(([k, v]) => walk(v, /digit|restricted|^z$|swap|times|size/.test(k) ? '-' : k));
    else if (typeof value === 'number' && key !== '-') named.add(value);
  };
  walk(step.facts);
  return named;
}

function checkDrawing(step: Step, values: number[], geometry: Geometry, drawing: Drawing): void {
  const named = namedCells(step, geometry);
  const what = `${step.technique} ${JSON.stringify(step)}`;
  for (const { role, cells } of drawing.regions) {
    assert.ok(cells.length > 0, `${what}: ${role} is not empty`);
    for (const c of cells) assert.ok(named.has(c), `${what}: ${role} cell ${c} is one the step names`);
  }
  const key = ({ cell, digit }: { cell: number; digit: number }): string => `${cell}:${digit}`;
  assert.deepEqual(drawing.strike.map(key), step.eliminations.map(key), `${what}: every elimination is struck`);
  assert.deepEqual(drawing.place.map(key), step.placements.map(key), `${what}: every placement is ringed`);
  const candidates = new Set(
    [...(step.links ?? []).flatMap((l) => [...l.from, ...l.to]), ...step.placements, ...step.eliminations].map(key),
  );
  for (const link of drawing.links) {
    assert.ok(candidates.has(key(link.from)) && candidates.has(key(link.to)), `${what}: a link joins its candidates`);
  }
  assert.equal(drawing.links.length, step.links?.length ?? 0, `${what}: every link is drawn`);
  for (const cause of drawing.causes) {
    assert.equal(values[cause.cell], cause.digit, `${what}: a cause holds its digit`);
    assert.ok(geometry.peers[cause.sees].includes(cause.cell), `${what}: a cause sees the cell it rules out`);
  }
  for (const c of drawing.strike) {
    const { x, y } = candidateAt(geometry, c);
    assert.equal(Math.floor(x), geometry.colOf(c.cell), `${what}: a candidate is drawn in its cell`);
    assert.equal(Math.floor(y), geometry.rowOf(c.cell), `${what}: a candidate is drawn in its cell`);
  }
}

test('every technique in the trainer bank draws only what its step names, every removal struck', () => {
  const drawn = new Set<TechniqueId>();
  for (const [technique, puzzles] of Object.entries(TRAINER_BANK)) {
    for (const { step, values } of stepsOf(parseBankPuzzle(puzzles[0]), CLASSIC)) {
      checkDrawing(step, values, CLASSIC, drawStep(step, CLASSIC, values));
      drawn.add(step.technique);
    }
    assert.ok(drawn.has(technique as TechniqueId), `${technique}: its bank puzzle takes a step of it`);
  }
  // One of every family: singles, subsets, fish (basic, finned, Franken), wings, rectangles, ALS, colouring, chains.
  for (const family of ['hidden-single', 'naked-pair', 'x-wing', 'finned-x-wing', 'xy-wing', 'unique-rectangle-1'])
    assert.ok(drawn.has(family as TechniqueId), `${family} is among the steps drawn`);
});

test('the roles follow the technique: a fish has base and cover sets, a wing its pivot and pincers', () => {
  const seenRoles = new Map<string, Set<string>>();
  for (const puzzles of Object.values(TRAINER_BANK))
    for (const { step, values } of stepsOf(parseBankPuzzle(puzzles[0]), CLASSIC)) {
      const roles = seenRoles.get(step.technique) ?? new Set();
      drawStep(step, CLASSIC, values).regions.forEach((r) => roles.add(r.role));
      seenRoles.set(step.technique, roles);
    }
  const has = (technique: string, ...roles: string[]): void =>
    roles.forEach((role) => assert.ok(seenRoles.get(technique)?.has(role), `${technique} draws its ${role}`));
  has('x-wing', 'base', 'cover');
  has('swordfish', 'base', 'cover');
  has('finned-x-wing', 'base', 'cover', 'fin');
  has('xy-wing', 'pivot', 'pincer');
  has('unique-rectangle-1', 'corner');
  has('hidden-single', 'unit');
  has('naked-pair', 'unit', 'pattern');
  has('simple-colouring', 'colour-a', 'colour-b');
  has('als-xz', 'set');
});

test('a single shows the digits that rule out the other cells, and chains their strong and weak links', () => {
  let singles = 0;
  let chains = 0;
  for (const puzzles of Object.values(TRAINER_BANK))
    for (const { step, values } of stepsOf(parseBankPuzzle(puzzles[0]), CLASSIC)) {
      const drawing = drawStep(step, CLASSIC, values);
      if (step.technique === 'hidden-single' && drawing.causes.length > 0) singles++;
      if (drawing.links.some((l) => l.strong) && drawing.links.some((l) => !l.strong)) chains++;
    }
  assert.ok(singles > 10, `hidden singles show their causes (${singles})`);
  assert.ok(chains > 0, `chains draw strong and weak links (${chains})`);
});

test('at 6×6 and 4×4 the drawing is the grid’s: candidates in their cells, names within the grid', () => {
  for (const geometry of [boxGeometry(2, 3), boxGeometry(2, 2)])
    for (const seed of [1, 2, 3]) {
      const { puzzle } = smallPuzzle(geometry, seed);
      for (const { step, values } of stepsOf(puzzle, geometry)) {
        const drawing = drawStep(step, geometry, values);
        checkDrawing(step, values, geometry, drawing);
        for (const { cells } of drawing.regions) assert.ok(cells.every((c) => c < geometry.cellCount));
      }
    }
});
