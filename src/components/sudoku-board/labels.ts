/** The words a screen reader says for a cell: position first, then what it holds and what is wrong with it. */
import { digitBit } from '../../engine/grid.ts';
import { noteColourOf } from '../../play/game.ts';
import type { Strings } from '../../words/board-types.ts';

export interface CellFacts {
  /** The cell's row and column, 0-based. */
  row: number;
  col: number;
  value: number;
  notes: number;
  given: boolean;
  /** Its digit is the board's: an applied hint's or the revealed solution's. */
  revealed: boolean;
  conflict: boolean;
  wrong: boolean;
  /** Colour 1–6 the player gave it, 0 none. */
  color: number;
  /** Its candidates' colours (Game.noteColors). */
  noteColors: number;
}

export const noteDigits = (notes: number): number[] => [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => notes & digitBit(d));

/**
 * "row 3, column 5, 7, given", "row 3, column 6, 7, revealed", "row 1, column 2, notes 1 4 7", "row 9, column 9, empty", "…, 4, conflict"; coloured
 * candidates after the notes, "…, notes 1 4 7, colour 2: 4 7".
 */
export function cellLabel(facts: CellFacts, s: Strings): string {
  const { row, col, value, notes, given, revealed, conflict, wrong, color, noteColors } = facts;
  const parts = [s.unit('row', row + 1), s.unit('column', col + 1)];
  if (value) parts.push(String(value));
  else if (notes) {
    const digits = noteDigits(notes);
    parts.push(s.notesOf(digits.join(' ')));
    for (let c = 1; c <= 6; c++) {
      const coloured = digits.filter((d) => noteColourOf(noteColors, d) === c);
      if (coloured.length) parts.push(`${s.colourName(c)}: ${coloured.join(' ')}`);
    }
  } else parts.push(s.empty);
  if (given) parts.push(s.given);
  if (revealed) parts.push(s.revealed);
  if (conflict) parts.push(s.conflict);
  if (wrong) parts.push(s.wrong);
  if (color) parts.push(s.colourName(color));
  return parts.join(', ');
}
