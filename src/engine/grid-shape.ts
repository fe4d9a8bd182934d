/**
 * What a grid of some shape is, for code that checks a value it was handed (the grader's entries, share links, saved
 * games). Apart from grid.ts so that the element's first download, which holds grid.ts, does not carry checks only
 * its lazy parts use.
 */
import type { Grid } from './grid.ts';

/** The two numbers that say what a grid of some geometry is (a Geometry has them). */
export interface GridShape {
  size: number;
  cellCount: number;
}

/** True when `value` is an array of `shape.cellCount` integers from 0 to `shape.size`: a grid of that shape. */
export function isGridOf(value: unknown, { size, cellCount }: GridShape): value is Grid {
  return (
    Array.isArray(value) &&
    value.length === cellCount &&
    value.every((v) => Number.isInteger(v) && (v as number) >= 0 && (v as number) <= size)
  );
}

/**
 * True when `text` is a line of `shape.cellCount` characters, each a digit 1…size (16×16: 1–9, A–G) or one of `blanks` ('' for a full
 * grid; '.' as the board and saved games write a blank; '.0' as share links read one).
 */
export const isLineOf = (text: unknown, { size, cellCount }: GridShape, blanks: '' | '.' | '.0'): text is string =>
  typeof text === 'string' && new RegExp(`^[${digitRange(size)}${blanks}]{${cellCount}}$`).test(text);

/** The characters of the digits 1…size in a regular expression's class: 16×16's 10–16 are a–g or A–G (base 17). */
const digitRange = (size: number): string => {
  const last = size.toString(17);
  return size > 9 ? `1-9a-${last}A-${last.toUpperCase()}` : `1-${size}`;
};
