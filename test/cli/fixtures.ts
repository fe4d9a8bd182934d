/**
 * Puzzles the CLI tests feed in, copied from the vendored collections in test/data (see its README for provenance) so the tests run in
 * any clean clone. Only inputs live here; every expected answer is computed or checked by the tests.
 */

/** top95.txt line 1: a hard puzzle with exactly one solution. */
export const TOP95_1 = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';
/** inkala.txt: Arto Inkala's three famous puzzles, one solution each. */
export const INKALA = [
  '1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3..',
  '..53.....8......2..7..1.5..4....53...1..7...6..32...8..6.5....9..4....3......97..',
  '8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..',
];
/** easy50.txt lines 1–3. */
export const EASY = [
  '..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..',
  '2...8.3...6..7..84.3.5..2.9...1.54.8.........4.27.6...3.1..7.4.72..4..6...4.1...3',
  '......9.7...42.18....7.5.261..9.4....5.....4....5.7..992.1.8....34.59...5.7......',
];
/** serg-benchmark.txt line 1: two or more solutions. */
export const MANY_SOLUTIONS = '8.........95.......76.........426798...571243...893165......916....3.487....1.532';

/** No two equal givens anywhere, yet r1c9 sees every digit: 1–8 in its row, 9 in its column. */
export const NO_SOLUTION = `12345678.${'........9'}${'.'.repeat(63)}`;

/** TOP95_1 with a second 4 in row 1, column 5 (column 5 and box 2 hold no other 4). */
export const DUPLICATE_IN_ROW_1 = `4...4.8.5${TOP95_1.slice(9)}`;

/** A puzzle as 81 characters → the seed layout (9 lines of 9 space-separated digits, 0 blank). */
export function toSeedLayout(line: string): string {
  const digits = [...line].map((ch) => (ch === '.' ? '0' : ch));
  return `${Array.from({ length: 9 }, (_, r) => digits.slice(r * 9, r * 9 + 9).join(' ')).join('\n')}\n`;
}

/** A puzzle as 81 characters → 9 lines of 9 characters. */
export function toNineLines(line: string): string {
  return `${Array.from({ length: 9 }, (_, r) => line.slice(r * 9, r * 9 + 9)).join('\n')}\n`;
}
