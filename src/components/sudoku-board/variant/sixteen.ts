/**
 * 16×16's digits: 10 to 16 are written A to G (the digits 1–9, then letters, as the keypad and the keys have them).
 * The board's template writes numbers; the variant drawing rewrites a cell's text after each update, and the notes
 * (drawn by CSS from data-digit) take their letter from these styles.
 */
import { css, unsafeCSS } from 'lit';
import type { Move } from '../../../play/game.ts';
import type { InputResult } from '../../../play/session.ts';
import type { Said } from '../../../words/board-types.ts';
import type { ChangeReason } from '../events.ts';

/** A digit as a 16×16 grid shows it: 1–9, then A (10) to G (16). */
export const digitSymbol = (digit: number): string => (digit > 9 ? String.fromCharCode(55 + digit) : String(digit));

/** Rewrites a `.digit` element's number as its symbol (the board writes the number again when the cell changes). */
export function digitText(element: Element): void {
  const digit = Number(element.textContent);
  if (digit > 9) element.textContent = digitSymbol(digit);
}

/** What the keys need of the board: its game, and what a typed digit does there (board-input.ts's own steps). */
export interface KeyedBoard {
  readonly session: {
    readonly paused: boolean;
    readonly size: number;
    input(digit: number, asNote: boolean): InputResult;
  };
  played(reason: ChangeReason, move: Move): void;
  announce(text: Said): void;
}

/**
 * Keys A–G (either case) type 16×16's digits 10–16, as 1–9 type theirs (board-input.ts): the board's own key map
 * (keyboard.ts) stays out of it, in the first download. A key with Ctrl, Alt or Meta is left to the board.
 */
export function letterKeys(board: KeyedBoard): (event: KeyboardEvent) => void {
  return (event) => {
    const { session } = board;
    if (session.size !== 16 || session.paused || event.ctrlKey || event.metaKey || event.altKey) return;
    if (!/^[a-g]$/i.test(event.key)) return;
    const digit = parseInt(event.key, 17);
    event.preventDefault();
    event.stopPropagation();
    const result = session.input(digit, false);
    if (!result) return;
    if ('given' in result) return board.announce((s) => s.givenCell);
    board.played(result.reason, result.move);
    if (result.clash) board.announce((s) => s.clashes(digit));
  };
}

export const sixteenStyles = css`
  /* 16 keys: two rows of 8. */
  .board[data-size='16'] .keypad .digits {
    grid-template-columns: repeat(8, minmax(0, 1fr));
  }
  ${unsafeCSS(
    Array.from(
      { length: 7 },
      // ::before, the board's own note text (attr(data-digit)), replaced: a second piece (::after) read "10A" and,
      // stacked under the first in the note's grid, made the 4 rows of notes twice the cell's height.
      (_, i) => `.note[data-digit='${10 + i}']::before { content: '${digitSymbol(10 + i)}'; }`,
    ).join('\n'),
  )}
`;
