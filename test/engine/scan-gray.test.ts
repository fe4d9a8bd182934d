// The gray picture `scan` reads: luma (Rec. 601, integer weights 77, 150, 29 of 256), a transparent pixel put on
// white as it is shown. toGray reads each pixel's bytes as one word where it can (image.ts): every level must be the
// one the bytes give, whatever the array (a canvas's Uint8ClampedArray, a decoder's Uint8Array, a view into a larger
// buffer at any offset).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { toGray } from '../../src/engine/scan/image.ts';

const WIDTH = 67;
const HEIGHT = 43;

/** The level of one pixel from its bytes, written out in plain arithmetic. */
function level(r: number, g: number, b: number, a: number): number {
  const y = Math.floor((r * 77 + g * 150 + b * 29) / 256);
  return Math.floor(a === 255 ? y : (y * a + 255 * (255 - a) + 127) / 255);
}

/** RGBA bytes from a fixed seed: every value of each channel, alpha opaque for most pixels, anything for some. */
function bytes(): number[] {
  let seed = 29;
  const next = () => (seed = (seed * 1103515245 + 12345) >>> 0) >>> 24;
  return Array.from({ length: WIDTH * HEIGHT * 4 }, (_, i) => (i % 4 === 3 && next() % 4 ? 255 : next()));
}

test('every gray level is the one its pixel bytes give, in every kind of pixel array', () => {
  const rgba = bytes();
  const expected = Array.from({ length: WIDTH * HEIGHT }, (_, i) =>
    level(rgba[4 * i], rgba[4 * i + 1], rgba[4 * i + 2], rgba[4 * i + 3]),
  );
  const offset = new Uint8Array(rgba.length + 3);
  offset.set(rgba, 1);
  const arrays = {
    Uint8ClampedArray: Uint8ClampedArray.from(rgba),
    Uint8Array: Uint8Array.from(rgba),
    'a view at byte 4': new Uint8Array(new Uint8Array([0, 0, 0, 0, ...rgba]).buffer, 4, rgba.length),
    'a view at byte 1': offset.subarray(1, 1 + rgba.length),
  };
  for (const [name, data] of Object.entries(arrays)) {
    const gray = toGray({ width: WIDTH, height: HEIGHT, data });
    assert.deepEqual([...gray.pixels], expected, name);
  }
});
