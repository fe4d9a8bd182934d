/**
 * nextStep(): the hint a player asks for. In order: a wrong digit on the board ("r4c7 is not 5"), notes that have lost
 * a candidate some solution still needs (which notes to restore, then the step found from the repaired notes), or
 * else the easiest step from the player's own notes (or from full candidates when there are no notes).
 *
 * Every step is sound for the board as it is: techniques reason from candidates, and a deduction is only true when
 * the candidates hold every digit a solution can put in each cell. With one solution that is the solution's digit;
 * with several, a note the player removed is trusted only when the solver shows no solution has that digit there.
 */
import { CLASSIC, type Geometry } from '../geometry.ts';
import { isGridOf } from '../grid-shape.ts';
import { findConflicts, type Conflict, type Grid } from '../grid.ts';
import { solve } from '../solve/index.ts';
import { CandidateGrid, MASK_DIGITS } from './candidates.ts';
import { findStep, type SearchContext } from './search.ts';
import { canGrade } from './shape.ts';
import type { Candidate, Step } from './step.ts';

/**
 * Why a board cannot be hinted: the board or the givens are not 81 digits (the geometry's cell count); the givens clash (`conflict`); the puzzle
 * has no solution; the board has none from here (an entry is wrong; `conflict` when two entries clash); two digits
 * clash on the board (`conflict`); the solver gave up; the entries cannot all be right together; no step applies.
 */
export type InvalidReason =
  | 'board-not-grid'
  | 'givens-not-grid'
  | 'broken-puzzle'
  | 'no-solution'
  | 'wrong-entry'
  | 'clash'
  | 'gave-up'
  | 'entries-disagree'
  | 'contradiction';

/** The hint as data; src/words/ words it in each language (describeHint). */
export type HintResult =
  /** The easiest next step. */
  | { kind: 'step'; step: Step }
  /** A placed digit that no solution has. `cell`/`digit` is the first; `cells` lists every wrong cell. */
  | { kind: 'wrong-entry'; cell: number; digit: number; cells: number[] }
  /** The player's notes lack candidates a solution needs (`notes`); `step` is the next step once they are restored. */
  | { kind: 'restore-notes'; notes: Candidate[]; step: Step | null }
  | { kind: 'solved' }
  /** The board cannot be hinted: malformed, clashing digits, or no solution. */
  | { kind: 'invalid'; reason: InvalidReason; conflict?: Conflict };

const invalid = (reason: InvalidReason, conflict?: Conflict): HintResult =>
  conflict ? { kind: 'invalid', reason, conflict } : { kind: 'invalid', reason };

const isNotes = (notes: unknown, cellCount: number): notes is number[] =>
  Array.isArray(notes) && notes.length === cellCount && notes.every((n) => Number.isInteger(n) && n >= 0);

/**
 * Search nodes all the note checks of one hint may spend. A board of several solutions solves in a few nodes per
 * check; this bound only keeps a pathological board from making a hint slow, and a note left unchecked is kept
 * (restored), which is always sound.
 */
const NOTE_CHECK_NODES = 1_000_000;

/**
 * @param grid   the board now: givens and the player's entries, 0 blank. Entries may clash with givens when `givens`
 *               is passed (such an entry is reported as wrong).
 * @param notes  optional: the player's pencil marks, 81 bitmasks (bit d-1 = digit d). A cell with no notes counts as
 *               holding every candidate; all-zero notes mean the player keeps none.
 * @param givens optional: the puzzle's givens, so wrong entries can be told from givens and found by the solution
 * @param geometry the grid's shape (default classic 9×9): at 4×4 or 6×6 the board, notes and givens have its cell
 *               count, conflicts are its units', and only the techniques that work at any geometry are tried
 */
