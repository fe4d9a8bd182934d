// EXIF orientation: read from a JPEG's APP1 segment in either byte order, and 1 (as stored) for anything missing or
// malformed, so a damaged tag never stops a picture from being read; and the pixels turned as it says.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { uprightPixels } from '../../src/cli/upright.ts';
import type { ScanImage } from '../../src/engine/scan/index.ts';
import { exifOrientation, type Orientation } from '../../src/engine/picture/index.ts';
import { exifSegment, type ExifEntry } from '../cli/picture-bytes.ts';

/** A JPEG's start: SOI, an APP1 EXIF segment holding `entries`, then a frame header. */
const jpegWithExif = (entries: ExifEntry[], little: boolean): Uint8Array =>
  Uint8Array.from([0xff, 0xd8, ...exifSegment(entries, little), 0xff, 0xc0, 0, 11, 8, 0, 2, 0, 3, 1, 1, 0x11, 0]);

test('the orientation tag is read in both byte orders, after other tags', () => {
  for (const little of [true, false])
    for (let o = 1; o <= 8; o++) {
      const bytes = jpegWithExif(
        [
          [0x010f, 2, 0],
          [0x0112, 3, o],
        ],
        little,
      );
      assert.equal(exifOrientation(bytes), o, `${little ? 'II' : 'MM'} ${o}`);
    }
});

test('no tag, a value out of range, a wrong type, a PNG, or bytes cut anywhere: 1', () => {
  assert.equal(exifOrientation(jpegWithExif([[0x010f, 2, 0]], true)), 1);
  assert.equal(exifOrientation(jpegWithExif([[0x0112, 3, 9]], true)), 1);
  assert.equal(exifOrientation(jpegWithExif([[0x0112, 4, 6]], true)), 1);
  assert.equal(exifOrientation(Uint8Array.from([0x89, 0x50, 0x4e, 0x47])), 1);
  const whole = jpegWithExif([[0x0112, 3, 6]], false);
  for (let cut = 0; cut < whole.length; cut++) {
    const orientation = exifOrientation(whole.subarray(0, cut));
    assert.ok(orientation === 1 || orientation === 6, `cut at ${cut}: ${orientation}`);
  }
});

test('random bytes after a JPEG start never throw and give 1..8', () => {
  fc.assert(
    fc.property(fc.uint8Array({ maxLength: 200 }), (tail) => {
      const o = exifOrientation(Uint8Array.from([0xff, 0xd8, 0xff, 0xe1, ...tail]));
      return Number.isInteger(o) && o >= 1 && o <= 8;
    }),
  );
});

/** A w × h picture whose pixel (x, y) holds the number y * w + x in its red and green bytes. */
function numbered(w: number, h: number) {
  const data = new Uint8Array(w * h * 4);
  for (let i = 0; i < w * h; i++) data.set([i & 255, i >> 8, 0, 255], i * 4);
  return { width: w, height: h, data };
}
const at = (image: { width: number; data: Uint8Array | Uint8ClampedArray }, x: number, y: number): number => {
  const i = (y * image.width + x) * 4;
  return image.data[i] | (image.data[i + 1] << 8);
};

test('orientation 6 (a phone held upright) turns the stored picture a quarter clockwise; 8 the other way', () => {
  const stored = numbered(3, 2); // 0 1 2 / 3 4 5
  const six = uprightPixels(stored, 6);
  assert.deepEqual([six.width, six.height], [2, 3]);
  assert.deepEqual([at(six, 0, 0), at(six, 1, 0), at(six, 0, 2), at(six, 1, 2)], [3, 0, 5, 2]);
  const eight = uprightPixels(stored, 8);
  assert.deepEqual([at(eight, 0, 0), at(eight, 1, 0), at(eight, 0, 2), at(eight, 1, 2)], [2, 5, 0, 3]);
});

test('the eight orientations compose as the turns and mirrors they are', () => {
  const same = (a: ScanImage, b: ScanImage) =>
    a.width === b.width && a.height === b.height && a.data.every((v, i) => v === b.data[i]);
  fc.assert(
    fc.property(fc.integer({ min: 1, max: 7 }), fc.integer({ min: 1, max: 6 }), (w, h) => {
      const p = numbered(w, h);
      const twice = (o: Orientation) => uprightPixels(uprightPixels(p, o), o);
      return (
        same(uprightPixels(p, 1), p) &&
        [2, 3, 4, 5, 7].every((o) => same(twice(o as Orientation), p)) &&
        same(twice(6), uprightPixels(p, 3)) &&
        same(twice(8), uprightPixels(p, 3)) &&
        same(uprightPixels(uprightPixels(p, 6), 8), p)
      );
    }),
  );
});
