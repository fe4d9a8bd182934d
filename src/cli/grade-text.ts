/**
 * One puzzle's text to its grade, or to the exit code and message that explain why it has none. Shared by single
 * and batch mode of `sudoku grade`.
 *
 * A puzzle with more than one solution is refused (exit 2, "not a proper puzzle"): its difficulty is not defined,
 * since any path through it ends in a guess, and a level printed for it would mislead.
 */
import { grade, type Grade } from '../engine/grade/grade.ts';
import { parse } from '../engine/parse.ts';
import { EXIT } from './exit-codes.ts';
import { whyNoSolution } from './no-solution.ts';

export type GradeOutcome =
  | { ok: true; grade: Grade }
  | { ok: false; code: typeof EXIT.invalid | typeof EXIT.unsolvable; message: string; line?: number };

export const NOT_PROPER = 'not a proper puzzle: it has more than one solution, so it has no difficulty level';

export function gradeText(text: string): GradeOutcome {
  const parsed = parse(text);
  if (!parsed.ok) return { ok: false, code: EXIT.invalid, message: parsed.error.message, line: parsed.error.line };
  const graded = grade(parsed.grid);
  switch (graded.status) {
    case 'graded':
      return { ok: true, grade: graded };
    case 'multiple-solutions':
      return { ok: false, code: EXIT.invalid, message: NOT_PROPER };
    case 'invalid':
      return { ok: false, code: EXIT.invalid, message: graded.message ?? 'the grid is not a valid puzzle' };
    case 'no-solution': {
      const why = whyNoSolution(parsed.grid);
      const message = graded.message === 'the solver gave up' ? graded.message : 'this puzzle has no solution';
      return { ok: false, code: EXIT.unsolvable, message: `${message}${why ? `: ${why}` : ''}` };
    }
  }
}
