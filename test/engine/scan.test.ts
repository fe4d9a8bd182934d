// scan on committed pictures (test/engine/fixtures/scan, rendered by scripts/scan-fixtures.ts) and on input that is
// no picture at all. The accuracy over hundreds of pictures is the bench's job (bench/scan-bench.ts).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { PNG } from 'pngjs';
import { scan, SURE, type ScanImage } from '../../src/engine/index.ts';
import { fixture, TRUTH } from './scan-fixture.ts';

const line = (grid: number[]): string => grid.map((d) => (d ? String(d) : '.')).join('');

for (const [name, truth] of Object.entries(TRUTH)) {
  test(`${name}: every cell read, every digit sure, corners inside the picture`, () => {
    const image = fixture(name);
    const result = scan(image);
    assert.ok(result.found, `no grid found in ${name}`);
    assert.equal(line(result.grid), truth);
    assert.equal(result.confidence.length, 81);
    // Every digit is sure; a cell of pencil marks may be flagged (large marks are a digit's height apart), never misread.
    assert.ok(
      result.confidence.every((c, cell) => c <= 1 && (c >= SURE || (truth[cell] === '.' && name.includes('pencil')))),
      `unsure cells in ${name}`,
    );
    assert.equal(result.corners.length, 4);
    for (const { x, y } of result.corners) assert.ok(x >= 0 && y >= 0 && x <= image.width && y <= image.height);
  });
}

test('pencil marks are read as empty cells, a player digit in another colour as a digit', () => {
  const result = scan(fixture('pencil-player.png'));
  assert.ok(result.found);
  const truth = TRUTH['pencil-player.png'];
  // r1c1 holds the candidates 1, 6, 7, 8 in small print; r2c1 a 2 in the player's colour.
  assert.equal(truth[0], '.');
  assert.equal(result.grid[0], 0);
  assert.equal(result.grid[9], 2);
});

test('a rotated grid comes with corners that say so', () => {
  const result = scan(fixture('rotated.png'));
  assert.ok(result.found);
  const [topLeft, topRight] = result.corners;
  const degrees = (Math.atan2(topRight.y - topLeft.y, topRight.x - topLeft.x) * 180) / Math.PI;
  assert.ok(Math.abs(degrees + 3.5) < 0.5, `top edge at ${degrees.toFixed(2)}°, drawn at -3.5°`);
});

test('a page with text, buttons and a 3×3 keypad but no Sudoku: found false, with the reason', () => {
  const result = scan(fixture('no-grid.png'));
  assert.deepEqual(result, { found: false, reason: 'no Sudoku grid found in the picture' });
});

test("a picture cut into 81 squares of guesses is no Sudoku: the extension's icon, 37 cells in doubt", () => {
  const png = PNG.sync.read(readFileSync(new URL('../../public/icons/icon-128.png', import.meta.url)));
  const result = scan({ width: png.width, height: png.height, data: new Uint8Array(png.data) });
  assert.deepEqual(result, { found: false, reason: 'no Sudoku grid found in the picture' });
});

test('blank, noise and tiny pictures: found false, no exception', () => {
  const blank = (width: number, height: number, fill: (i: number) => number): ScanImage => ({
    width,
    height,
    data: Uint8ClampedArray.from({ length: width * height * 4 }, (_, i) => (i % 4 === 3 ? 255 : fill(i))),
  });
  let seed = 7;
  const noise = () => (seed = (seed * 1103515245 + 12345) % 2147483648) % 256;
  for (const image of [blank(300, 200, () => 255), blank(300, 300, noise), blank(1, 1, () => 0), blank(3, 500, noise)])
    assert.equal(scan(image).found, false, `${image.width}×${image.height}`);
});

test('input that is not an RGBA picture: a TypeError or RangeError that says what is wrong', () => {
  const cases: [unknown, RegExp][] = [
    [null, /needs an image/],
    ['picture.png', /needs an image/],
    [{ width: 0, height: 10, data: new Uint8Array(0) }, /positive integers/],
    [{ width: 2.5, height: 2, data: new Uint8Array(20) }, /positive integers/],
    [{ width: 10, height: 10, data: new Uint8Array(399) }, /399 bytes.*400/],
    [{ width: 2, height: 2, data: [0, 0, 0, 0] }, /Uint8ClampedArray or Uint8Array/],
    [{ width: 100000, height: 100000, data: new Uint8Array(4) }, /too large/],
  ];
  for (const [input, message] of cases) {
    // The cast is the point: callers from plain JavaScript can pass anything.
    assert.throws(
      () => scan(input as ScanImage),
      (error: Error) => {
        assert.ok(error instanceof TypeError || error instanceof RangeError, error.name);
        assert.match(error.message, message);
        return true;
      },
    );
  }
});
