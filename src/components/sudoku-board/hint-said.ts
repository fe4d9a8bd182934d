/**
 * The drawing of a hint's step in words, for screen readers (the live region): each role with its units or cells,
 * then the candidates to remove and to place, the chain's links and the digits that rule out a single's cells.
 * Cells are named in words ("row 3, column 6"), as the board's cells say themselves.
 */
import type { Candidate } from '../../engine/grade/index.ts';
import type { Geometry } from '../../engine/geometry.ts';
import type { Strings } from '../../words/board-types.ts';
import { hintWords } from '../../words/en/board-hints.ts';
import type { Drawing } from './hint-drawing.ts';
import { unitWords } from './i18n/hint-tiers.ts';

/** "row 3, column 6", in the board's language. */
export const cellWords = (s: Strings, geometry: Geometry, cell: number): string =>
  `${s.unit('row', geometry.rowOf(cell) + 1)}, ${s.unit('column', geometry.colOf(cell) + 1)}`;

/** Everything the drawing shows, in words. */
export function drawingWords(drawing: Drawing, geometry: Geometry, s: Strings): string {
  const w = hintWords(s).drawing;
  const cells = (list: readonly number[]): string => list.map((c) => cellWords(s, geometry, c)).join('; ');
  const candidates = (list: readonly Candidate[]): string =>
    list.map((c) => w.inCell(c.digit, cellWords(s, geometry, c.cell))).join('; ');
  const parts = drawing.regions.map(({ role, cells: list, units }) =>
    w.part(w.roles[role], units ? units.map((u) => unitWords(s, geometry.units[u])).join(', ') : cells(list)),
  );
  if (drawing.try.length) parts.push(w.part(w.tryOne, candidates(drawing.try)));
  if (drawing.strike.length) parts.push(w.part(w.strike, candidates(drawing.strike)));
  if (drawing.place.length) parts.push(w.part(w.place, candidates(drawing.place)));
  for (const { from, to, strong } of drawing.links)
    parts.push(w.part(strong ? w.strong : w.weak, candidates([from, to])));
  // A digit that rules out several cells is said once.
  const causes = [...new Map(drawing.causes.map((c) => [c.cell, c])).values()];
  if (causes.length) parts.push(w.part(w.cause, candidates(causes)));
  return parts.join(' ');
}
