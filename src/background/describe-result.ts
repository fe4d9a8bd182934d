/**
 * Grabbed page content → the overlay's model: parse (or take the grid a picture was read as), solve (counting up to
 * two solutions), and word the outcome. Pure apart from the engine, so it is tested without a browser.
 *
 * A grid the user has to look at first is never solved here: a picture read with uncertain cells, and a grid whose
 * digits clash or that has no solution, come back `editable` with no solution, for the user to fix and confirm.
 */
import { pictureTooLarge } from '../engine/picture/index.ts';
import { format } from '../engine/format.ts';
import { describeConflict } from '../engine/conflict-words.ts';
import { findConflicts, type Grid } from '../engine/grid.ts';
import { parse } from '../engine/parse/index.ts';
import { solve } from '../engine/solve/index.ts';
import {
  gridSources,
  type Anchor,
  type GrabbedGrid,
  type GrabScope,
  type GrabSource,
} from '../content/grid-sources.ts';
import type { OverlayModel } from '../content/overlay-model.ts';

/** How much of the read text the overlay shows: enough to recognise it, not a whole page. */
export const MAX_SHOWN_READ = 400;

/** What the user is asked to do with a grid they can fix. */
const FIX = 'Fix it (click a cell, type a digit, or Delete to clear it), then choose "Use this grid".';

/** How the overlay names where it read from: the source's label, or "the selection" when no source read a grid. */
export function sourceLabel(source: GrabSource): string {
  return gridSources().find((row) => row.id === source)?.label ?? 'the selection';
}

export function truncateForDisplay(text: string, max = MAX_SHOWN_READ): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : chars.slice(0, max).join('') + '…';
}

/** Where a grid came from, and how it was read. */
export interface GridOrigin {
  source: GrabSource;
  anchor: Anchor | null;
  /** What was read, as shown under the grid ('' for a picture). */
  read: string;
  /** Cells the recognizer is unsure of. */
  uncertain?: number[];
  /** The user has checked (and maybe fixed) the grid in the overlay: it is solved as it stands. */
  confirmed?: boolean;
}

const plural = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;

/** The model for a grid in hand: asks the user to check it when it needs checking, else solves it. */
export function describeGrid(grid: Grid, origin: GridOrigin): OverlayModel {
  const uncertain = origin.confirmed ? [] : [...(origin.uncertain ?? [])].sort((a, b) => a - b);
  const conflicts = findConflicts(grid);
  const clashes = [...new Set(conflicts.flatMap((c) => c.cells))].sort((a, b) => a - b);
  const puzzle = format(grid, 'line');
  const base = { source: origin.source, anchor: origin.anchor, read: origin.read, puzzle, uncertain, clashes };
  const label = sourceLabel(origin.source);
  if (uncertain.length > 0) {
    return {
      ...base,
      status: 'check',
      title: 'Check the grid',
      message:
        `Read from ${label}, but ${plural(uncertain.length, 'cell is', 'cells are')} uncertain (marked). Compare ` +
        `the grid with the picture before solving. ${FIX}`,
      solution: null,
      editable: true,
    };
  }
  if (conflicts.length > 0) {
    return {
      ...base,
      status: 'unsolvable',
      title: 'No solution',
      message: `This puzzle has no solution: ${describeConflict(conflicts[0])}. ${FIX}`,
      solution: null,
      editable: true,
    };
  }
  const result = solve(grid, { limit: 2 });
  const solution = result.solution ? format(result.solution, 'line') : null;
  if (result.status === 'timeout') {
    return {
      ...base,
      status: 'timeout',
      title: 'Too hard to finish',
      message: `The solver gave up on this grid before finding a solution; it most likely has none. ${FIX}`,
      solution: null,
      editable: true,
    };
  }
  if (result.status === 'unsolvable' || !solution) {
    return {
      ...base,
      status: 'unsolvable',
      title: 'No solution',
      message: `This puzzle has no solution. ${FIX}`,
      solution: null,
      editable: true,
    };
  }
  const from = origin.confirmed ? 'The grid as you checked it' : `Read from ${label}: this puzzle`;
  if (result.count > 1) {
    return {
      ...base,
      status: 'several',
      title: 'Several solutions',
      message: `${from} has more than one solution; "Show solution" shows one.`,
      solution,
      editable: false,
    };
  }
  return {
    ...base,
    status: 'solved',
    title: 'Sudoku solved',
    message: `${from} has one solution. "Next step" explains one step at a time; "Show solution" shows it all.`,
    solution,
    editable: false,
  };
}

