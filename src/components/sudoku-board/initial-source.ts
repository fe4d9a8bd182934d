/**
 * Which game a board starts with, and where it comes from: a pure decision over what the board has when it starts
 * (its saved game, its `puzzle` attribute, a value or form state that came before it started, its difficulty).
 * GameSource (game-source.ts) carries it out.
 */
import type { Geometry } from '../../engine/geometry.ts';
import { CLASSIC, emptyGrid, gridToLine, type Grid } from '../../engine/grid.ts';
import type { Level } from '../../engine/levels.ts';
import type { ParseError } from '../../engine/parse/index.ts';
import { quickGrid } from '../../engine/quick-grid.ts';
import type { SavedGame } from '../../play/persistence.ts';

/** A value (and, from a form's Back/Forward restore, givens) that came before the board started. */
export interface EarlyFormState {
  /** Givens restored with the value; null when only a value came (the `value` attribute, an old form state). */
  givens: Grid | null;
  value: string;
}

/**
 * - `saved`: resume the saved game (its givens are the `puzzle` attribute's, or there is no readable attribute).
 * - `attribute`: the `puzzle` attribute's givens (null when it can't be read: no game starts), then `value` if any.
 * - `form`: a value that came with no `puzzle`: its givens (or a blank grid) with the value on top.
 * - `generate`: nothing to show yet: a new puzzle at `difficulty`.
 *
 * `problem` says why the `puzzle` attribute could not be read, whichever source won: the board reports it.
 */
export type InitialSource = (
  | { from: 'saved'; saved: SavedGame }
  | { from: 'attribute'; givens: Grid | null; geometry?: Geometry; value: string | null }
  | { from: 'form'; givens: Grid; value: string }
  | { from: 'generate'; difficulty: Level }
) & { problem?: string };

/** A `puzzle` text read: its givens and their grid's shape, or why it can't be read (and the parser's error). */
export type PuzzleRead =
  | {
      givens: Grid;
      geometry: Geometry;
      problem?: undefined;
      /** The board as a share link with progress carried it (givens and entries, '.' blank). */
      value?: string;
    }
  | { givens: null; problem: string; error: ParseError; value?: undefined };

/**
 * The givens of `text` when they can be read at once (blank, or 81 cells on lines: quick-grid.ts); null when the full
 * parser is needed (readPuzzle). The parser stays out of the element's bundle until a page gives another format.
 */
export function readPuzzleNow(text: string): PuzzleRead | null {
  const givens = text.trim() === '' ? emptyGrid() : quickGrid(text);
  return givens && { givens, geometry: CLASSIC };
}

/**
 * The `puzzle` attribute's givens: a blank grid for an empty one, or why it can't be read (and the parser's error).
 * Any layout but the quick one, and any size but 9×9, is read by read-puzzle.ts, loaded with the parser.
 */
export async function readPuzzle(text: string): Promise<PuzzleRead> {
  return readPuzzleNow(text) ?? (await import('./read-puzzle.ts')).readAnyPuzzle(text);
}

/**
 * First game (`read`: the `puzzle` attribute read, null without one): a saved game, else the `puzzle`, else a value (from the attribute or a form restore), else a new
 * puzzle at `difficulty`. A saved game of another puzzle than the attribute's is not resumed.
 */
export function initialSource(
  saved: SavedGame | null,
  read: PuzzleRead | null,
  formState: EarlyFormState | null,
  difficulty: Level,
): InitialSource {
  const problem = read?.problem !== undefined ? { problem: read.problem } : {};
  if (
    saved &&
    (read === null ||
      read.givens === null ||
      // The same givens under the same rules (a killer's are often none at all): a variant's rules are its own.
      JSON.stringify([gridToLine(read.givens, read.geometry.cellCount), read.geometry.variant]) ===
        JSON.stringify([saved.givens, saved.variant]))
  )
    return { from: 'saved', saved, ...problem };
  if (read) {
    const geometry = read.givens ? { geometry: read.geometry } : {};
    const value = formState?.value ?? read.value ?? null;
    return { from: 'attribute', givens: read.givens, ...geometry, value, ...problem };
  }
  if (formState) return { from: 'form', givens: formState.givens ?? emptyGrid(), value: formState.value };
  return { from: 'generate', difficulty };
}
