/**
 * The host's `load()` up to the moment the game is replaced: reading the text, solving it when asked to reveal, and
 * the host's confirmation; then grading the loaded puzzle for its level. Loaded with the first `load()`, so pages
 * that only play or generate never download it.
 */
import type { EngineClient } from '../engine-client/client.ts';
import type { Geometry } from '../../engine/geometry.ts';
import { CLASSIC, gridToLine, lineToGrid, type Grid } from '../../engine/grid.ts';
import { isLevel, type Level } from '../../engine/levels.ts';
import type { LoadOptions, LoadResult, SourceBoard } from './game-source.ts';
import { readPuzzle } from './initial-source.ts';

/**
 * A puzzle ready to replace the game: its givens and their grid's shape, its solution when known, and how many
 * solutions (1, or 2+).
 */
export interface ReadyPuzzle {
  givens: Grid;
  geometry: Geometry;
  solution: Grid | null;
  solutions?: number;
}

/** Reads `text` and does what `options` ask before the game is replaced; a LoadResult when it must not be. */
export async function preparePuzzle(
  client: EngineClient,
  text: string,
  options: LoadOptions,
): Promise<ReadyPuzzle | Extract<LoadResult, { loaded: false }>> {
  const read = await readPuzzle(text);
  if (!read.givens) return { loaded: false, code: 'puzzle', message: read.problem, error: read.error };
  const { givens, geometry } = read;
  const known = options.solution === undefined ? null : lineToGrid(options.solution, geometry.cellCount);
  // A "solution" that is not one of these givens (a host's mistake) is no solution: the board finds its own.
  let solution =
    known && known.every((d, cell) => d !== 0 && d <= geometry.size && (givens[cell] === 0 || givens[cell] === d))
      ? known
      : null;
  // A variant (f-puzzles JSON) was solved under its rules as it was read: the only solution there is.
  const variantSolution = (geometry as { solution?: Grid }).solution;
  if (geometry.variant && variantSolution) solution = variantSolution;
  let solutions = solution ? 1 : undefined;
  if (options.reveal && !solution) {
    try {
      const result = await client.solve(givens, { limit: 2, size: geometry.size });
      if (result.status === 'timeout')
        return { loaded: false, code: 'timeout', message: 'The solver gave up on this puzzle: it took too long.' };
      if (result.status !== 'solved' || !result.solution)
        return { loaded: false, code: 'no-solution', message: 'This puzzle has no solution.' };
      solution = result.solution;
      solutions = result.count;
    } catch (error) {
      return { loaded: false, code: 'engine', message: `Could not solve: ${String(error)}` };
    }
  }
  if (options.confirm && !(await options.confirm()))
    return { loaded: false, code: 'declined', message: 'The game on the board was kept.' };
  return solutions === undefined ? { givens, geometry, solution } : { givens, geometry, solution, solutions };
}

/**
 * Puts a prepared puzzle on `board` as a new game (GameSource has stopped any generation), with its level (the
 * host's, or graded in the worker) and, when asked, its solution filled in: what `load()` resolves to.
 */
export function startLoaded(board: SourceBoard, ready: ReadyPuzzle, options: LoadOptions): LoadResult {
  const { givens, solution, solutions, geometry } = ready;
  // Only a unique solution is "the" solution check() judges against.
  board.loadedGame(givens, solutions === 1 ? solution : null, options.source, geometry);
  const line = gridToLine(givens, geometry.cellCount);
  if (options.level !== undefined && isLevel(options.level)) board.setLevel(options.level);
  else gradeOnBoard(board, givens, geometry);
  if (options.reveal && solution && !board.frozen) board.reveal(solution);
  return solutions === undefined ? { loaded: true, puzzle: line } : { loaded: true, puzzle: line, solutions };
}

/**
 * Grades the puzzle just started on `board` in the worker and shows its level once known, if it is still on the
 * board. The board's level is a 9×9 one (the last generated, or its `difficulty`): a smaller grid shows none until its
 * grade comes (GameSource has said so already for a `puzzle` or a form's); at 9×9 it stays meanwhile, as it always has.
 */
export function gradeOnBoard(
  board: Pick<SourceBoard, 'client' | 'givens' | 'setLevel'>,
  givens: Grid,
  geometry: Geometry,
): void {
  const line = gridToLine(givens, geometry.cellCount);
  if (geometry !== CLASSIC) board.setLevel(null);
  // A variant is graded by its own rules, which the grader does not know yet: no level is shown.
  if (geometry.variant) return;
  void gradeLoaded(board.client, givens, geometry, (level) => {
    if (board.givens === line) board.setLevel(level);
  });
}

/**
 * Grades a loaded puzzle in the worker, at its grid's size (the techniques that apply there), and gives its level to
 * `show`, which checks it is still on the board.
 */
export async function gradeLoaded(
  client: EngineClient,
  givens: Grid,
  geometry: Geometry,
  show: (level: Level) => void,
): Promise<void> {
  // A variant is graded by its own rules, which the grader does not know yet: no level.
  if (geometry.variant) return;
  try {
    const grade = await client.grade(givens, { size: geometry.size });
    if (grade.status === 'graded' && isLevel(grade.level)) show(grade.level);
  } catch {
    // The level stays as it was: grading is a nicety, the game is playable without it.
  }
}
