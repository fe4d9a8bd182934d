/** The words a screen reader says for a cell: position first, then what it holds and what is wrong with it. */
import { digitBit } from '../../engine/grid.ts';

export interface CellFacts {
  cell: number;
  value: number;
  notes: number;
  given: boolean;
  conflict: boolean;
  wrong: boolean;
  /** Colour 1–6 the player gave it, 0 none. */
  color: number;
}

export const noteDigits = (notes: number): number[] => [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => notes & digitBit(d));

/** "row 3, column 5, 7, given", "row 1, column 2, notes 1 4 7", "row 9, column 9, empty", "…, 4, conflict". */
export function cellLabel({ cell, value, notes, given, conflict, wrong, color }: CellFacts): string {
  const parts = [`row ${Math.floor(cell / 9) + 1}`, `column ${(cell % 9) + 1}`];
  if (value) parts.push(String(value));
  else if (notes) parts.push(`notes ${noteDigits(notes).join(' ')}`);
  else parts.push('empty');
  if (given) parts.push('given');
  if (conflict) parts.push('conflict');
  if (wrong) parts.push('wrong');
  if (color) parts.push(colorName(color));
  return parts.join(', ');
}

/** "3:07", or "1:02:09" past the hour. */
export function formatTime(ms: number): string {
  const total = Math.floor(Math.max(0, ms) / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** The status line's button that opens the Settings panel. */
export const settingsLabel = 'Settings';

/** Over a game the mistake limit stopped: play on. */
export const continueLabel = 'Continue';

/** A cell colour as the cell's label and the palette say it: "colour 2" (0: "no colour"). */
export const colorName = (color: number): string => (color ? `colour ${color}` : 'no colour');

/** The keypad's colour palette, and its buttons' names (Alt+1–6, Alt+0 for none). */
export const paletteLabel = 'Colours';
export const colorButtonName = (color: number): string => (color ? `Colour ${color}` : 'No colour');
