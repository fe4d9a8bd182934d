/** One puzzle's text to its solution or to the exit code and message that explain why not. Shared by single and batch mode. */
import type { Grid } from '../engine/grid.ts';
import { parse, type ParseError } from '../engine/parse.ts';
import { solve } from '../engine/solve.ts';
import { EXIT } from './exit-codes.ts';
import { whyNoSolution } from './no-solution.ts';

export type SolveOutcome =
  /** `unique` is false when a second solution exists, null when the count was cut short by the node budget. */
  | { ok: true; solution: Grid; unique: boolean | null }
  | { ok: false; code: typeof EXIT.invalid; message: string; error: ParseError }
  | { ok: false; code: typeof EXIT.unsolvable | typeof EXIT.invalid; message: string };

export interface SolveTextOptions {
  /** Only a puzzle with exactly one solution is answered: several is an invalid puzzle (exit 2), as `--unique` asks. */
  unique?: boolean;
}

export function solveText(text: string, options: SolveTextOptions = {}): SolveOutcome {
  const parsed = parse(text);
  if (!parsed.ok) return { ok: false, code: EXIT.invalid, message: parsed.error.message, error: parsed.error };
  // Limit 2: one solution to print, and a second one tells us to mention that it is not unique.
  const result = solve(parsed.grid, { limit: 2 });
  if (result.solution && options.unique && result.count > 1) {
    return { ok: false, code: EXIT.invalid, message: 'this puzzle has more than one solution' };
  }
  if (result.solution) {
    const unique = result.status === 'timeout' ? null : result.count === 1;
    return { ok: true, solution: result.solution, unique };
  }
  if (result.status === 'timeout') {
    return {
      ok: false,
      code: EXIT.unsolvable,
      message: `gave up after ${result.nodes.toLocaleString('en-US')} search steps without finding a solution`,
    };
  }
  const why = whyNoSolution(parsed.grid);
  return { ok: false, code: EXIT.unsolvable, message: `this puzzle has no solution${why ? `: ${why}` : ''}` };
}
