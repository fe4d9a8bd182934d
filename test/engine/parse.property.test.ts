import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { parse, type ParseResult } from '../../src/engine/parse/index.ts';
import { format, LAYOUTS } from '../../src/engine/format.ts';
import { findConflicts } from '../../src/engine/grid.ts';
import { partialGrid } from './arbitraries.ts';

const ERROR_CODES = new Set(['empty', 'cell-count', 'bad-char', 'duplicate', 'too-large']);

/** Everything a caller may rely on in a ParseResult, whatever the input was. */
function assertWellFormed(result: ParseResult, text: string): void {
  assert.equal(typeof result, 'object');
  if (result.ok) {
    assert.equal(result.grid.length, 81);
    assert.ok(result.grid.every((cell) => Number.isInteger(cell) && cell >= 0 && cell <= 9));
    assert.deepEqual(findConflicts(result.grid), [], 'an accepted grid never has clashing givens');
    assert.equal(typeof result.format, 'string');
    return;
  }
  const { error } = result;
  assert.ok(ERROR_CODES.has(error.code), error.code);
  assert.equal(typeof error.message, 'string');
  assert.ok(error.message.length > 0);
  if (error.code === 'duplicate') assert.ok(error.conflict);
  if (error.line !== undefined || error.column !== undefined) {
    // A reported position names a real, visible character of the original text.
    const lines = text.split(/\r\n|[\r\n\u0085\u2028\u2029]/);
    assert.ok(error.line! >= 1 && error.line! <= lines.length, `line ${error.line} of ${lines.length}`);
    const line = lines[error.line! - 1];
    assert.ok(error.column! >= 1 && error.column! <= line.length, `column ${error.column} of ${line.length}`);
    assert.ok(line[error.column! - 1].trim() !== '', 'the reported column is not whitespace');
    assert.ok(error.message.startsWith(`line ${error.line}, column ${error.column}: `), error.message);
  }
}

function parseSafely(text: string): ParseResult {
  let result: ParseResult | undefined;
  assert.doesNotThrow(
    () => {
      result = parse(text);
    },
    `parse threw on ${JSON.stringify(text.slice(0, 200))}`,
  );
  return result!;
}

for (const layout of LAYOUTS) {
  test(`parse(format(g, '${layout}')) gives back g for random conflict-free grids`, () => {
    fc.assert(
      fc.property(partialGrid, (grid) => {
        const result = parse(format(grid, layout));
        assert.ok(result.ok, JSON.stringify(result));
        assert.deepEqual(result.grid, grid);
      }),
      { numRuns: 300 },
    );
  });
}

test('formatted grids still parse back with CRLF endings, a title line and a trailing newline', () => {
  fc.assert(
    fc.property(partialGrid, fc.constantFrom(...LAYOUTS), (grid, layout) => {
      const text = `Puzzle 12\r\n\r\n${format(grid, layout).replaceAll('\n', '\r\n')}\r\n`;
      const result = parse(text);
      assert.ok(result.ok, JSON.stringify(result));
      assert.deepEqual(result.grid, grid);
    }),
    { numRuns: 200 },
  );
});

test('random strings never throw and always return a well-formed ParseResult', () => {
  fc.assert(
    fc.property(fc.string({ maxLength: 300 }), (text) => assertWellFormed(parseSafely(text), text)),
    { numRuns: 2000 },
  );
});

test('random byte-ish strings (any code unit, lone surrogates, controls) never throw', () => {
  fc.assert(
    fc.property(fc.string({ unit: 'binary', maxLength: 400 }), (text) => assertWellFormed(parseSafely(text), text)),
    { numRuns: 1000 },
  );
  fc.assert(
    fc.property(fc.array(fc.integer({ min: 0, max: 0xffff }), { maxLength: 400 }), (codes) => {
      const text = String.fromCharCode(...codes);
      assertWellFormed(parseSafely(text), text);
    }),
    { numRuns: 1000 },
  );
});

// Strings from the characters grids are made of reach the interesting paths (rules, rows, sections, fields) far more
// often than fully random text does.
const gridAlphabet = fc.constantFrom(
  ...'123456789.0-_*|+:\'#[],\t \n\r{}"xPuzle?=&sbd'.split(''),
  '\r\n',
  '[Puzzle]\n',
  '+-------+-------+-------+\n',
  '53..7....',
  'https://www.sudokuwiki.org/sudoku.htm?bd=',
);

test('random grid-like text never throws and reports positions that exist', () => {
  fc.assert(
    fc.property(fc.string({ unit: gridAlphabet, maxLength: 200 }), (text) => assertWellFormed(parseSafely(text), text)),
    { numRuns: 3000 },
  );
});

test('a formatted grid with random damage never throws and reports positions that exist', () => {
  fc.assert(
    fc.property(
      partialGrid,
      fc.constantFrom(...LAYOUTS),
      fc.nat(),
      fc.string({ unit: gridAlphabet, maxLength: 3 }),
      fc.nat({ max: 3 }),
      (grid, layout, at, insert, remove) => {
        const clean = format(grid, layout);
        const i = at % (clean.length + 1);
        const text = clean.slice(0, i) + insert + clean.slice(i + remove);
        assertWellFormed(parseSafely(text), text);
      },
    ),
    { numRuns: 2000 },
  );
});

test('large hostile inputs just under the size limit return an error without throwing', () => {
  const size = 1_000_000;
  const inputs = [
    '['.repeat(size),
    `${' '.repeat(size)}x`,
    '\t'.repeat(size),
    '|'.repeat(size),
    '\n'.repeat(size),
    '1'.repeat(size),
    '-'.repeat(size),
    `?bd=${'1'.repeat(size)}`,
    '1,'.repeat(size / 2),
    `${'[Puzzle]\n'.repeat(size / 9)}`,
  ];
  for (const text of inputs) {
    const result = parseSafely(text);
    assert.equal(result.ok, false, text.slice(0, 20));
    assertWellFormed(result, text);
  }
});

test('a 10 MB string is refused with too-large, whatever it holds', () => {
  for (const text of ['1'.repeat(10 * 1024 * 1024), '53..7....\n'.repeat(1024 * 1024)]) {
    const result = parseSafely(text);
    assert.equal(!result.ok && result.error.code, 'too-large');
  }
});
