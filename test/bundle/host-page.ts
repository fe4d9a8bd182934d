// What the bundle tests put on a host page, and how they check the board's answer.
import assert from 'node:assert/strict';

// Inkala's 2010 puzzle: hard for people, instant for the solver.
export const PUZZLE = '..53.....8......2..7..1.5..4....53...1..7...6..32...8..6.5....9..4....3......97..';

/** A page as a site owner writes it: one module script and the tag; `head` goes first (a CSP <meta>, say). */
export const hostPage = (scriptSrc: string, head = '', lang = 'en'): string => `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8">${head}<title>Host</title>
<script type="module" src="${scriptSrc}"></script></head>
<body><sudoku-board puzzle="${PUZZLE}"></sudoku-board></body></html>`;

/** A full grid, rows and columns complete, that keeps the givens of `puzzle`. */
export function assertSolved(result: string | null, puzzle = PUZZLE): void {
  assert.ok(result, 'solve() resolved to the board value');
  const value: string = result;
  assert.match(value, /^[1-9]{81}$/);
  for (let i = 0; i < 81; i++) if (puzzle[i] !== '.') assert.equal(value[i], puzzle[i], `given at ${i} kept`);
  for (let u = 0; u < 9; u++) {
    const row = new Set(value.slice(u * 9, u * 9 + 9));
    const col = new Set(Array.from({ length: 9 }, (_, r) => value[r * 9 + u]));
    assert.equal(row.size, 9, `row ${u + 1} complete`);
    assert.equal(col.size, 9, `column ${u + 1} complete`);
  }
}
