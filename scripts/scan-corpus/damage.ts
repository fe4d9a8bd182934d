// Damage drawn over a Sudoku picture's digits, as people's pictures have it: part of a digit rubbed out, an ink
// blot over it, a digit crossed out. The scan tests and the bench draw it on real renders (the digit's own font,
// colours and blur) to check that a damaged digit is read right or flagged, never misread with confidence.
// Drawn in the cell's own coordinates through the grid's corners, so it lands on rotated grids too.
import { apply, squareToQuad, type Point } from '../../src/engine/scan/homography.ts';
import type { ScanImage } from '../../src/engine/scan/image.ts';

export const DAMAGES = ['erase-top', 'erase-bottom', 'blot', 'cross'] as const;
export type Damage = (typeof DAMAGES)[number];

/** One picture pixel of a cell, with where it is in the cell (0..1 across and down). */
interface Sample {
  s: number;
  t: number;
  index: number;
}

const gray = (data: ScanImage['data'], i: number): number => (data[i] + data[i + 1] + data[i + 2]) / 3;

function cellSamples(image: ScanImage, corners: Point[], cell: number): Sample[] {
  const h = squareToQuad(corners);
  if (!h) throw new Error('degenerate corners');
  const row = Math.floor(cell / 9);
  const column = cell % 9;
  const cellPx = Math.hypot(corners[1].x - corners[0].x, corners[1].y - corners[0].y) / 9;
  const steps = Math.ceil(cellPx * 3);
  const seen = new Set<number>();
  const samples: Sample[] = [];
  for (let a = 0; a < steps; a++) {
    for (let b = 0; b < steps; b++) {
      const s = (b + 0.5) / steps;
      const t = (a + 0.5) / steps;
      const p = apply(h, (column + s) / 9, (row + t) / 9);
      const x = Math.floor(p.x);
      const y = Math.floor(p.y);
      if (x < 0 || y < 0 || x >= image.width || y >= image.height) continue;
      const index = (y * image.width + x) * 4;
      if (seen.has(index)) continue;
      seen.add(index);
      samples.push({ s, t, index });
    }
  }
  return samples;
}

/** A copy of `image` with each listed cell's digit damaged as asked. */
export function damage(image: ScanImage, corners: Point[], hits: { cell: number; kind: Damage }[]): ScanImage {
  const data = Uint8ClampedArray.from(image.data);
  for (const { cell, kind } of hits) {
    // Away from the lines: what differs most from the cell's median is the digit.
    const inner = cellSamples(image, corners, cell).filter(({ s, t }) => s > 0.12 && s < 0.88 && t > 0.12 && t < 0.88);
    const byGray = [...inner].sort((p, q) => gray(data, p.index) - gray(data, q.index));
    const background = byGray[byGray.length >> 1].index;
    const bg = gray(data, background);
    const far = (p: Sample) => Math.abs(gray(data, p.index) - bg);
    const inkAt = inner.reduce((best, p) => (far(p) > far(best) ? p : best)).index;
    const digit = inner.filter((p) => far(p) > 0.5 * Math.abs(gray(data, inkAt) - bg));
    // Its extent without the few outlying specks JPEG ringing puts near the lines.
    const extent = (of: (p: Sample) => number): [number, number] => {
      const sorted = digit.map(of).sort((a, b) => a - b);
      return [sorted[Math.floor(0.02 * sorted.length)], sorted[Math.ceil(0.98 * sorted.length) - 1]];
    };
    const [top, bottom] = extent((p) => p.t);
    const [left, right] = extent((p) => p.s);
    const tall = bottom - top;
    const paint = (from: number) => {
      const colour = data.slice(from, from + 3);
      return (p: Sample) => data.set(colour, p.index);
    };
    const region = cellSamples(image, corners, cell).filter(({ s, t }) => s > 0.06 && s < 0.94 && t > 0.06 && t < 0.94);
    if (kind === 'erase-top' || kind === 'erase-bottom') {
      // The upper 55 % (or lower) of the digit rubbed out to the background: a part is left that is no digit.
      const cut = kind === 'erase-top' ? top + 0.55 * tall : bottom - 0.55 * tall;
      region.filter((p) => (kind === 'erase-top' ? p.t <= cut : p.t >= cut)).forEach(paint(background));
    } else if (kind === 'blot') {
      // A round blot of the digit's ink over its lower half, a third of its height across.
      const cx = (left + right) / 2;
      const cy = top + 0.68 * tall;
      const r = 0.18 * tall;
      region.filter((p) => Math.hypot(p.s - cx, p.t - cy) <= r).forEach(paint(inkAt));
    } else {
      // A stroke from below its left to above its right, a little past the digit, as thick as a bold stroke.
      const [x0, y0, x1, y1] = [left - 0.08, bottom + 0.06, right + 0.08, top - 0.06];
      const length = Math.hypot(x1 - x0, y1 - y0);
      const away = (p: Sample) => {
        const along = Math.max(0, Math.min(1, ((p.s - x0) * (x1 - x0) + (p.t - y0) * (y1 - y0)) / length ** 2));
        return Math.hypot(p.s - x0 - along * (x1 - x0), p.t - y0 - along * (y1 - y0));
      };
      region.filter((p) => away(p) <= 0.04).forEach(paint(inkAt));
    }
  }
  return { width: image.width, height: image.height, data };
}
