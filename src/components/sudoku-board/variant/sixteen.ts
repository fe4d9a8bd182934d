/**
 * 16×16's digits: 10 to 16 are written A to G (the digits 1–9, then letters, as the keypad and the keys have them).
 * The board's template writes numbers; the variant drawing rewrites a cell's text after each update, and the notes
 * (drawn by CSS from data-digit) take their letter from these styles.
 */
import { css, unsafeCSS } from 'lit';

/** A digit as a 16×16 grid shows it: 1–9, then A (10) to G (16). */
export const digitSymbol = (digit: number): string => (digit > 9 ? String.fromCharCode(55 + digit) : String(digit));

/** Rewrites a `.digit` element's number as its symbol (the board writes the number again when the cell changes). */
export function digitText(element: Element): void {
  const digit = Number(element.textContent);
  if (digit > 9) element.textContent = digitSymbol(digit);
}

export const sixteenStyles = css`
  ${unsafeCSS(
    Array.from(
      { length: 7 },
      (_, i) => `.note[data-digit='${10 + i}']::after { content: '${digitSymbol(10 + i)}'; }`,
    ).join('\n'),
  )}
`;
