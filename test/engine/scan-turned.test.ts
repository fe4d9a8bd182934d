// A photo reaches scan turned: taken sideways without an EXIF orientation, or upright with a stale one that the
// decoder obeyed. scan reads it the right way up whatever the turn: the same digits, the grid's corners named as
// the grid's own (its top-left is the top-left of the digits, wherever that is in the picture).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { photosIn } from '../../bench/photo-bench.ts';
import { decodeImage } from '../../src/cli/decode-image.ts';
import { uprightPixels } from '../../src/cli/upright.ts';
import { scan, SURE } from '../../src/engine/scan/index.ts';
import { VENDORED_PHOTOS } from '../../bench/photo-bench.ts';

// Photos read exactly upright, with no cell in doubt.
const PHOTOS = ['image1', 'image9', 'image10', 'image28'];
// The stored picture of a photo turned a quarter clockwise (8 undoes it), a half, and a quarter the other way.
const TURNS = [
  { name: 'a quarter clockwise', orientation: 6, undo: 8 },
  { name: 'upside down', orientation: 3, undo: 3 },
  { name: 'a quarter anticlockwise', orientation: 8, undo: 6 },
] as const;

for (const photo of photosIn(VENDORED_PHOTOS).filter((p) => PHOTOS.includes(p.name))) {
  const decoded = decodeImage(readFileSync(photo.file), photo.file);
  assert.ok(decoded.ok);
  const upright = scan(decoded.image);
  test(`${photo.name} upright is read exactly, every cell sure (the baseline the turns are held to)`, () => {
    assert.ok(upright.found);
    assert.deepEqual(upright.grid, photo.truth);
    assert.ok(upright.confidence.every((c) => c >= SURE));
  });
  for (const turn of TURNS) {
    test(`${photo.name} turned ${turn.name} is read as upright, its corners the grid's own`, () => {
      // uprightPixels(…, undo) turns the upright picture the way `orientation` would turn back.
      const turned = uprightPixels(decoded.image, turn.undo);
      const result = scan(turned);
      assert.ok(result.found && upright.found);
      assert.deepEqual(result.grid, photo.truth);
      // The grid's top-left corner, mapped back into the upright picture, is where it was found upright.
      const back = uprightPixels(
        { width: turned.width, height: turned.height, data: markCorner(turned, result.corners[0]) },
        turn.orientation,
      );
      const marked = findMark(back);
      assert.ok(
        Math.hypot(marked.x - upright.corners[0].x, marked.y - upright.corners[0].y) < 8,
        JSON.stringify(marked),
      );
    });
  }
}

/** A copy of the picture's pixels with one pixel, nearest `p`, marked (alpha 0: no photo pixel has that). */
function markCorner(
  image: { width: number; height: number; data: Uint8Array | Uint8ClampedArray },
  p: { x: number; y: number },
) {
  const data = Uint8Array.from(image.data);
  const x = Math.min(image.width - 1, Math.max(0, Math.round(p.x)));
  const y = Math.min(image.height - 1, Math.max(0, Math.round(p.y)));
  data[(y * image.width + x) * 4 + 3] = 0;
  return data;
}

function findMark(image: { width: number; data: Uint8Array | Uint8ClampedArray }): { x: number; y: number } {
  for (let i = 3; i < image.data.length; i += 4)
    if (image.data[i] === 0) return { x: ((i - 3) / 4) % image.width, y: Math.floor((i - 3) / 4 / image.width) };
  throw new Error('no mark');
}
