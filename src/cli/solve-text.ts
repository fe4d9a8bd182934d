/** One puzzle's text to its solution or to the error that explains why not. Shared by single and batch mode. */
import { CLASSIC, type Geometry } from '../engine/geometry.ts';
import type { Grid } from '../engine/grid.ts';
import { solve } from '../engine/solve/index.ts';
import { fromParseError, type CliError } from './cli-error.ts';
import { EXIT } from './exit-codes.ts';
import { whyNoSolution } from './no-solution.ts';
import { parseInput } from './parse-input.ts';

export type SolveOutcome =
  /** `unique` is false when a second solution exists, null when the count was cut short by the node budget. */
  { ok: true; solution: Grid; unique: boolean | null } | { ok: false; error: CliError };

export interface SolveTextOptions {
  /** Only a puzzle with exactly one solution is answered: several is an invalid puzzle (exit 2), as `--unique` asks. */
  unique?: boolean;
  /** The grid's shape (default classic 9×9). */
  geometry?: Geometry;
}

export function solveText(text: string, options: SolveTextOptions = {}): SolveOutcome {
  const geometry = options.geometry ?? CLASSIC;
  const parsed = parseInput(text, { geometry });
  if (!parsed.ok) return { ok: false, error: fromParseError(parsed.error) };
  // Limit 2: one solution to print, and a second one tells us to mention that it is not unique.
  const result = solve(parsed.grid, { limit: 2, geometry });
  if (result.solution && options.unique && result.count > 1) {
    const message = 'this puzzle has more than one solution';
    return { ok: false, error: { code: 'several-solutions', exit: EXIT.invalid, message } };
  }
  if (result.solution) {
    const unique = result.status === 'timeout' ? null : result.count === 1;
    return { ok: true, solution: result.solution, unique };
  }
  if (result.status === 'timeout') {
    const message = `gave up after ${result.nodes.toLocaleString('en-US')} search steps without finding a solution`;
    return { ok: false, error: { code: 'gave-up', exit: EXIT.unsolvable, message } };
  }
  // whyNoSolution reasons about 9×9 units; another size gets the plain answer.
  const why = geometry === CLASSIC ? whyNoSolution(parsed.grid) : null;
  const message = `this puzzle has no solution${why ? `: ${why}` : ''}`;
  return { ok: false, error: { code: 'no-solution', exit: EXIT.unsolvable, message } };
}
