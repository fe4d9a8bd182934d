/**
 * Turns decoded pixels upright as their EXIF orientation says, so a phone photo taken upright (stored sideways,
 * orientation 6) is read as the person saw it. The browser does this itself when it decodes; the CLI's decoder does
 * not. Only quarter turns and mirrors: each output pixel is one input pixel, nothing is resampled.
 */
import type { Orientation } from '../engine/picture/index.ts';
import type { ScanImage } from '../engine/scan/index.ts';

/** Where the pixel shown at (x, y) is stored, for a stored picture of `w` × `h`. */
function sourceOf(orientation: Orientation, w: number, h: number): (x: number, y: number) => number {
  switch (orientation) {
    case 2:
      return (x, y) => y * w + (w - 1 - x);
    case 3:
      return (x, y) => (h - 1 - y) * w + (w - 1 - x);
    case 4:
      return (x, y) => (h - 1 - y) * w + x;
    case 5:
      return (x, y) => x * w + y;
    case 6:
      return (x, y) => (h - 1 - x) * w + y;
    case 7:
      return (x, y) => (h - 1 - x) * w + (w - 1 - y);
    case 8:
      return (x, y) => x * w + (w - 1 - y);
    default:
      return (x, y) => y * w + x;
  }
}

export function uprightPixels(image: ScanImage, orientation: Orientation): ScanImage {
  if (orientation === 1) return image;
  const turned = orientation >= 5;
  const width = turned ? image.height : image.width;
  const height = turned ? image.width : image.height;
  const source = sourceOf(orientation, image.width, image.height);
  // One 32-bit word per RGBA pixel; a view needs 4-byte alignment, which a slice of a shared buffer may lack.
  const stored = image.data.byteOffset % 4 ? image.data.slice() : image.data;
  const from = new Uint32Array(stored.buffer, stored.byteOffset, image.width * image.height);
  const data = new Uint8Array(width * height * 4);
  const to = new Uint32Array(data.buffer);
  for (let y = 0, o = 0; y < height; y++) for (let x = 0; x < width; x++, o++) to[o] = from[source(x, y)];
  return { width, height, data };
}
