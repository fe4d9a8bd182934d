/**
 * What a key press means on the board, and where a move takes the selection. Kept apart from the element so the
 * key map reads as one table and can be checked on its own.
 */
import type { Geometry } from '../../engine/geometry.ts';
import { ARROWS } from '../../play/arrows.ts';

export type KeyAction =
  | { type: 'move'; rows: number; cols: number; toEdge: boolean }
  | { type: 'row-start' | 'row-end' | 'first-cell' | 'last-cell' }
  | { type: 'digit'; digit: number; note: boolean }
  /** Digit-first input: a keypad digit picked (or put down again) for the taps that follow. */
  | { type: 'pick'; digit: number }
  /** Digit-first input: Enter or Space on a cell writes the picked digit there, as a tap does. */
  | { type: 'place-picked' }
  | { type: 'erase' }
  /** Colour 1–6 for the selected cells, 0 none. */
  | { type: 'color'; color: number }
  | { type: 'toggle-notes' }
  | { type: 'fill-notes' }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'hint' };

type KeyInfo = Pick<KeyboardEvent, 'key' | 'code' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>;

/**
 * The digit a key press means, and whether it asks for a note. A typed digit (`key` '1'–'9') is placed, whatever
 * the modifiers: on AZERTY and similar layouts Shift is how the digit row types digits at all. A digit-row or
 * numpad key that types something else is still its digit (`code`): unshifted on AZERTY ('&' for Digit1) it places,
 * with Shift on QWERTY ('!' for Shift+Digit1) it pencils a note.
 */
function digitOf({ key, code, shiftKey }: KeyInfo): { digit: number; note: boolean } | null {
  if (/^[0-9]$/.test(key)) return { digit: Number(key), note: false };
  const match = /^(?:Digit|Numpad)([0-9])$/.exec(code);
  return match ? { digit: Number(match[1]), note: shiftKey } : null;
}

export function interpretKey(event: KeyInfo): KeyAction | null {
  const command = event.ctrlKey || event.metaKey;
  // Alt+1–6 colours, Alt+0 takes the colour off: by `code`, since Alt (Option on a Mac) changes what a key types.
  // Ctrl+Alt is AltGr on Windows, which types characters: not a colour.
  if (event.altKey) {
    const colour = command ? null : /^(?:Digit|Numpad)([0-6])$/.exec(event.code);
    return colour ? { type: 'color', color: Number(colour[1]) } : null;
  }
  const arrow = ARROWS[event.key];
  if (arrow) return { type: 'move', rows: arrow[0], cols: arrow[1], toEdge: command };
  if (event.key === 'Home') return { type: command ? 'first-cell' : 'row-start' };
  if (event.key === 'End') return { type: command ? 'last-cell' : 'row-end' };
  const letter = event.key.length === 1 ? event.key.toLowerCase() : '';
  if (command) {
    if (letter === 'z') return { type: event.shiftKey ? 'redo' : 'undo' };
    if (letter === 'y') return { type: 'redo' };
    return null;
  }
  if (event.key === 'Backspace' || event.key === 'Delete') return { type: 'erase' };
  if (event.key === 'Enter' || event.key === ' ') return { type: 'place-picked' };
  const typed = digitOf(event);
  if (typed?.digit === 0) return { type: 'erase' };
  if (typed) return { type: 'digit', ...typed };
  if (letter === 'n') return { type: 'toggle-notes' };
  if (letter === 'h') return { type: 'hint' };
  return null;
}

/**
 * The cell a navigation action selects from `cell` on `geometry`'s grid; the board does not wrap, as a spreadsheet
 * doesn't.
 */
export function navigate(cell: number, action: KeyAction, geometry: Geometry): number {
  const row = geometry.rowOf(cell);
  const col = geometry.colOf(cell);
  const last = geometry.size - 1;
  const at = (r: number, c: number) => Math.min(last, Math.max(0, r)) * geometry.size + Math.min(last, Math.max(0, c));
  switch (action.type) {
    case 'move':
      return action.toEdge
        ? at(action.rows ? (action.rows < 0 ? 0 : last) : row, action.cols ? (action.cols < 0 ? 0 : last) : col)
        : at(row + action.rows, col + action.cols);
    case 'row-start':
      return at(row, 0);
    case 'row-end':
      return at(row, last);
    case 'first-cell':
      return 0;
    case 'last-cell':
      return geometry.cellCount - 1;
    default:
      return cell;
  }
}
