/**
 * What the player's keys, taps and keypad presses do to the board: the template's handlers (BoardActions), and a
 * digit, note or erase on the selected cell. The board hands over the parts of its state these need, as closures.
 */
import type { Level } from '../../engine/levels.ts';
import type { BoardActions } from './board-view.ts';
import type { ChangeReason } from './events.ts';
import { digitBit } from '../../engine/grid.ts';
import type { CellEdit, Game, Move } from '../../play/game.ts';
import type { Said } from './i18n/strings.ts';
import { interpretKey, navigate, type KeyAction } from './keyboard.ts';

/** How long a press must rest on a cell to write a note, as a right-click does. */
export const LONG_PRESS_MS = 500;
/** A press that moves further than this (CSS px) is a drag or a scroll, not a long press. */
const PRESS_SLOP = 10;

export interface InputBoard {
  game(): Game;
  selected(): number;
  /** Nothing may change (readonly, disabled form, solved, no game). */
  locked(): boolean;
  notesMode(): boolean;
  toggleNotesMode(): void;
  /** Digit-first input is on: a keypad digit is picked, and taps write it. */
  digitFirst(): boolean;
  /** The digit picked on the keypad (digit-first), 0 none. */
  picked(): number;
  pick(digit: number): void;
  /** A right-click or long press without a picked digit: the next digit goes in as a note (one time). */
  noteNext(): boolean;
  setNoteNext(on: boolean): void;
  select(cell: number, focus: boolean): void;
  /** The selected cells, the focused one first. */
  selection(): number[];
  /** Adds a cell to the selection (a drag, Shift+arrow), or `toggle`s it (Ctrl/Shift-click). */
  extend(cell: number, toggle: boolean): void;
  /** Colours the selected cells (0 takes the colour off); in notes mode, chooses a colour for a candidate. */
  paint(color: number): void;
  /** Gives the candidate `digit` the colour chosen in notes mode; false when none was chosen. */
  paintNote(digit: number): boolean;
  forgetNoteColour(): void;
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
  dailyPuzzle(level: Level): void;
  continueGame(): void;
  openSettings(): void;
  /** Opens the technique trainer. */
  practise(): void;
}

const cellOf = (target: EventTarget | null): number | null => {
  const cell = (target as Element | null)?.closest?.<HTMLElement>('[data-cell]');
  return cell ? Number(cell.dataset.cell) : null;
};

