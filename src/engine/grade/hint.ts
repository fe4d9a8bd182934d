/**
 * nextStep(): the hint a player asks for. In order: a wrong digit on the board ("r4c7 is not 5"), notes that have lost
 * a candidate some solution still needs (which notes to restore, then the step found from the repaired notes), or
 * else the easiest step from the player's own notes (or from full candidates when there are no notes).
 *
 * Every step is sound for the board as it is: techniques reason from candidates, and a deduction is only true when
 * the candidates hold every digit a solution can put in each cell. With one solution that is the solution's digit;
 * with several, a note the player removed is trusted only when the solver shows no solution has that digit there.
 */
import { describeConflict } from '../conflict-words.ts';
import { cellName, findConflicts, isGrid, type Grid } from '../grid.ts';
import { solve } from '../solve/index.ts';
import { CandidateGrid, MASK_DIGITS } from './candidates.ts';
import { findStep, type SearchContext } from './search.ts';
import { andList, type Candidate, type Step } from './step.ts';

export type HintResult =
  /** The easiest next step; `text` is the step's sentence. */
  | { kind: 'step'; step: Step; text: string }
  /** A placed digit that no solution has. `cell`/`digit` is the first; `cells` lists every wrong cell. */
  | { kind: 'wrong-entry'; cell: number; digit: number; cells: number[]; text: string }
  /** The player's notes lack candidates a solution needs (`notes`); `step` is the next step once they are restored. */
  | { kind: 'restore-notes'; notes: Candidate[]; step: Step | null; text: string }
  | { kind: 'solved'; text: string }
  /** The board cannot be hinted: malformed, clashing digits, or no solution. */
  | { kind: 'invalid'; text: string };

const isNotes = (notes: unknown): notes is number[] =>
  Array.isArray(notes) && notes.length === 81 && notes.every((n) => Number.isInteger(n) && n >= 0);

/**
 * Search nodes all the note checks of one hint may spend. A board of several solutions solves in a few nodes per
 * check; this bound only keeps a pathological board from making a hint slow, and a note left unchecked is kept
 * (restored), which is always sound.
 */
const NOTE_CHECK_NODES = 1_000_000;

/** The restore list names this many cells at most; a long list would bury the step. */
const LISTED_CELLS = 4;

/**
 * @param grid   the board now: givens and the player's entries, 0 blank. Entries may clash with givens when `givens`
 *               is passed (such an entry is reported as wrong).
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

  if (givens) {
    const wrong = unique ? entriesNotIn(board, givens, result.solution) : entriesNoSolutionHas(board, givens);
    if (wrong.length > 0) return wrongEntry(board, wrong);
  }
  const conflicts = findConflicts(board);
  if (conflicts.length > 0) return { kind: 'invalid', text: `${describeConflict(conflicts[0])}.` };

  // With several solutions the puzzle's first may contradict the player's (right) entries: take one of the board's.
  const now = unique || !givens ? result : solve(board, { limit: 1 });
  if (!now.solution) {
    return {
      kind: 'invalid',
      text:
        now.status === 'timeout'
          ? 'No hint: the solver gave up on this board.'
          : 'There is no solution from here: your entries cannot all be right together.',
    };
  }
  const solution = now.solution;

  const b = CandidateGrid.fromGrid(board);
  if (b.isSolved()) return { kind: 'solved', text: 'The puzzle is solved.' };
  const ctx: SearchContext = givens ? { unique, solution, givens } : { unique, solution };

  if (isNotes(notes) && notes.some((n) => (n & 0x1ff) !== 0)) {
    const own = b.clone();
    const possible = new PossibleDigits(board, solution, unique);
    const missing: Candidate[] = [];
    for (let c = 0; c < 81; c++) {
      if (own.values[c] !== 0) continue;
      const n = notes[c] & 0x1ff;
      if (n === 0) continue;
      const removed = own.cands[c] & ~n;
      own.setCandidates(c, own.cands[c] & n);
      for (const d of MASK_DIGITS[removed]) if (possible.has(c, d)) missing.push({ cell: c, digit: d });
    }
    // Restored, the notes again hold every digit a solution can use, so any step found from them is sound.
    for (const { cell, digit } of missing) own.setCandidates(cell, own.cands[cell] | (1 << (digit - 1)));
    const step = findStep(own, ctx) ?? findStep(b, ctx);
    if (missing.length > 0) {
      return {
        kind: 'restore-notes',
        notes: missing,
        step,
        text: `Your notes are missing ${missingText(missing)}: restore ${missing.length === 1 ? 'it' : 'them'}.${step ? ` Then: ${step.text}.` : ''}`,
      };
    }
    if (step) return { kind: 'step', step, text: step.text };
  }
  const step = findStep(b, ctx);
  if (!step) return { kind: 'invalid', text: 'No step applies: the board contradicts itself.' };
  return { kind: 'step', step, text: step.text };
}

/** The player's entries (non-givens) that differ from the one solution. */
function entriesNotIn(board: Grid, givens: Grid, solution: Grid): number[] {
  const wrong: number[] = [];
  for (let c = 0; c < 81; c++) if (givens[c] === 0 && board[c] !== 0 && board[c] !== solution[c]) wrong.push(c);
  return wrong;
}

