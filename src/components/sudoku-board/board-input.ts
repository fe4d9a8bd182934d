/**
 * What the player's keys, taps and keypad presses do to the board: the template's handlers (BoardActions), and a
 * digit, note or erase on the selected cell. The board hands over the parts of its state these need, as closures.
 */
import type { Level } from '../../engine/levels.ts';
import type { BoardActions } from './board-view.ts';
import type { ChangeReason } from './events.ts';
import type { Game, Move } from './game.ts';
import type { Said } from './i18n/strings.ts';
import { interpretKey, navigate, type KeyAction } from './keyboard.ts';

export interface InputBoard {
  game(): Game;
  selected(): number;
  /** Nothing may change (readonly, disabled form, solved, no game). */
  locked(): boolean;
  notesMode(): boolean;
  toggleNotesMode(): void;
  select(cell: number, focus: boolean): void;
  /** A move the player made: events, form value, save, and the solved test. */
  moved(reason: ChangeReason, move: Move): void;
  announce(text: Said): void;
  /** Auto-candidates: an erased digit gives its cell its candidates back. */
  autoCandidates(): boolean;
  fillNotes(): void;
  undo(): void;
  redo(): void;
  hint(): void;
  cancelGeneration(): void;
  paused(): boolean;
  pause(): void;
  resume(): void;
  newPuzzle(level?: Level): void;
}

/** The template's handlers for `board`. */
export function boardActions(board: InputBoard): BoardActions {
  const act = (action: KeyAction): void => {
    switch (action.type) {
      case 'digit':
        return input(board, action.digit, action.note);
      case 'erase':
        return input(board, 0, false);
      case 'toggle-notes':
        board.toggleNotesMode();
        return board.announce((s) => (board.notesMode() ? s.notesOn : s.notesOff));
      case 'fill-notes':
        return board.fillNotes();
      case 'undo':
        return board.undo();
      case 'redo':
        return board.redo();
      case 'hint':
        return board.hint();
      default:
        board.select(navigate(board.selected(), action), true);
    }
  };
  return {
    onKeyDown: (event) => {
      const action = interpretKey(event);
      // Paused, the board takes no keys (a key pressed on Resume would otherwise play unseen).
      if (!action || board.paused()) return;
      event.preventDefault();
      act(action);
    },
    // Pointer down (mouse, touch, pen) selects at once; click covers assistive tech that only sends clicks.
    onCellPress: (event) => {
      const target = (event.target as Element).closest<HTMLElement>('[data-cell]');
      if (target) board.select(Number(target.dataset.cell), true);
    },
    cancelGeneration: () => board.cancelGeneration(),
    pause: () => board.pause(),
    resume: () => board.resume(),
    newPuzzle: (level) => board.newPuzzle(level),
    act,
  };
}

/** A digit (0 erases) on the selected cell: placed, or toggled as a note in notes mode or when `asNote`. */
function input(board: InputBoard, digit: number, asNote: boolean): void {
  const cell = board.selected();
  const game = board.game();
  if (board.locked()) return;
  if (game.isGiven(cell)) {
    board.announce((s) => s.givenCell);
    return;
  }
  if (digit === 0) {
    const notes = game.values[cell] && board.autoCandidates() ? game.candidates(cell) : 0;
    const move = game.apply([{ cell, value: 0, notes }]);
    if (move) board.moved('erase', move);
    return;
  }
  if (asNote || board.notesMode()) {
    const move = game.toggleNote(cell, digit);
    if (move) board.moved('note', move);
    return;
  }
  const move = game.place(cell, digit);
  if (move) {
    board.moved('entry', move);
    if (game.conflicts().has(cell)) board.announce((s) => s.clashes(digit));
  }
}
