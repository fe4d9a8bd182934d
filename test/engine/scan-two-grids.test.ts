// A picture of two puzzles side by side, both whole (a newspaper page's pair, photographed from far enough to show
// both): which one the user meant, the picture cannot say, and reading the other one with every cell sure is a silent
// misread (synthetic explore photo 77: the neighbour read, 8 cells wrong and sure). Every cell of the grid read is
// then in doubt, for the player to check against the picture (find-grid.ts `rival`, scan.ts). A grid beside a smaller
// one (a page's printed solution) or beside a neighbour the picture's edge cuts is read as before.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { scan, SURE, type ScanImage } from '../../src/engine/index.ts';
import { fixture } from './scan-fixture.ts';

/** The pictures side by side on white, `gap` pixels apart, each shrunk by its `scale` (nearest pixel). */
function sideBySide(parts: { image: ScanImage; scale: number }[], gap: number): ScanImage {
  const sizes = parts.map(({ image, scale }) => ({
    w: Math.round(image.width * scale),
    h: Math.round(image.height * scale),
  }));
  const width = sizes.reduce((s, { w }) => s + w, 0) + gap * (parts.length + 1);
  const height = Math.max(...sizes.map(({ h }) => h)) + 2 * gap;
  const data = new Uint8ClampedArray(width * height * 4).fill(255);
  let left = gap;
  parts.forEach(({ image, scale }, k) => {
    const { w, h } = sizes[k];
    for (let y = 0; y < h; y++)
      for (let x = 0; x < w; x++) {
        const from = (Math.floor(y / scale) * image.width + Math.floor(x / scale)) * 4;
        data.set(image.data.subarray(from, from + 4), ((gap + y) * width + left + x) * 4);
      }
    left += w + gap;
  });
  return { width, height, data };
}

test('two whole puzzles side by side: no cell of the one read is sure', () => {
  const result = scan(
    sideBySide(
      [
        { image: fixture('light-serif.png'), scale: 1 },
        { image: fixture('pencil-player.png'), scale: 1 },
      ],
      40,
    ),
  );
  assert.ok(result.found, 'a grid read');
  assert.deepEqual(
    result.confidence.filter((c) => c >= SURE),
    [],
    'every cell in doubt',
  );
});

test('a puzzle beside a grid a third its size (a printed solution): read as alone, its cells sure', () => {
  const alone = scan(fixture('light-serif.png'));
  const result = scan(
    sideBySide(
      [
        { image: fixture('light-serif.png'), scale: 1 },
        { image: fixture('pencil-player.png'), scale: 1 / 3 },
      ],
      40,
    ),
  );
  assert.ok(alone.found && result.found, 'grids read');
  assert.deepEqual(result.grid, alone.grid);
  assert.equal(result.confidence.filter((c) => c >= SURE).length, alone.confidence.filter((c) => c >= SURE).length);
});

/** `image` cut to its `width` leftmost columns. */
function leftPart(image: ScanImage, width: number): ScanImage {
  const data = new Uint8ClampedArray(width * image.height * 4);
  for (let y = 0; y < image.height; y++)
    data.set(image.data.subarray(y * image.width * 4, (y * image.width + width) * 4), y * width * 4);
  return { width, height: image.height, data };
}

test('a puzzle beside a neighbour the picture’s edge cuts: its cells sure', () => {
  const puzzle = fixture('light-serif.png');
  const neighbour = fixture('pencil-player.png');
  const alone = scan(puzzle);
  const pair = sideBySide(
    [
      { image: puzzle, scale: 1 },
      { image: neighbour, scale: 1 },
    ],
    40,
  );
  // Two thirds of the neighbour left in the picture.
  const result = scan(leftPart(pair, 40 + puzzle.width + 40 + Math.round((2 * neighbour.width) / 3)));
  assert.ok(alone.found && result.found, 'grids read');
  assert.deepEqual(result.grid, alone.grid);
  assert.equal(result.confidence.filter((c) => c >= SURE).length, alone.confidence.filter((c) => c >= SURE).length);
});