export function describeResult(grabbed: GrabbedGrid): OverlayModel {
  const origin = { source: grabbed.source, anchor: grabbed.anchor, read: truncateForDisplay(grabbed.text) };
  if (grabbed.kind === 'none' || grabbed.kind === 'pictures' || grabbed.text.trim() === '') {
    return describeNoSudoku(grabbed.scope ?? 'page', { canvas: 0, image: 0 });
  }
  // Clashing givens are read all the same, to be shown and fixed.
  const parsed = parse(grabbed.text, { allowConflicts: true });
  if (!parsed.ok) {
    return {
      ...origin,
      status: 'unreadable',
      title: 'No Sudoku grid found',
      message: `Could not read a Sudoku grid from ${sourceLabel(grabbed.source)}: ${parsed.error.message}.`,
      puzzle: null,
      solution: null,
      uncertain: [],
      clashes: [],
      editable: false,
    };
  }
  return describeGrid(parsed.grid, origin);
}

/** How many pictures of each kind were scanned without finding a grid. */
export interface PicturesLooked {
  canvas: number;
  image: number;
}

function looked({ canvas, image }: PicturesLooked): string {
  const parts = [canvas && plural(canvas, 'canvas', 'canvases'), image && plural(image, 'image', 'images')];
  return parts.filter(Boolean).join(' and ');
}

const INSTEAD = 'Select the grid and choose "Solve Sudoku" again, or paste a screenshot of it into the Sudoku popup.';

/** A model with no grid in it: only its status and words are left to fill in. */
const NO_GRID = {
  source: 'none',
  anchor: null,
  read: '',
  puzzle: null,
  solution: null,
  uncertain: [],
  clashes: [],
  editable: false,
} as const satisfies Partial<OverlayModel>;

/** Nothing holds a Sudoku: says where it looked (`scope`), and what it scanned. */
export function describeNoSudoku(scope: GrabScope, scanned: PicturesLooked): OverlayModel {
  if (scope === 'image') {
    return {
      ...NO_GRID,
      status: 'no-sudoku',
      title: 'No Sudoku found in this image',
      message: `Could not find a Sudoku grid in the image you clicked. ${INSTEAD}`,
    };
  }
  const pictures = looked(scanned);
  return {
    ...NO_GRID,
    status: 'no-sudoku',
    title: 'No Sudoku found on this page',
    message:
      `Nothing was selected, so the whole page was searched: no table or grid of 81 cells` +
      (pictures
        ? `, and no Sudoku in its ${pictures} (the largest, scanned).`
        : ', and no canvas or image large enough to hold one.') +
      ` ${INSTEAD}`,
  };
}

/** What a user can do about a picture the tab's capture did not show. */
const KEEP_IN_FRONT =
  'Keep the tab in front with the grid in view and try again, or save the picture and drop it on the Sudoku popup.';

/**
 * A picture the page would not let Sudoku read, and that could not be read from a capture of the tab either:
 * `why` not, and what to do instead (`advice`; by default, keep the tab in front and try again).
 */
export function describeBlockedPicture(
  element: 'canvas' | 'image',
  { why, advice = KEEP_IN_FRONT }: { why: string; advice?: string },
): OverlayModel {
  return {
    ...NO_GRID,
    status: 'unreadable',
    title: "Can't read the picture",
    message:
      `The ${element} comes from another site, so the page does not let Sudoku read its pixels, and it could not ` +
      `be read from a picture of the tab either (${why}). ${advice}`,
  };
}

/** A picture over the size limit, not read: its size and the limit (picture-size.ts), and what to do instead. */
export function describeLargePicture({
  element,
  width,
  height,
}: {
  element: 'canvas' | 'image';
  width: number;
  height: number;
}): OverlayModel {
  return {
    ...NO_GRID,
    status: 'unreadable',
    title: 'The picture is too large',
    message:
      `The ${element} is ${pictureTooLarge(width, height) ?? `${width} × ${height} pixels`}, so Sudoku did not ` +
      `read it. Take a screenshot of the grid and paste it in the Sudoku popup.`,
  };
}
