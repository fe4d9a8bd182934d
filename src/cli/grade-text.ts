/**
 * One puzzle's text to its grade, or to the error that explains why it has none. Shared by single and batch mode of
 * `sudoku grade`.
 *
 * A puzzle with more than one solution is refused (exit 2, "not a proper puzzle"): its difficulty is not defined,
 * since any path through it ends in a guess, and a level printed for it would mislead.
 */
import { grade, type Grade } from '../engine/grade/index.ts';
import { fromParseError, type CliError } from './cli-error.ts';
import { EXIT } from './exit-codes.ts';
import { whyNoSolution } from './no-solution.ts';
import { parseInput } from './parse-input.ts';

export type GradeOutcome = { ok: true; grade: Grade } | { ok: false; error: CliError };

export const NOT_PROPER = 'not a proper puzzle: it has more than one solution, so it has no difficulty level';

export function gradeText(text: string): GradeOutcome {
  const parsed = parseInput(text);
  if (!parsed.ok) return { ok: false, error: fromParseError(parsed.error) };
  const graded = grade(parsed.grid);
  switch (graded.status) {
    case 'graded':
      return { ok: true, grade: graded };
    case 'multiple-solutions':
      return { ok: false, error: { code: 'several-solutions', exit: EXIT.invalid, message: NOT_PROPER } };
    case 'invalid': {
      const message = graded.message ?? 'the grid is not a valid puzzle';
      return { ok: false, error: { code: 'invalid-board', exit: EXIT.invalid, message } };
    }
    case 'no-solution': {
      const why = whyNoSolution(parsed.grid);
      const gaveUp = graded.message === 'the solver gave up';
      const message = `${gaveUp ? graded.message : 'this puzzle has no solution'}${why ? `: ${why}` : ''}`;
      return { ok: false, error: { code: gaveUp ? 'gave-up' : 'no-solution', exit: EXIT.unsolvable, message } };
    }
  }
}