/** The template's handlers for `board`. */
export function boardActions(board: InputBoard): BoardActions {
  /** The press that may become a long press, until it is lifted, moves or fires. */
  let press: { x: number; y: number; timer: ReturnType<typeof setTimeout> } | null = null;
  /** The press on now wrote a note: the contextmenu and click it may send as well are part of it. */
  let longPressed = false;
  /** The press on now drags a selection: the cell under it so far, or null before it left its first cell. */
  let drag: { last: number; moved: boolean } | null = null;
  const endPress = (): void => {
    if (press) clearTimeout(press.timer);
    press = null;
  };

  /** Right-click and long press: the picked digit as a note; without one, the next digit goes in as a note. */
  const noteAt = (cell: number): void => {
    // On a cell of a selection of several, the note goes to them all.
    if (!board.selection().includes(cell)) board.select(cell, true);
    const digit = board.picked();
    if (digit) return input(board, digit, true);
    if (board.locked()) return;
    board.setNoteNext(true);
    board.announce((s) => s.noteNext);
  };

  const act = (action: KeyAction): void => {
    // A colour chosen in notes mode is for the candidate of the next digit; any other action forgets it.
    if ((action.type === 'digit' || action.type === 'pick') && board.paintNote(action.digit)) return;
    if (action.type !== 'color') board.forgetNoteColour();
    switch (action.type) {
      case 'digit':
        return input(board, action.digit, action.note);
      case 'pick':
        // With several cells selected, the digit goes to them, as in cell-first.
        if (board.selection().length > 1) return input(board, action.digit, false);
        board.pick(board.picked() === action.digit ? 0 : action.digit);
        return board.announce((s) => s.picked(board.picked()));
      case 'place-picked':
        if (board.picked()) input(board, board.picked(), false);
        return;
      case 'erase':
        return input(board, 0, false);
      case 'color':
        return board.paint(action.color);
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
      // Enter and Space are the buttons' own keys: on a cell only, and only with a digit picked.
      if (action.type === 'place-picked' && (cellOf(event.target) === null || !board.picked())) return;
      event.preventDefault();
      // Shift+arrow takes the next cell into the selection.
      if (action.type === 'move' && event.shiftKey) board.extend(navigate(board.selected(), action), false);
      else act(action);
    },
    // Pointer down (mouse, touch, pen) selects at once, and may become a long press.
    onPointerDown: (event) => {
      const cell = cellOf(event.target);
      endPress();
      longPressed = false;
      drag = null;
      if (cell === null || event.button !== 0) return;
      // Ctrl, Cmd or Shift: one more cell in the selection (or one less).
      if (event.ctrlKey || event.metaKey || event.shiftKey) return board.extend(cell, true);
      board.select(cell, true);
      drag = { last: cell, moved: false };
      const timer = setTimeout(() => {
        press = null;
        longPressed = true;
        noteAt(cell);
      }, LONG_PRESS_MS);
      press = { x: event.clientX, y: event.clientY, timer };
    },
    onPointerMove: (event) => {
      if (press && Math.hypot(event.clientX - press.x, event.clientY - press.y) > PRESS_SLOP) endPress();
      if (!drag || !event.buttons) return;
      // A touch keeps its first target: the cell under the finger is found by position.
      const root = (event.currentTarget as Element).getRootNode() as ShadowRoot;
      const cell = cellOf(root.elementFromPoint(event.clientX, event.clientY));
      if (cell === null || cell === drag.last) return;
      endPress();
      drag = { last: cell, moved: true };
      board.extend(cell, false);
    },
    onPointerEnd: endPress,
    // A click also comes from assistive tech that sends only clicks; digit-first, it writes the picked digit.
    onCellClick: (event) => {
      const cell = cellOf(event.target);
      // The click that ends a long press or a drag is theirs (a click without a press, from assistive tech, is not).
      const theirs = longPressed || drag?.moved;
      longPressed = false;
      drag = null;
      // A modifier click was taken at pointer down.
      if (cell === null || theirs || event.ctrlKey || event.metaKey || event.shiftKey) return;
      board.select(cell, true);
      if (board.digitFirst() && board.picked()) input(board, board.picked(), false);
    },
    onContextMenu: (event) => {
      // The browser's menu has nothing for a cell; a long press on touch sends this too, after its own note.
      event.preventDefault();
      const cell = cellOf(event.target);
      if (cell !== null && !longPressed) noteAt(cell);
    },
    cancelGeneration: () => board.cancelGeneration(),
    pause: () => board.pause(),
    resume: () => board.resume(),
    newPuzzle: (level) => board.newPuzzle(level),
    dailyPuzzle: (level) => board.dailyPuzzle(level),
    continueGame: () => board.continueGame(),
    openSettings: () => board.openSettings(),
    practise: () => board.practise(),
    act,
  };
}

/**
 * A digit (0 erases) on the selected cells: placed, or toggled as a note in notes mode, when `asNote` or after a
 * right-click (on in every cell unless all have it: then off in all). A digit all the cells already hold is taken
 * out again, as a second tap on a switch would. Givens are passed over.
 */
function input(board: InputBoard, digit: number, asNote: boolean): void {
  const game = board.game();
  if (board.locked()) return;
  const note = asNote || board.notesMode() || board.noteNext();
  board.setNoteNext(false);
  const cells = board.selection().filter((cell) => !game.isGiven(cell));
  if (cells.length === 0) {
    board.announce((s) => s.givenCell);
    return;
  }
  const erase = (cell: number): CellEdit => ({
    cell,
    value: 0,
    notes: game.values[cell] && board.autoCandidates() ? game.candidates(cell) : 0,
  });
  if (digit === 0 || (!note && cells.every((cell) => game.values[cell] === digit))) {
    const move = game.apply(cells.map(erase));
    if (move) board.moved('erase', move);
    return;
  }
  if (note) {
    const bit = digitBit(digit);
    const blanks = cells.filter((cell) => !game.values[cell]);
    const on = blanks.some((cell) => !(game.notes[cell] & bit));
    const move = game.apply(
      blanks.map((cell) => ({ cell, value: 0, notes: on ? game.notes[cell] | bit : game.notes[cell] & ~bit })),
    );
    if (move) board.moved('note', move);
    return;
  }
  const move = game.place(cells, digit);
  if (move) {
    board.moved('entry', move);
    const conflicts = game.conflicts();
    if (cells.some((cell) => conflicts.has(cell))) board.announce((s) => s.clashes(digit));
  }
}
