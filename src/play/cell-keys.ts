/**
 * What the arrow keys and the digit keys do on a cell, shared by every grid a user types into: the board's
 * selection moves by ARROWS (keyboard.ts), and the grids read from elsewhere for the user to check, the overlay's
 * (a grid read from a page) and the popup's (a grid read from a picture), read their keys through `cellKey`.
 */

import type { Geometry } from '../engine/geometry.ts';
import { CLASSIC } from '../engine/grid.ts';
import { ARROWS } from './arrows.ts';

/** The keys that clear a cell being checked: the usual erasers, and the blanks of a puzzle line. */
const CLEARS: readonly string[] = ['Backspace', 'Delete', '0', ' ', '.'];

export type CellKey = { type: 'digit'; digit: string } | { type: 'clear' } | { type: 'move'; to: number };

/**
 * A key on cell `cell` of a grid being checked (0–80 on the classic 9×9 grid; `geometry` for another): a digit
 * 1…size replaces the cell, an eraser clears it, an arrow moves to the next cell in reading order (left of a row's
 * first cell is the previous row's last), a row up or down, never off the grid; null for any other key, which the
 * caller leaves alone.
 */
export function cellKey(key: string, cell: number, geometry: Geometry = CLASSIC): CellKey | null {
  const { size, cellCount } = geometry;
  if (key.length === 1 && key >= '1' && key <= String(size)) return { type: 'digit', digit: key };
  if (CLEARS.includes(key)) return { type: 'clear' };
  const arrow = Object.hasOwn(ARROWS, key) ? ARROWS[key] : undefined;
  if (arrow) return { type: 'move', to: Math.min(cellCount - 1, Math.max(0, cell + arrow[0] * size + arrow[1])) };
  return null;
}
