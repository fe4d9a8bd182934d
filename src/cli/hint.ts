/**
 * `sudoku hint`: the player's board on stdin (givens and entries alike) to the next logical step, in one sentence.
 * With `--givens`, entries can be told from givens, so a wrong entry is named first ("r4c7 is not 5"), even one that
 * clashes with a given (the board is then read with its clashes).
 */
import { nextStep, type HintResult } from '../engine/grade/hint.ts';
import type { Grid } from '../engine/grid.ts';
import { parse } from '../engine/parse.ts';
import { solve } from '../engine/solve.ts';
import type { Command } from './command.ts';
import { EXIT, type ExitCode } from './exit-codes.ts';
import { complain } from './io.ts';
import { whyNoSolution } from './no-solution.ts';
import { givensOption, reportFormatOption } from './options.ts';
import { readInput } from './read-input.ts';

/**
 * Why no hint could be given, and the exit code: a board or puzzle without a solution is 3 (the player's own digits
 * may be to blame when no givens were named), anything else the engine refused is 2.
 */
function failure(result: HintResult, board: Grid, givens: Grid | undefined): { code: ExitCode; message: string } {
  if (givens && solve(givens, { limit: 1 }).count === 0) {
    const why = whyNoSolution(givens);
    return { code: EXIT.unsolvable, message: `the puzzle has no solution${why ? `: ${why}` : ''}` };
  }
  const merged = givens ? board.map((digit, cell) => givens[cell] || digit) : board;
  if (solve(merged, { limit: 1 }).count === 0) {
    const why = whyNoSolution(merged);
    const blame = givens ? 'one of your digits is wrong' : 'if it holds your own digits, one is wrong';
    return { code: EXIT.unsolvable, message: `this board has no solution${why ? `: ${why}` : ''} (${blame})` };
  }
  const text = result.text.replace(/\.$/, '');
  return { code: EXIT.invalid, message: text.charAt(0).toLowerCase() + text.slice(1) };
}

/** The sentence with a full stop, as a person writes it; the engine's step texts come without one. */
const sentence = (text: string): string => (/[.!?]$/.test(text) ? text : `${text}.`);

function report(result: HintResult, json: boolean): string {
  return json ? JSON.stringify(result) : sentence(result.text);
}

export const hintCommand: Command = {
  name: 'hint',
  summary: 'print the next logical step, in words, for a board on stdin',
  options: [givensOption, reportFormatOption],
  readsStdin: true,
  notes: `hint reads a board in any format solve reads: the puzzle, or a game in
progress (givens and the player's digits alike). It prints the easiest next
step, e.g. "Naked pair 3/6 in row 8 (r8c2, r8c7) removes 3 and 6 from r8c4 and
r8c9." With --givens it also knows which digits are the player's, and names a
wrong one first ("r4c7 is not 5"), even one that clashes with a given. A
puzzle with more than one solution still gets a hint (never one that relies on
uniqueness), with a note on stderr.`,
  async run(options, io) {
    const input = await readInput(io, 'hint');
    if (!input.ok) return input.code;
    const json = options.get(reportFormatOption) === 'json';
    const givens = options.get(givensOption);
    // With the givens known, a digit that clashes with one is the player's wrong entry, for nextStep to name.
    const parsed = parse(input.text, { allowConflicts: givens !== undefined });
    if (!parsed.ok) {
      complain(io, parsed.error.message);
      return EXIT.invalid;
    }
    const board = parsed.grid;
    if (givens) {
      const clash = givens.findIndex((digit, cell) => digit !== 0 && board[cell] !== 0 && board[cell] !== digit);
      if (clash !== -1) {
        const where = `r${Math.floor(clash / 9) + 1}c${(clash % 9) + 1}`;
        complain(
          io,
          `the board does not match --givens: ${where} is a given ${givens[clash]}, the board has ${board[clash]} there`,
        );
        return EXIT.invalid;
      }
    }
    const result = nextStep(board, undefined, givens);
    if (result.kind === 'invalid') {
      const { code, message } = failure(result, board, givens);
      complain(io, message);
      return code;
    }
    io.stdout.write(`${report(result, json)}\n`);
    const source = givens ?? board;
    if (solve(source, { limit: 2 }).count > 1) {
      complain(io, 'note: this puzzle has more than one solution; the hint uses no uniqueness technique');
    }
    return EXIT.ok;
  },
};
