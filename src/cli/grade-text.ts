/**
 * One puzzle's text to its grade, or to the error that explains why it has none. Shared by single and batch mode of
 * `sudoku grade`.
 *
 * A puzzle with more than one solution is refused (exit 2, "not a proper puzzle"): its difficulty is not defined,
 * since any path through it ends in a guess, and a level printed for it would mislead.
 */
import { grade, type Grade } from '../engine/grade/index.ts';
import { CLASSIC, type Geometry } from '../engine/geometry.ts';
import { fromParseError, type CliError } from './cli-error.ts';
import { EXIT } from './exit-codes.ts';
import { whyNoSolution } from './no-solution.ts';
import { parseInput } from './parse-input.ts';

export type GradeOutcome = { ok: true; grade: Grade } | { ok: false; error: CliError };

export const NOT_PROPER = 'not a proper puzzle: it has more than one solution, so it has no difficulty level';

/** `geometry`: the grid's shape (`--size`), classic 9×9 by default. */
export function gradeText(text: string, geometry: Geometry = CLASSIC): GradeOutcome {
  const parsed = parseInput(text, geometry === CLASSIC ? {} : { geometry });
  if (!parsed.ok) return { ok: false, error: fromParseError(parsed.error) };
  const graded = grade(parsed.grid, geometry === CLASSIC ? {} : { geometry });
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
      // whyNoSolution reasons about 9×9 units; another size gets the plain answer.
      const why = geometry === CLASSIC ? whyNoSolution(parsed.grid) : null;
      const gaveUp = graded.message === 'the solver gave up';
      const message = `${gaveUp ? graded.message : 'this puzzle has no solution'}${why ? `: ${why}` : ''}`;
      return { ok: false, error: { code: gaveUp ? 'gave-up' : 'no-solution', exit: EXIT.unsolvable, message } };
    }
  }
}
