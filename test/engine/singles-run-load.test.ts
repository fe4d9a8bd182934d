// The forcing search keeps one SinglesRun per kind and loads each state into it (forcing.ts). A run loaded with state
// after state, of different grids and geometries, must follow every assumption exactly as a run made for that state
// alone: the same contradiction or none, the same singles, the same changes in the same order at the same times.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { RunRecord, SinglesRun } from '../../src/engine/grade/singles-run.ts';
import { SIX } from '../../src/engine/geometries.ts';
import { applyStep, CandidateGrid, grade } from '../../src/engine/index.ts';
import { puzzleLines } from '../data/puzzles.ts';
import { smallPuzzle } from './small-puzzles.ts';

/** Every fifth state of a grade of `puzzle` (as the grader saw them), including the forcing steps' states. */
function statesOf(puzzle: number[], geometry = CandidateGrid.fromGrid(puzzle).geometry): CandidateGrid[] {
  const graded = grade(puzzle, { geometry });
  assert.equal(graded.status, 'graded');
  const board = CandidateGrid.fromGrid(puzzle, geometry);
  const states: CandidateGrid[] = [];
  graded.steps.forEach((step, i) => {
    if (i % 5 === 0 || step.technique.includes('forcing')) states.push(board.clone());
    applyStep(board, step);
  });
  return states;
}

/** What a run from `cell` = `digit` did: its answer and its record, in a form deepEqual compares. */
function follow(run: SinglesRun, cell: number, digit: number, limit: number): unknown {
  const rec = new RunRecord();
  const met = run.assume(cell, digit, limit, rec);
  const changes = Array.from(rec.changes.subarray(0, rec.count), (code) => {
    const placed = code >= 1000;
    const c = Math.floor((code % 1000) / 10);
    const d = code % 10;
    return [code, placed ? rec.placedAt(c) : rec.goneAt(c, d)];
  });
  return { met, singles: run.singles, linksSufficed: run.linksSufficed, changes };
}

test('a SinglesRun loaded with state after state follows every assumption as a new run for that state', () => {
  const hard = puzzleLines('sudoku3m-sample')
    .slice(7000, 7003)
    .map((line) => [...line.trim()].map((ch) => (ch === '.' ? 0 : Number(ch))));
  const six = smallPuzzle(SIX, 'singles-run-load');
  // Interleaved so that a state of one grid or geometry follows another's.
  const groups = [...hard.map((p) => statesOf(p)), statesOf(six.puzzle, SIX)];
  const states: CandidateGrid[] = [];
  for (let i = 0; groups.some((g) => i < g.length); i++) for (const g of groups) if (i < g.length) states.push(g[i]);
  assert.ok(states.length > 20, `${states.length} states`);
  const kept = [new SinglesRun(states[0], false), new SinglesRun(states[0], true)];
  let compared = 0;
  for (const b of states) {
    for (const linksOnly of [false, true]) {
      const reused = kept[linksOnly ? 1 : 0].load(b);
      const fresh = new SinglesRun(b, linksOnly);
      for (let c = 0; c < b.shape.cellCount; c++) {
        if (b.values[c] !== 0) continue;
        for (let m = b.cands[c]; m !== 0; m &= m - 1) {
          const d = 32 - Math.clz32(m & -m);
          // A short limit as well as none: a run cut short must be cut at the same single.
          for (const limit of [2, b.shape.cellCount]) {
            assert.deepEqual(follow(reused, c, d, limit), follow(fresh, c, d, limit), `r${c} ${d} ${limit}`);
            compared++;
          }
        }
      }
    }
  }
  assert.ok(compared > 1000, `${compared} runs compared`);
});
