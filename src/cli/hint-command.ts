/**
 * `sudoku hint`: the player's board on stdin (givens and entries alike) to the next logical step, in one sentence.
 * With `--givens`, entries can be told from givens, so a wrong entry is named first ("r4c7 is not 5"), even one that
 * clashes with a given (the board is then read with its clashes).
 */
import { nextStep, type HintResult } from '../engine/grade/index.ts';
import { CLASSIC, cellNameIn, type Geometry } from '../engine/geometry.ts';
import type { Grid } from '../engine/grid.ts';
import { solve } from '../engine/solve/index.ts';
import { isBatch } from './batch.ts';
import { fromParseError, reportError, type CliError } from './cli-error.ts';
import type { Command } from './command.ts';
import { EXIT } from './exit-codes.ts';
import { complain } from './io.ts';
import { whyNoSolution } from './no-solution.ts';
import { givensOption, langOption, reportFormatOption, sizeOption } from './options.ts';
import { inputUnderVariant, readUnderVariantOption } from './variant-by-name.ts';
import { langFor, wordsFor } from './language-from-env.ts';
import { variantInput } from './solve-variant.ts';
import { hintVariantInput } from './variant-report.ts';
import { describeHint } from '../words/describe.ts';
import { wordedHint } from '../words/worded-step.ts';
import type { StepLanguage } from '../words/catalogue-types.ts';
import { parseInput } from './parse-input.ts';
import { readInput } from './read-input.ts';

/**
 * Why no hint could be given: a board or puzzle without a solution is exit 3 (the player's own digits may be to blame
 * when no givens were named), anything else the engine refused is 2.
 */
function failure(
  result: HintResult,
  board: Grid,
  givens: Grid | undefined,
  words: StepLanguage,
  geometry: Geometry,
): CliError {
  // whyNoSolution reasons about 9×9 units; another size gets the plain answer.
  const whyNot = (grid: Grid): string | null => (geometry === CLASSIC ? whyNoSolution(grid) : null);
  if (givens && solve(givens, { limit: 1, geometry }).count === 0) {
    const why = whyNot(givens);
    return {
      code: 'no-solution',
      exit: EXIT.unsolvable,
      message: `the puzzle has no solution${why ? `: ${why}` : ''}`,
    };
  }
  const merged = givens ? board.map((digit, cell) => givens[cell] || digit) : board;
  if (solve(merged, { limit: 1, geometry }).count === 0) {
    const why = whyNot(merged);
    const blame = givens ? 'one of your digits is wrong' : 'if it holds your own digits, one is wrong';
    const message = `this board has no solution${why ? `: ${why}` : ''} (${blame})`;
    return { code: 'no-solution', exit: EXIT.unsolvable, message };
  }
  const text = describeHint(result, words, geometry).replace(/\.$/, '');
  return { code: 'invalid-board', exit: EXIT.invalid, message: text.charAt(0).toLowerCase() + text.slice(1) };
}

/**
 * hint answers one board; stdin with several puzzle lines (what solve and grade answer line by line) is refused
 * rather than hinted from one of them while the others are dropped.
 */
function severalBoards(text: string): CliError | null {
  if (!isBatch(text)) return null;
  const message =
    'hint reads one board, but stdin holds several puzzles, one a line; give it one at a time (solve and grade answer a file of them line by line)';
  return { code: 'several-boards', exit: EXIT.invalid, message };
}

/** The sentence with a full stop, as a person writes it; the engine's step texts come without one. */
const sentence = (text: string): string => (/[.!?]$/.test(text) ? text : `${text}.`);

function report(result: HintResult, json: boolean, words: StepLanguage, geometry: Geometry): string {
  return json ? JSON.stringify(wordedHint(result, words, geometry)) : sentence(describeHint(result, words, geometry));
}

export const hintCommand: Command = {
  name: 'hint',
  summary: 'print the next logical step, in words, for a board on stdin',
  options: [givensOption, reportFormatOption, langOption, sizeOption, readUnderVariantOption],
  readsStdin: true,
  notes: `hint reads a board in any format solve reads: the puzzle, or a game in
progress (givens and the player's digits alike). It prints the easiest next
step, e.g. "Naked pair 3/6 in row 8 (r8c2, r8c7) removes 3 and 6 from r8c4 and
r8c9." With --givens it also knows which digits are the player's, and names a
wrong one first ("r4c7 is not 5"), even one that clashes with a given. A
puzzle with more than one solution still gets a hint (never one that relies on
uniqueness), with a note on stderr. hint takes one board: stdin with several
puzzles (one a line, or the same grid twice) is refused, exit 2. With --format
json an error is {"error": {"code", "message", …}} on stdout too.
A variant (f-puzzles JSON, a link, the variant text form, a 16×16) gets the
variant grader's next step, in the same words (docs/variants.md); --variant
NAME reads a grid or line under a variant's rules (as solve --variant does).`,
  async run(options, io) {
    const json = options.get(reportFormatOption) === 'json';
    const words = wordsFor(options, io);
    const input = await readInput(io, 'hint');
    if (!input.ok) return reportError(io, input.error, json);
    const several = severalBoards(input.text);
    if (several) return reportError(io, several, json);
    const named = inputUnderVariant(options, input.text);
    if (named && options.get(givensOption)) {
      const message = '--givens does not apply with --variant: the variant hint reads the board alone';
      return reportError(io, { code: 'usage', exit: EXIT.usage, message }, json);
    }
    if (named) return hintVariantInput(named, json, langFor(options, io), io);
    const variant = variantInput(input.text);
    if (variant) return hintVariantInput(variant, json, langFor(options, io), io);
    const givens = options.get(givensOption);
    const geometry = options.get(sizeOption) ?? CLASSIC;
    // With the givens known, a digit that clashes with one is the player's wrong entry, for nextStep to name.
    const allowConflicts = givens !== undefined;
    const parsed = parseInput(input.text, geometry === CLASSIC ? { allowConflicts } : { allowConflicts, geometry });
    if (!parsed.ok) return reportError(io, fromParseError(parsed.error), json);
    const board = parsed.grid;
    if (givens && givens.length !== board.length) {
      const side = Math.round(Math.sqrt(givens.length));
      const message = `--givens is a ${side}×${side} grid, but the board is ${geometry.size}×${geometry.size}`;
      return reportError(io, { code: 'givens-mismatch', exit: EXIT.invalid, message }, json);
    }
    if (givens) {
      const clash = givens.findIndex((digit, cell) => digit !== 0 && board[cell] !== 0 && board[cell] !== digit);
      if (clash !== -1) {
        const where = cellNameIn(geometry, clash);
        const message = `the board does not match --givens: ${where} is a given ${givens[clash]}, the board has ${board[clash]} there`;
        return reportError(io, { code: 'givens-mismatch', exit: EXIT.invalid, message, cells: [where] }, json);
      }
    }
    const result = nextStep(board, undefined, givens, geometry);
    if (result.kind === 'invalid') return reportError(io, failure(result, board, givens, words, geometry), json);
    io.stdout.write(`${report(result, json, words, geometry)}\n`);
    const source = givens ?? board;
    if (solve(source, { limit: 2, geometry }).count > 1) {
      complain(io, 'note: this puzzle has more than one solution; the hint uses no uniqueness technique');
    }
    return EXIT.ok;
  },
};
