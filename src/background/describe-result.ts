/**
 * Grabbed page content → the overlay's model: parse, solve (counting up to two solutions), and word the outcome.
 * Pure apart from the engine, so it is tested without a browser.
 */
import { format } from '../engine/format.ts';
import { parse } from '../engine/parse.ts';
import { solve } from '../engine/solve.ts';
import { gridSources, type GrabbedGrid, type GrabSource } from '../content/grid-sources.ts';
import type { OverlayModel } from '../content/overlay-model.ts';

/** How much of the read text the overlay shows: enough to recognise it, not a whole page. */
export const MAX_SHOWN_READ = 400;

/** How the overlay names where it read from: the source's label, or "the selection" when no source read a grid. */
function sourceLabel(source: GrabSource): string {
  return gridSources().find((row) => row.id === source)?.label ?? 'the selection';
}

export function truncateForDisplay(text: string, max = MAX_SHOWN_READ): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : chars.slice(0, max).join('') + '…';
}

export function describeResult(grabbed: GrabbedGrid): OverlayModel {
  const base = { source: grabbed.source, anchor: grabbed.anchor, read: truncateForDisplay(grabbed.text) };
  if (grabbed.kind === 'none' || grabbed.text.trim() === '') {
    return {
      ...base,
      status: 'nothing-selected',
      title: 'Nothing selected',
      message: 'Select a Sudoku grid on the page (drag across all of it), then choose "Solve Sudoku" again.',
      puzzle: null,
      solution: null,
    };
  }
  const parsed = parse(grabbed.text);
  if (!parsed.ok) {
    if (parsed.error.code === 'duplicate') {
      return {
        ...base,
        status: 'unsolvable',
        title: 'No solution',
        message: `This puzzle has no solution: ${parsed.error.message}.`,
        puzzle: null,
        solution: null,
      };
    }
    return {
      ...base,
      status: 'unreadable',
      title: 'No Sudoku grid found',
      message: `Could not read a Sudoku grid from ${sourceLabel(grabbed.source)}: ${parsed.error.message}.`,
      puzzle: null,
      solution: null,
    };
  }
  const puzzle = format(parsed.grid, 'line');
  const result = solve(parsed.grid, { limit: 2 });
  const solution = result.solution ? format(result.solution, 'line') : null;
  if (result.status === 'timeout') {
    return {
      ...base,
      status: 'timeout',
      title: 'Too hard to finish',
      message: 'The solver gave up on this grid before finding a solution; it most likely has none.',
      puzzle,
      solution: null,
    };
  }
  if (result.status === 'unsolvable' || !solution) {
    return {
      ...base,
      status: 'unsolvable',
      title: 'No solution',
      message: 'This puzzle has no solution.',
      puzzle,
      solution: null,
    };
  }
  if (result.count > 1) {
    return {
      ...base,
      status: 'several',
      title: 'Several solutions',
      message: 'This puzzle has more than one solution; here is one.',
      puzzle,
      solution,
    };
  }
  return {
    ...base,
    status: 'solved',
    title: 'Sudoku solved',
    message: `Read from ${sourceLabel(grabbed.source)}; this is its only solution.`,
    puzzle,
    solution,
  };
}
