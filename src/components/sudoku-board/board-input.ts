/**
 * What the player's keys, taps and keypad presses do to the board: the template's handlers for the grid and the
 * keypad. The rules of input (what a digit, a note or an erase does) are the play session's (src/play/session.ts);
 * this turns events into its calls, and its answers into the board's moves and words.
 */
import type { BoardActions } from './board-view.ts';
import type { ChangeReason, SudokuErrorCode } from './events.ts';
import type { Move } from '../../play/game.ts';
import type { PlaySession } from '../../play/session.ts';
import type { Said } from '../../words/board-types.ts';
import { interpretKey, navigate, type KeyAction } from './keyboard.ts';

/** How long a press must rest on a cell to write a note, as a right-click does. */
export const LONG_PRESS_MS = 500;
/** A press that moves further than this (CSS px) is a drag or a scroll, not a long press. */
const PRESS_SLOP = 10;

export interface InputBoard {
  /** The game, the selection, the input modes and the rules of input. */
  readonly session: PlaySession;
  /** `digit-first`: a keypad digit is picked, and taps write it. */
  readonly inputMode: 'cell-first' | 'digit-first';
  /** The focus goes to `cell` (the selection moved there). */
  focusCell(cell: number): void;
  /** Colours the selected cells (0 takes the colour off); in notes mode, chooses a colour for a candidate. */
  paint(color: number): void;
  /** Gives the candidate `digit` the colour chosen in notes mode; false when none was chosen. */
  paintNote(digit: number): boolean;
  /** Forgets a colour chosen in notes mode (another action came), and its prompt. */
  forgetNoteColour(): void;
  /** A move the player made: events, form value, save, the check as you go and the solved test. */
  played(reason: ChangeReason, move: Move): void;
  announce(text: Said): void;
  fillNotes(): Promise<unknown>;
  undo(): Promise<unknown>;
  redo(): Promise<unknown>;
  hint(): Promise<unknown>;
  fail(code: SudokuErrorCode, message: Said): void;
}

/** The handlers of the grid and the keypad; the template's other buttons are the element's own. */
export type InputActions = Pick<
  BoardActions,
  'onKeyDown' | 'onPointerDown' | 'onPointerMove' | 'onPointerEnd' | 'onCellClick' | 'onContextMenu' | 'act'
>;

const cellOf = (target: EventTarget | null): number | null => {
  const cell = (target as Element | null)?.closest?.<HTMLElement>('[data-cell]');
  return cell ? Number(cell.dataset.cell) : null;
};

/** The grid's and the keypad's handlers for `board`. */
export function boardActions(board: InputBoard): InputActions {
  const { session } = board;
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
  const select = (cell: number): void => {
    session.select(cell);
    board.focusCell(cell);
  };
  const extend = (cell: number, toggle: boolean): void => board.focusCell(session.extend(cell, toggle));

  /** A digit (0 erases) on the selected cells, by the session's rules: the move it made, and what to say. */
  const input = (digit: number, asNote: boolean): void => {
    const result = session.input(digit, asNote);
    if (!result) return;
    if ('given' in result) return board.announce((s) => s.givenCell);
    board.played(result.reason, result.move);
    if (result.clash) board.announce((s) => s.clashes(digit));
  };

  /** Right-click and long press: the picked digit as a note; without one, the next digit goes in as a note. */
  const noteAt = (cell: number): void => {
    // On a cell of a selection of several, the note goes to them all.
    if (!session.selection.includes(cell)) select(cell);
    if (session.picked) return input(session.picked, true);
    if (session.noteNextDigit()) board.announce((s) => s.noteNext);
  };

  const act = (action: KeyAction): void => {
    // A colour chosen in notes mode is for the candidate of the next digit; any other action forgets it.
    if ((action.type === 'digit' || action.type === 'pick') && board.paintNote(action.digit)) return;
    if (action.type !== 'color') board.forgetNoteColour();
    switch (action.type) {
      case 'digit':
        return input(action.digit, action.note);
      case 'pick':
        // With several cells selected, the digit goes to them, as in cell-first.
        if (session.selection.length > 1) return input(action.digit, false);
        session.pick(action.digit);
        return board.announce((s) => s.picked(session.picked));
      case 'place-picked':
        if (session.picked) input(session.picked, false);
        return;
      case 'erase':
        return input(0, false);
      case 'color':
        return board.paint(action.color);
      case 'toggle-notes': {
        const on = session.toggleNotes();
        return board.announce((s) => (on ? s.notesOn : s.notesOff));
      }
      case 'fill-notes':
        return void board.fillNotes();
      case 'undo':
        return void board.undo();
      case 'redo':
        return void board.redo();
      case 'hint':
        return void board.hint().catch((error: unknown) => board.fail('engine', String(error)));
      default:
        select(navigate(session.selected, action, session.game.geometry));
    }
  };
  return {
    onKeyDown: (event) => {
      const action = interpretKey(event);
      // Paused, the board takes no keys (a key pressed on Resume would otherwise play unseen).
      if (!action || session.paused) return;
      // Enter and Space are the buttons' own keys: on a cell only, and only with a digit picked.
      if (action.type === 'place-picked' && (cellOf(event.target) === null || !session.picked)) return;
      event.preventDefault();
      // Shift+arrow takes the next cell into the selection.
      if (action.type === 'move' && event.shiftKey)
        extend(navigate(session.selected, action, session.game.geometry), false);
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
      if (event.ctrlKey || event.metaKey || event.shiftKey) return extend(cell, true);
      select(cell);
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
      extend(cell, false);
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
      select(cell);
      if (board.inputMode === 'digit-first' && session.picked) input(session.picked, false);
    },
    onContextMenu: (event) => {
      // The browser's menu has nothing for a cell; a long press on touch sends this too, after its own note.
      event.preventDefault();
      const cell = cellOf(event.target);
      if (cell !== null && !longPressed) noteAt(cell);
    },
    act,
  };
}
