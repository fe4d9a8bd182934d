/**
 * A `puzzle` text in any layout the parser reads, at any size the engine plays: loaded with the parser, the first
 * time a page gives a puzzle the quick reader (initial-source.ts) does not know, so the element's first download
 * holds neither.
 */
import { GRID_SIZES, geometryOfSize } from '../../engine/geometries.ts';
import type { Geometry } from '../../engine/geometry.ts';
import { CLASSIC, gridToLine, type Grid } from '../../engine/grid.ts';
import { parse } from '../../engine/parse/index.ts';
import { readShareUrl } from '../../engine/share.ts';
import {
  isPuzzleLink,
  looksLikeVariantInput,
  readFpuzzles,
  readVariantPuzzle,
  solveVariant,
  type LzBase64,
  type VariantPuzzle,
} from '../../engine/variant/index.ts';
import { isVariantShareLink, readVariantShareLink } from '../../engine/variant-share/index.ts';
import { variantGeometry } from '../../play/variant-geometry.ts';
import type { PuzzleRead } from './initial-source.ts';

/** A share link's puzzle with the board it carries, if any (a share link read as the puzzle: the page's address). */
function withProgress(text: string, read: { givens: Grid; geometry: Geometry }, format: string): PuzzleRead {
  const progress = format === 'url-share' ? readShareUrl(text, read.geometry)?.progress : null;
  return progress ? { ...read, value: gridToLine(progress, read.geometry.cellCount) } : read;
}

/**
 * Reads `text` as 9×9 first, then as each other size the engine plays (6×6, 4×4: the size is the puzzle's). Text
 * that is none of them gets the 9×9 reading's error, unless that only says the cell count is wrong and a smaller
 * grid's reading found all its cells but two equal digits in a unit.
 */
export function readAnySize(text: string): PuzzleRead {
  if (text.trim().startsWith('{')) return readVariant(text);
  if (isVariantShareLink(text)) return readVariantLink(text);
  // Our variant text form (`variant: killer` …) before the classic parser, which would take its grid alone as a
  // classic 9×9 and drop its cages or regions; a puzzle site's link (without its codec here: readAnyPuzzle's).
  if (looksLikeVariantInput(text)) return readVariantForm(text);
  const result = parse(text);
  if (result.ok) return withProgress(text, { givens: result.grid, geometry: CLASSIC }, result.format);
  let { error } = result;
  // Largest first: a 36-cell text is read as 6×6 before 4×4 can call its 5s and 6s wrong.
  for (const size of [...GRID_SIZES].reverse()) {
    const geometry = geometryOfSize(size);
    if (!geometry || geometry === CLASSIC) continue;
    const small = parse(text, { geometry });
    if (small.ok) return withProgress(text, { givens: small.grid, geometry }, small.format);
    // A full smaller grid with a clash says more than "found 36 cells, expected 81"; any other error of a smaller
    // reading (a character it can't take, its own count) would only confuse a 9×9 text.
    if (error === result.error && error.code === 'cell-count' && small.error.code === 'duplicate') error = small.error;
  }
  // 16×16, which the classic parser does not play: a line or 16 lines, in 1–9A–G or 0–F (engine/variant/grid-forms.ts).
  const sixteen = readVariantPuzzle(text);
  if (sixteen.ok && sixteen.puzzle.rules.size === 16) return playable(sixteen.puzzle, sixteen.format);
  return { givens: null, problem: `The puzzle can't be read: ${error.message}.`, error };
}

/**
 * Any `puzzle` text: an f-puzzles or SudokuPad link with LZ-String's codec (loaded only for a link: 1.5 KB gzipped
 * that no other puzzle needs), else as readAnySize reads it.
 */
export async function readAnyPuzzle(text: string): Promise<PuzzleRead> {
  if (!isPuzzleLink(text.trim())) return readAnySize(text);
  const { LZ_BASE64 } = await import('../../lz-base64.ts');
  return readVariantForm(text, LZ_BASE64);
}

/** A puzzle in one of the variant reader's own forms (text form, link), played under its rules, or refused. */
function readVariantForm(text: string, links?: LzBase64): PuzzleRead {
  const read = readVariantPuzzle(text, links);
  return read.ok ? playable(read.puzzle, read.format) : refuse(read.message);
}

const refuse = (message: string): PuzzleRead => ({
  givens: null,
  problem: `The puzzle can't be read: ${message}.`,
  // The parser's codes are the CLI's too (cli-error.ts maps each): its "can't read this" one, at the start.
  error: { code: 'bad-char', message, line: 1, column: 1 },
});

/**
 * f-puzzles JSON (a variant: killer cages, jigsaw regions, diagonals…; src/engine/variant/fpuzzles.ts) on the
 * variant's geometry, which carries the solution found under its rules (the board judges by it). A puzzle without
 * exactly one solution, or with a rule the board does not play, is refused saying why.
 */
function readVariant(text: string): PuzzleRead {
  const read = readFpuzzles(text);
  return read.ok ? playable(read.puzzle, 'f-puzzles') : refuse(read.message);
}

/** A variant game's share link (the board's shareUrl: its rules in the link), with the board it carries, if any. */
function readVariantLink(text: string): PuzzleRead {
  const read = readVariantShareLink(text);
  if (!read.ok) return refuse(`share link: ${read.message}`);
  const found = playable(read.puzzle, 'share link');
  return found.givens && read.progress ? { ...found, value: gridToLine(read.progress, read.progress.length) } : found;
}

/** A variant puzzle on its geometry, once solved under its rules: refused (`source` saying what) unless unique. */
function playable({ rules, givens }: VariantPuzzle, source: string): PuzzleRead {
  try {
    const found = solveVariant(rules, givens, 2);
    if (found.timedOut) return refuse(`${source}: its solution could not be found in time`);
    if (found.count !== 1 || !found.solution)
      return refuse(`${source}: it has ${found.count ? 'more than one solution' : 'no solution'}`);
    return { givens, geometry: variantGeometry(rules, found.solution) };
  } catch (error) {
    return refuse(error instanceof Error ? error.message : String(error));
  }
}
