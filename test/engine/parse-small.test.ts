// Reading and printing 4×4 and 6×6 grids (issue 26, part 1): every layout `format` prints for a size is read back by
// `parse` with that size, and a grid of the wrong size, a digit past the size or a clash is refused in words that say
// what and where. The 9×9 reader is untouched (its own suites and the golden snapshot cover it).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { LAYOUTS, format } from '../../src/engine/format.ts';
import { MINI, SIX } from '../../src/engine/geometries.ts';
import { parse } from '../../src/engine/parse/index.ts';

const SIX_PUZZLE = [
  [0, 0, 3, 0, 1, 0],
  [5, 6, 0, 3, 2, 0],
  [0, 5, 4, 2, 0, 3],
  [2, 0, 6, 4, 5, 0],
  [0, 1, 2, 0, 4, 5],
  [0, 4, 0, 1, 0, 0],
].flat();

function error(text: string, geometry = SIX): string {
  const result = parse(text, { geometry });
  assert.equal(result.ok, false, `refused: ${text}`);
  return result.ok ? '' : result.error.message;
}

describe('6×6 and 4×4 text', () => {
  it('prints a 6×6 grid as 6 lines of 6, one line of 36, and boxed with 2×3 boxes', () => {
    assert.equal(format(SIX_PUZZLE, 'grid', SIX).split('\n')[0], '0 0 3 0 1 0');
    assert.equal(format(SIX_PUZZLE, 'line', SIX), '..3.1.56.32..542.32.645..12.45.4.1..');
    assert.equal(
      format(SIX_PUZZLE, 'pretty', SIX),
      [
        '+-------+-------+',
        '| . . 3 | . 1 . |',
        '| 5 6 . | 3 2 . |',
        '+-------+-------+',
        '| . 5 4 | 2 . 3 |',
        '| 2 . 6 | 4 5 . |',
        '+-------+-------+',
        '| . 1 2 | . 4 5 |',
        '| . 4 . | 1 . . |',
        '+-------+-------+',
      ].join('\n'),
    );
  });

  for (const [geometry, grid] of [
    [SIX, SIX_PUZZLE],
    [MINI, [1, 0, 0, 0, 0, 0, 1, 0, 0, 4, 0, 0, 0, 0, 0, 3]],
  ] as const) {
    it(`reads back every layout it prints at ${geometry.size}×${geometry.size}`, () => {
      for (const layout of LAYOUTS) {
        const result = parse(format([...grid], layout, geometry), { geometry });
        assert.ok(result.ok, `${layout} read back`);
        assert.deepEqual(result.grid, grid);
      }
    });
  }

  it('reads rows of digits without spaces, with . blanks and CRLF line ends', () => {
    const result = parse('..3.1.\r\n56.32.\r\n.542.3\r\n2.645.\r\n.12.45\r\n.4.1..\r\n', { geometry: SIX });
    assert.ok(result.ok);
    assert.deepEqual(result.grid, SIX_PUZZLE);
  });

  it('refuses a 9×9 puzzle, or a 4×4 one, given as 6×6, naming the size it is', () => {
    assert.equal(error('.'.repeat(81)), 'found 81 cells, a 9×9 grid; a 6×6 grid has 36');
    assert.equal(error('1...\n....\n....\n....'), 'found 16 cells, a 4×4 grid; a 6×6 grid has 36');
    assert.equal(error('.'.repeat(36), MINI), 'found 36 cells, a 6×6 grid; a 4×4 grid has 16');
    assert.equal(error('.'.repeat(35)), 'found 35 cells, expected 36 (6 rows of 6, or one line of 36)');
  });

  it('says which row is short when the cells are all there but the rows are not 6 of 6', () => {
    assert.equal(
      error('..3.1\n.563.2.\n.542.3\n2.645.\n.12.45\n.4.1..'),
      'line 1 has 5 cells; a 6×6 grid is 6 rows of 6',
    );
  });

  it('refuses a digit past the size and a character that is no cell, where it is', () => {
    assert.equal(
      error('..3.1.\n563.7.\n.542.3\n2.645.\n.12.45\n.4.1..'),
      "line 2, column 5: '7' can't be a cell in a 6×6 grid (digits 1 to 6, 0 or . blank)",
    );
    assert.equal(error('..3.1.\n563.2.\n.5x2.3\n2.645.\n.12.45\n.4.1..'), "line 3, column 3: 'x' can't be a cell");
  });

  it('refuses two equal givens in a 2×3 box, naming the box and cells', () => {
    const clash = [...SIX_PUZZLE];
    clash[0] = 6; // r1c1 6, and r2c2 6: box 1
    assert.equal(error(format(clash, 'line', SIX)), 'box 1 has two 6s, in r1c1 and r2c2');
  });
});