/**
 * With several solutions, an entry is wrong when no solution of the givens has it (a clash with a given is the
 * commonest case). Entries that are each possible but not together are left to the caller's "no solution" answer.
 */
function entriesNoSolutionHas(board: Grid, givens: Grid): number[] {
  if (solve(board, { limit: 1 }).status !== 'unsolvable') return [];
  const wrong: number[] = [];
  for (let c = 0; c < 81; c++) {
    if (givens[c] !== 0 || board[c] === 0) continue;
    const alone = givens.slice();
    alone[c] = board[c];
    if (solve(alone, { limit: 1 }).status === 'unsolvable') wrong.push(c);
  }
  return wrong;
}

function wrongEntry(board: Grid, wrong: number[]): HintResult {
  const first = wrong[0];
  const more = wrong.length > 1 ? ` (${wrong.length - 1} more wrong: ${andList(wrong.slice(1).map(cellName))})` : '';
  return {
    kind: 'wrong-entry',
    cell: first,
    digit: board[first],
    cells: wrong,
    text: `${cellName(first)} is not ${board[first]}${more}`,
  };
}

/**
 * Which digits some solution of the board puts in a cell. With one solution, only its digit. With several, the
 * solver decides, and every solution it finds on the way marks all 81 of its digits as possible, so a board whose
 * notes are mostly wrong needs a handful of solves rather than one per note.
 */
class PossibleDigits {
  private readonly known = new Uint16Array(81);
  private nodesLeft = NOTE_CHECK_NODES;

  constructor(
    private readonly board: Grid,
    private readonly solution: Grid,
    private readonly unique: boolean,
  ) {
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
    const result = solve(trial, { limit: 1, nodeBudget: this.nodesLeft });
    this.nodesLeft -= Math.max(1, result.nodes);
    if (result.solution) this.learn(result.solution);
    return result.status !== 'unsolvable';
  }

  private learn(solution: Grid): void {
    for (let c = 0; c < 81; c++) this.known[c] |= 1 << (solution[c] - 1);
  }
}

/** "5 in r1c2", "2/3 in r1c1 and 7 in r4c4", or the first few cells "… and 12 more cells". */
function missingText(missing: readonly Candidate[]): string {
  const byCell = new Map<number, number[]>();
  for (const { cell, digit } of missing) byCell.set(cell, [...(byCell.get(cell) ?? []), digit]);
  const parts = [...byCell].map(([cell, digits]) => `${digits.join('/')} in ${cellName(cell)}`);
  if (parts.length <= LISTED_CELLS) return andList(parts);
  const rest = parts.length - (LISTED_CELLS - 1);
  return `${parts.slice(0, LISTED_CELLS - 1).join(', ')} and ${rest} more cells`;
}
