/**
 * Links as an attacker would paste them (issue 25, item 6): escaped, escaped twice, wrapped in another site's
 * redirect, as long as parse allows, with nulls and look-alike digits. parse reads a puzzle or says what is wrong,
 * and never throws or hangs; readShareUrl takes the progress only from the shared link's own fragment.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { MAX_PARSE_LENGTH, parse } from '../../src/engine/parse/index.ts';
import { readShareUrl } from '../../src/engine/share.ts';
import { lineToGrid } from '../../src/engine/grid.ts';

const P = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const GRID = lineToGrid(P);
/** The board further on: a digit in the first blank. */
const PROGRESS = P.replace('.', '1');

test('a link with its dots escaped (%2E) reads; an escape escaped again (%252E) is not decoded twice', () => {
  const escaped = parse(`https://example.org/#sudoku=${P.replaceAll('.', '%2E')}`);
  assert.ok(escaped.ok, JSON.stringify(escaped));
  assert.deepEqual(escaped.grid, GRID);
  const twice = parse(`https://example.org/#sudoku=${P.replaceAll('.', '%252E')}`);
  assert.ok(!twice.ok);
  // The error points at the '%' the user pasted: column 31 is the first escape's '%' (after "53").
  assert.deepEqual([twice.error.code, twice.error.line, twice.error.column], ['bad-char', 1, 31]);
});

test('a SudokuWiki link escaped inside a redirect (?q=https%3A%2F%2F…) reads as that link', () => {
  const wiki = `https://www.sudokuwiki.org/sudoku.htm?bd=${P.replaceAll('.', '0')}`;
  const result = parse(`https://www.google.com/url?q=${encodeURIComponent(wiki)}&sa=D`);
  assert.ok(result.ok, JSON.stringify(result));
  assert.equal(result.format, 'url-sudokuwiki');
  assert.deepEqual(result.grid, GRID);
});

test('bad escapes, a link inside the share parameter, nulls and full-width digits: errors at the right column', () => {
  const cases: [string, number][] = [
    [`https://example.org/#sudoku=%ZZ${P}`, 29],
    [`https://example.org/#sudoku=${P.slice(0, 80)}%`, 109],
    [`https://example.org/#sudoku=https://evil.example/#sudoku=${P}`, 29],
    [`https://example.org/#sudoku=${P.slice(0, 40)}\u0000${P.slice(41)}`, 69],
    [`https://example.org/#sudoku=${P.slice(0, 40)}%00${P.slice(41)}`, 69],
    [`https://example.org/#sudoku=\uFF15${P.slice(1)}`, 29],
  ];
  for (const [text, column] of cases) {
    const result = parse(text);
    assert.ok(!result.ok, text);
    assert.equal(result.error.code, 'bad-char', text);
    assert.equal(result.error.column, column, `${text}: ${result.error.message}`);
  }
});

test('a link a million digits long is counted, not read cell by cell, and ends well within a second or two', () => {
  const text = `https://example.org/#sudoku=${'1'.repeat(MAX_PARSE_LENGTH - 40)}`;
  const started = performance.now();
  const result = parse(text);
  // 1.6 s on a loaded 2-core machine before the count stopped building a million-cell array; ~30 ms after.
  assert.ok(performance.now() - started < 1000, `${Math.round(performance.now() - started)} ms`);
  assert.ok(!result.ok);
  assert.equal(result.error.code, 'cell-count');
  assert.match(result.error.message, /found 1048536 cells in the link, expected 81/);
});

test('readShareUrl takes the progress from the shared link only: not from the page query or another link', () => {
  assert.equal(readShareUrl(`https://example.org/?progress=${PROGRESS}#sudoku=${P}`)?.progress, null);
  assert.equal(
    readShareUrl(`https://example.org/#sudoku=${P} and https://evil.example/#progress=${PROGRESS}`)?.progress,
    null,
  );
  assert.deepEqual(
    readShareUrl(`https://example.org/#sudoku=${P}&progress=${PROGRESS}`)?.progress,
    lineToGrid(PROGRESS),
  );
  // A second puzzle in the same fragment does not replace the first (as parse reads it).
  assert.deepEqual(readShareUrl(`https://example.org/#sudoku=${P}&sudoku=${'1'.repeat(81)}`)?.puzzle, GRID);
  // Escaped, as parse reads it.
  assert.deepEqual(readShareUrl(`https://example.org/#sudoku=${P.replaceAll('.', '%2E')}`)?.puzzle, GRID);
});

test('readShareUrl refuses a text over 1 MB, as parse does, without decoding or splitting it', () => {
  const huge = `https://example.org/#sudoku=${P}&notes=${'%41'.repeat(MAX_PARSE_LENGTH)}`;
  assert.equal(readShareUrl(huge), null);
  assert.deepEqual(readShareUrl(`https://example.org/#sudoku=${P}`)?.puzzle, GRID);
});

/** Pieces of links an attacker would combine: parameters, escapes (good, bad, double), separators, odd characters. */
const piece = fc.oneof(
  fc.constantFrom(
    'https://example.org/',
    'https://www.sudokuwiki.org/sudoku.htm',
    'sudokuexchange.com/play/',
    '#sudoku=',
    '?sudoku=',
    '&sudoku=',
    '?bd=',
    '&s=',
    '&progress=',
    '&notes=',
    '%',
    '%2E',
    '%252E',
    '%3D',
    '%3F',
    '%ZZ',
    '%E2%80%8B',
    '#',
    '&',
    '=',
    '\u0000',
    '\n',
    ' ',
    '\uFF15',
    '__proto__=',
    'constructor=',
  ),
  fc.constantFrom(P, P.replaceAll('.', '0'), PROGRESS, P.slice(0, 80), `${P}1`),
  fc.string({ maxLength: 8 }),
);
const attack = fc.array(piece, { maxLength: 24 }).map((parts) => parts.join(''));

test('property: parse and readShareUrl never throw on any mix of link pieces; readShareUrl gives only a game', () => {
  fc.assert(
    fc.property(attack, (text) => {
      const result = parse(text);
      assert.equal(typeof result.ok, 'boolean');
      if (result.ok) assert.equal(result.grid.length, 81);
      else assert.ok(result.error.message.length > 0);
      const shared = readShareUrl(text);
      if (shared !== null) assert.deepEqual(Object.keys(shared).sort(), ['notes', 'progress', 'puzzle']);
    }),
    { numRuns: 2000 },
  );
});

test('property: a long repetition of a link piece (up to 1 MB) ends in time linear in its length', () => {
  fc.assert(
    fc.property(piece, (unit) => {
      const text = unit.repeat(Math.floor(MAX_PARSE_LENGTH / Math.max(1, unit.length)));
      const started = performance.now();
      parse(text);
      readShareUrl(text);
      // Linear readers take well under a second here; a backtracking regex would take minutes or more.
      assert.ok(performance.now() - started < 10_000, `${JSON.stringify(unit)}: ${performance.now() - started} ms`);
    }),
    { numRuns: 25 },
  );
});
