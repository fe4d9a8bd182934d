/**
 * Undoes the perspective: samples the picture inside the grid's corners into a square of 9 × CELL pixels, so every
 * later step works on upright cells of one size whatever the picture's size, rotation or tilt.
 */
import { apply, squareToQuad, type Point } from './homography.ts';
import type { Gray } from './image.ts';

/** Pixels per cell in the rectified grid: enough for a digit (16–25 px tall) and for a pencil mark to look small. */
export const CELL = 32;
export const SIDE = 9 * CELL;

/** Bilinear gray at (x, y); outside the picture (and on its last row and column), the nearest pixel. */
function sample(gray: Gray, x: number, y: number): number {
  const { width, height, pixels } = gray;
  const x0 = Math.floor(x);
  const y0 = Math.floor(y);
  if (x0 < 0 || y0 < 0 || x0 + 1 >= width || y0 + 1 >= height) {
    const cx = Math.min(width - 1, Math.max(0, Math.round(x)));
    const cy = Math.min(height - 1, Math.max(0, Math.round(y)));
    return pixels[cy * width + cx];
  }
  const fx = x - x0;
  const fy = y - y0;
  const i = y0 * width + x0;
  const top = pixels[i] + (pixels[i + 1] - pixels[i]) * fx;
  const bottom = pixels[i + width] + (pixels[i + width + 1] - pixels[i + width]) * fx;
  return top + (bottom - top) * fy;
}

/**
 * The grid as SIDE × SIDE gray levels, ink dark (a light-on-dark grid is inverted). A grid larger than SIDE in the
 * picture is averaged over n × n points per output pixel, so thin strokes are not dropped between samples. `bend`,
 * when given, maps each point of the output square to where it lies in the plain homography's square (lattice.ts:
 * a curled page's cells put back in place), both as pixels of the rectified grid.
 */
export function rectify(
  gray: Gray,
  corners: Point[],
  invert: boolean,
  bend?: (x: number, y: number) => Point,
): Float32Array | null {
  const h = squareToQuad(corners);
  if (!h) return null;
  const span = Math.max(
    ...corners.map((p, i) => Math.hypot(corners[(i + 1) % 4].x - p.x, corners[(i + 1) % 4].y - p.y)),
  );
  const n = Math.min(4, Math.max(1, Math.ceil(span / SIDE)));
  const out = new Float32Array(SIDE * SIDE);
  for (let y = 0; y < SIDE; y++) {
    for (let x = 0; x < SIDE; x++) {
      // The bend moves a whole output pixel, its n × n points together: it changes little within a pixel.
      const moved = bend?.(x + 0.5, y + 0.5);
      const dx = moved ? moved.x - x - 0.5 : 0;
      const dy = moved ? moved.y - y - 0.5 : 0;
      let sum = 0;
      for (let sy = 0; sy < n; sy++) {
        for (let sx = 0; sx < n; sx++) {
          const p = apply(h, (x + (sx + 0.5) / n + dx) / SIDE, (y + (sy + 0.5) / n + dy) / SIDE);
          sum += sample(gray, p.x - 0.5, p.y - 0.5);
        }
      }
      const v = sum / (n * n);
      out[y * SIDE + x] = invert ? 255 - v : v;
    }
  }
  return out;
}