export function nextStep(grid: Grid, notes?: number[], givens?: Grid, geometry: Geometry = CLASSIC): HintResult {
  if ((geometry !== CLASSIC && !canGrade(geometry)) || !isGridOf(grid, geometry)) return invalid('board-not-grid');
  if (givens !== undefined && !isGridOf(givens, geometry)) return invalid('givens-not-grid');
  const units = geometry.units;
  const board = givens ? grid.map((v, c) => (givens[c] !== 0 ? givens[c] : v)) : grid.slice();
  const source = givens ?? board;
  const sourceConflicts = findConflicts(source, units);
  if (sourceConflicts.length > 0) return invalid('broken-puzzle', sourceConflicts[0]);
  const result = solve(source, { limit: 2, geometry });
  if (result.status !== 'solved' || !result.solution)
    return givens ? invalid('no-solution') : invalid('wrong-entry', findConflicts(board, units)[0]);
  const unique = result.count === 1;

  if (givens) {
    const wrong = unique ? entriesNotIn(board, givens, result.solution) : entriesNoSolutionHas(board, givens, geometry);
    if (wrong.length > 0) return wrongEntry(board, wrong);
  }
  const conflicts = findConflicts(board, units);
  if (conflicts.length > 0) return invalid('clash', conflicts[0]);

  // With several solutions the puzzle's first may contradict the player's (right) entries: take one of the board's.
  const now = unique || !givens ? result : solve(board, { limit: 1, geometry });
  if (!now.solution) return invalid(now.status === 'timeout' ? 'gave-up' : 'entries-disagree');
  const solution = now.solution;

  const b = CandidateGrid.fromGrid(board, geometry);
  if (b.isSolved()) return { kind: 'solved' };
  const ctx: SearchContext = givens ? { unique, solution, givens } : { unique, solution };

  const allDigits = geometry.allDigits;
  if (isNotes(notes, geometry.cellCount) && notes.some((n) => (n & allDigits) !== 0)) {
    const own = b.clone();
    const possible = new PossibleDigits(board, solution, unique, geometry);
    const missing: Candidate[] = [];
    for (let c = 0; c < geometry.cellCount; c++) {
      if (own.values[c] !== 0) continue;
      const n = notes[c] & allDigits;
      if (n === 0) continue;
      const removed = own.cands[c] & ~n;
      own.setCandidates(c, own.cands[c] & n);
      for (const d of MASK_DIGITS[removed]) if (possible.has(c, d)) missing.push({ cell: c, digit: d });
    }
    // Restored, the notes again hold every digit a solution can use, so any step found from them is sound.
    for (const { cell, digit } of missing) own.setCandidates(cell, own.cands[cell] | (1 << (digit - 1)));
    const step = findStep(own, ctx) ?? findStep(b, ctx);
    if (missing.length > 0) return { kind: 'restore-notes', notes: missing, step };
    if (step) return { kind: 'step', step };
  }
  const step = findStep(b, ctx);
  if (!step) return invalid('contradiction');
  return { kind: 'step', step };
}

/** The player's entries (non-givens) that differ from the one solution. */
function entriesNotIn(board: Grid, givens: Grid, solution: Grid): number[] {
  const wrong: number[] = [];
  for (let c = 0; c < board.length; c++)
    if (givens[c] === 0 && board[c] !== 0 && board[c] !== solution[c]) wrong.push(c);
  return wrong;
}

/**
 * With several solutions, an entry is wrong when no solution of the givens has it (a clash with a given is the
 * commonest case). Entries that are each possible but not together are left to the caller's "no solution" answer.
 */
function entriesNoSolutionHas(board: Grid, givens: Grid, geometry: Geometry): number[] {
  if (solve(board, { limit: 1, geometry }).status !== 'unsolvable') return [];
  const wrong: number[] = [];
  for (let c = 0; c < board.length; c++) {
    if (givens[c] !== 0 || board[c] === 0) continue;
    const alone = givens.slice();
    alone[c] = board[c];
    if (solve(alone, { limit: 1, geometry }).status === 'unsolvable') wrong.push(c);
  }
  return wrong;
}

function wrongEntry(board: Grid, wrong: number[]): HintResult {
  return { kind: 'wrong-entry', cell: wrong[0], digit: board[wrong[0]], cells: wrong };
}

/**
 * Which digits some solution of the board puts in a cell. With one solution, only its digit. With several, the
 * solver decides, and every solution it finds on the way marks all its digits as possible, so a board whose
 * notes are mostly wrong needs a handful of solves rather than one per note.
 */
class PossibleDigits {
  private readonly known: Uint16Array;
  private nodesLeft = NOTE_CHECK_NODES;

  constructor(
    private readonly board: Grid,
    private readonly solution: Grid,
    private readonly unique: boolean,
    private readonly geometry: Geometry,
  ) {
    this.known = new Uint16Array(geometry.cellCount);
    this.learn(solution);
  }

  has(cell: number, digit: number): boolean {
    const bit = 1 << (digit - 1);
    if (this.known[cell] & bit) return true;
    if (this.unique) return false;
    // Out of budget, or a timeout, proves nothing: keep the note rather than reason from a removal that may be false.
    if (this.nodesLeft <= 0) return true;
    const trial = this.board.slice();
    trial[cell] = digit;
    const result = solve(trial, { limit: 1, nodeBudget: this.nodesLeft, geometry: this.geometry });
    this.nodesLeft -= Math.max(1, result.nodes);
    if (result.solution) this.learn(result.solution);
    return result.status !== 'unsolvable';
  }

  private learn(solution: Grid): void {
    for (let c = 0; c < solution.length; c++) this.known[c] |= 1 << (solution[c] - 1);
  }
}
