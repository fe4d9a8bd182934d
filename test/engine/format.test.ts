import { test } from 'node:test';
import assert from 'node:assert/strict';
import { format } from '../../src/engine/format.ts';
import type { Grid } from '../../src/engine/grid.ts';

// The classic Wikipedia puzzle, written out by hand in each layout so the formatter is checked against text, not itself.
const LINE = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const GRID: Grid = [...LINE].map((char) => (char === '.' ? 0 : Number(char)));

test('grid layout is the seed CLI layout: 9 lines of 9 space-separated digits, 0 for blanks', () => {
  assert.equal(
    format(GRID, 'grid'),
    [
      '5 3 0 0 7 0 0 0 0',
      '6 0 0 1 9 5 0 0 0',
      '0 9 8 0 0 0 0 6 0',
      '8 0 0 0 6 0 0 0 3',
      '4 0 0 8 0 3 0 0 1',
      '7 0 0 0 2 0 0 0 6',
      '0 6 0 0 0 0 2 8 0',
      '0 0 0 4 1 9 0 0 5',
      '0 0 0 0 8 0 0 7 9',
    ].join('\n'),
  );
});

test('grid is the default layout', () => {
  assert.equal(format(GRID), format(GRID, 'grid'));
});

test('line layout is 81 characters with . for blanks', () => {
  assert.equal(format(GRID, 'line'), LINE);
});

test('pretty layout draws box rules around 3x3 boxes with . for blanks', () => {
  assert.equal(
    format(GRID, 'pretty'),
    [
      '+-------+-------+-------+',
      '| 5 3 . | . 7 . | . . . |',
      '| 6 . . | 1 9 5 | . . . |',
      '| . 9 8 | . . . | . 6 . |',
      '+-------+-------+-------+',
      '| 8 . . | . 6 . | . . 3 |',
      '| 4 . . | 8 . 3 | . . 1 |',
      '| 7 . . | . 2 . | . . 6 |',
      '+-------+-------+-------+',
      '| . 6 . | . . . | 2 8 . |',
      '| . . . | 4 1 9 | . . 5 |',
      '| . . . | . 8 . | . 7 9 |',
      '+-------+-------+-------+',
    ].join('\n'),
  );
});

test('no layout ends with a newline', () => {
  for (const layout of ['grid', 'line', 'pretty'] as const) assert.ok(!format(GRID, layout).endsWith('\n'), layout);
});

test('malformed grids print without throwing: short arrays and non-digits become blanks', () => {
  assert.equal(format([5, 3], 'line'), `53${'.'.repeat(79)}`);
  assert.equal(format([10, -1, 2.5, Number.NaN, 4], 'line'), `....4${'.'.repeat(76)}`);
  assert.equal(format(null as unknown as Grid, 'line'), '.'.repeat(81));
  // An unknown layout from untyped callers falls back to the default.
  assert.equal(format(GRID, 'fancy' as unknown as 'grid'), format(GRID, 'grid'));
});
