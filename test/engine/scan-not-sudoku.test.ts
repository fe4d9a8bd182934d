// Pictures that hold a 9×9 grid but no Sudoku are declined, not handed over as a puzzle of blanks: a puzzle has at
// least 17 givens, so a grid with fewer digits (an empty form, a table of marks the network reads as no digit) is
// some other table; and one whose digits clash in many cells is a table of digits that are no Sudoku's.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { scan, SURE, type ScanImage } from '../../src/engine/scan/index.ts';
import { fixture, TRUTH } from './scan-fixture.ts';

/** A white picture with a 9×9 grid drawn on it (box lines 4 px, cell lines 2 px) and `marks` filled squares. */
function gridPicture(marks: number[]): ScanImage {
  const size = 480;
  const [x0, cell] = [15, 50];
  const data = new Uint8Array(size * size * 4).fill(255);
  const dark = (x: number, y: number) => data.fill(20, (y * size + x) * 4, (y * size + x) * 4 + 3);
  for (let k = 0; k <= 9; k++) {
    const width = k % 3 === 0 ? 4 : 2;
    for (let w = 0; w < width; w++)
      for (let t = x0; t <= x0 + 9 * cell + 3; t++) {
        dark(x0 + k * cell + w, t);
        dark(t, x0 + k * cell + w);
      }
  }
  for (const i of marks)
    for (let y = 18; y < 32; y++)
      for (let x = 18; x < 32; x++) dark(x0 + (i % 9) * cell + x, x0 + Math.floor(i / 9) * cell + y);
  return { width: size, height: size, data };
}

test('an empty 9×9 grid is no Sudoku', () => {
  assert.deepEqual(scan(gridPicture([])), { found: false, reason: 'no Sudoku grid found in the picture' });
});

test('a 9×9 grid of square marks (no digits) is no Sudoku', () => {
  const marks = Array.from({ length: 30 }, (_, k) => (k * 7) % 81);
  const result = scan(gridPicture(marks));
  assert.equal(result.found, false);
});

/**
 * light-serif.png with the picture of one given copied into other cells: `copies` cells, each in a row of its own
 * and none in the given's column, so each copy clashes with the given or with another copy in a box or column.
 */
function withCopies(copies: number): { image: ScanImage; clashing: number } {
  const image = fixture('light-serif.png');
  const truth = TRUTH['light-serif.png'];
  const found = scan(image);
  assert.ok(found.found);
  // The screenshot is upright: its cells are the corners' square cut in nine.
  const [tl, , br] = found.corners;
  const cell = (br.x - tl.x) / 9;
  const source = truth.indexOf('7');
  const copy = (from: number, to: number) => {
    const [fx, fy] = [tl.x + (from % 9) * cell, tl.y + Math.floor(from / 9) * cell];
    const [tx, ty] = [tl.x + (to % 9) * cell, tl.y + Math.floor(to / 9) * cell];
    for (let y = Math.ceil(cell * 0.15); y < cell * 0.85; y++)
      for (let x = Math.ceil(cell * 0.15); x < cell * 0.85; x++) {
        const s = (Math.floor(fy + y) * image.width + Math.floor(fx + x)) * 4;
        const t = (Math.floor(ty + y) * image.width + Math.floor(tx + x)) * 4;
        image.data.copyWithin(t, s, s + 4);
      }
  };
  // Empty cells in the same column as each other (a clash between every two copies).
  const column = [...Array(9).keys()].find(
    (c) => [...Array(9).keys()].filter((r) => truth[r * 9 + c] === '.').length >= 6,
  )!;
  const targets = [...Array(9).keys()]
    .map((r) => r * 9 + column)
    .filter((i) => truth[i] === '.')
    .slice(0, copies);
  for (const to of targets) copy(source, to);
  return { image, clashing: targets.length };
}

test('a table of digits that clash everywhere (a Minesweeper board, a Kakuro) is no Sudoku', () => {
  const { image, clashing } = withCopies(6);
  assert.ok(clashing >= 6);
  assert.deepEqual(scan(image), { found: false, reason: 'no Sudoku grid found in the picture' });
});

test('a Sudoku with a digit written twice in a column (a mistake) is still read, the clash flagged', () => {
  const { image } = withCopies(2);
  const result = scan(image);
  assert.ok(result.found);
  assert.ok(result.confidence.filter((c) => c < SURE).length >= 2);
});

/**
 * light-serif.png with a pale hairline drawn corner to corner across `cells` (each an empty cell), fainter than the
 * digits' threshold, and a clue's small figure above it: a Kakuro's clue cells, split into the sums across and
 * down (the explore set's Kakuro draws them so). Or, without figures, an X-Sudoku's diagonals where they cross the
 * grid's own diagonal cells.
 */
function withDiagonals(cells: (truth: string) => number[], clues: boolean): ScanImage {
  const image = fixture('light-serif.png');
  const found = scan(image);
  assert.ok(found.found);
  const [tl, , br] = found.corners;
  const cell = (br.x - tl.x) / 9;
  const set = (x: number, y: number, level: number) => {
    const at = (Math.round(y) * image.width + Math.round(x)) * 4;
    image.data.fill(level, at, at + 3);
  };
  for (const i of cells(TRUTH['light-serif.png'])) {
    const [x0, y0] = [tl.x + (i % 9) * cell, tl.y + Math.floor(i / 9) * cell];
    for (let t = 0; t <= cell; t += 0.25) set(x0 + t, y0 + t, 175);
    if (clues)
      for (let y = 0.15 * cell; y < 0.3 * cell; y++)
        for (let x = 0.65 * cell; x < 0.75 * cell; x++) set(x0 + x, y0 + y, 30);
  }
  return image;
}

const onGridDiagonal = (i: number): boolean => i % 9 === Math.floor(i / 9) || (i % 9) + Math.floor(i / 9) === 8;

test('a Kakuro (cells split corner to corner by a hairline, off the grid diagonals) is no Sudoku', () => {
  // Its white cells' digits read like givens: the explore set's Kakuro was accepted with 18 of them.
  const image = withDiagonals(
    (truth) => [...Array(81).keys()].filter((i) => truth[i] === '.' && !onGridDiagonal(i)).slice(0, 16),
    true,
  );
  assert.deepEqual(scan(image), { found: false, reason: 'no Sudoku grid found in the picture' });
});

test("an X-Sudoku's diagonals, crossing the grid's own diagonal cells, are no Kakuro's: the grid is still read", () => {
  const image = withDiagonals(
    (truth) => [...Array(81).keys()].filter((i) => truth[i] === '.' && onGridDiagonal(i)),
    false,
  );
  // Every given read as before (the empty cells the lines cross may read as a stroke, in doubt).
  const result = scan(image);
  assert.ok(result.found);
  const truth = TRUTH['light-serif.png'];
  assert.ok([...truth].every((ch, i) => ch === '.' || result.grid[i] === Number(ch)));
});
