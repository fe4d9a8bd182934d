/**
 * nextStep(): the hint a player asks for. In order: a wrong digit on the board ("r4c7 is not 5"), notes that have lost
 * a true candidate (which notes to restore, then the step found from the true candidates), or else the easiest step
 * from the player's own notes (or from full candidates when there are no notes).
 */
import { cellName, describeConflict, findConflicts, isGrid, type Grid } from '../grid.ts';
import { solve } from '../solve.ts';
import { Board } from './candidates.ts';
import { findStep, type SearchContext } from './search.ts';
import { andList, type Candidate, type Step } from './step.ts';

export type HintResult =
  /** The easiest next step; `text` is the step's sentence. */
  | { kind: 'step'; step: Step; text: string }
  /** A placed digit that is not the solution's. `cell`/`digit` is the first; `cells` lists every wrong cell. */
  | { kind: 'wrong-entry'; cell: number; digit: number; cells: number[]; text: string }
  /** The player's notes lack true candidates (`notes`); `step` is the next step from the true candidates. */
  | { kind: 'restore-notes'; notes: Candidate[]; step: Step | null; text: string }
  | { kind: 'solved'; text: string }
  /** The board cannot be hinted: malformed, clashing digits, or no solution. */
  | { kind: 'invalid'; text: string };

const isNotes = (notes: unknown): notes is number[] =>
  Array.isArray(notes) && notes.length === 81 && notes.every((n) => Number.isInteger(n) && n >= 0);

/**
 * @param grid   the board now: givens and the player's entries, 0 blank
 * @param notes  optional: the player's pencil marks, 81 bitmasks (bit d-1 = digit d). A cell with no notes counts as
 *               holding every candidate; all-zero notes mean the player keeps none.
 * @param givens optional: the puzzle's givens, so wrong entries can be told from givens and found by the solution
 */
export function nextStep(grid: Grid, notes?: number[], givens?: Grid): HintResult {
  if (!isGrid(grid)) return { kind: 'invalid', text: 'The board must be 81 digits from 0 to 9.' };
  if (givens !== undefined && !isGrid(givens))
    return { kind: 'invalid', text: 'The givens must be 81 digits from 0 to 9.' };
  const board = givens ? grid.map((v, c) => (givens[c] !== 0 ? givens[c] : v)) : grid.slice();
  const source = givens ?? board;
  const sourceConflicts = findConflicts(source);
  if (sourceConflicts.length > 0)
    return { kind: 'invalid', text: `The puzzle is broken: ${describeConflict(sourceConflicts[0])}.` };
  const result = solve(source, { limit: 2 });
  if (result.status !== 'solved' || !result.solution) {
    return {
      kind: 'invalid',
      text: givens
        ? 'The puzzle has no solution.'
        : `There is no solution from here: an entry is wrong${findConflicts(board).length > 0 ? ` (${describeConflict(findConflicts(board)[0])})` : ''}.`,
    };
  }
  const unique = result.count === 1;
  const solution = result.solution;

  if (givens && unique) {
    const wrong: number[] = [];
    for (let c = 0; c < 81; c++) if (board[c] !== 0 && board[c] !== solution[c]) wrong.push(c);
    if (wrong.length > 0) {
      const first = wrong[0];
      const more =
        wrong.length > 1 ? ` (${wrong.length - 1} more wrong: ${andList(wrong.slice(1).map(cellName))})` : '';
      return {
        kind: 'wrong-entry',
        cell: first,
        digit: board[first],
        cells: wrong,
        text: `${cellName(first)} is not ${board[first]}${more}`,
      };
    }
  } else {
    const conflicts = findConflicts(board);
    if (conflicts.length > 0) return { kind: 'invalid', text: `${describeConflict(conflicts[0])}.` };
  }

  const b = Board.fromGrid(board);
  if (b.isSolved()) return { kind: 'solved', text: 'The puzzle is solved.' };
  const ctx: SearchContext = { unique, solution };

  if (isNotes(notes) && notes.some((n) => (n & 0x1ff) !== 0)) {
    const own = b.clone();
    const missing: Candidate[] = [];
    for (let c = 0; c < 81; c++) {
      if (own.values[c] !== 0) continue;
      const n = notes[c] & 0x1ff;
      if (n !== 0) own.cands[c] &= n;
      if (unique && !own.has(c, solution[c])) missing.push({ cell: c, digit: solution[c] });
    }
    if (missing.length > 0) {
      const step = findStep(b, ctx);
      const list = andList(missing.map(({ cell, digit }) => `${digit} in ${cellName(cell)}`));
      return {
        kind: 'restore-notes',
        notes: missing,
        step,
        text: `Your notes are missing ${list}: restore ${missing.length === 1 ? 'it' : 'them'}.${step ? ` Then: ${step.text}.` : ''}`,
      };
    }
    const step = findStep(own, ctx);
    if (step) return { kind: 'step', step, text: step.text };
  }
  const step = findStep(b, ctx);
  if (!step) return { kind: 'invalid', text: 'No step applies: the board contradicts itself.' };
  return { kind: 'step', step, text: step.text };
}
