/**
 * The measurements of a cell's ink that say whether it looks like a digit of its grid, independently of what the
 * classifier makes of it: every digit of one grid is drawn in one font at one size, so a digit that is much
 * heavier, thicker or larger than the others, or a piece of ink in an "empty" cell as heavy as a digit, is damage
 * (a blot, a crossing-out, a digit half rubbed out) or a misreading, and worth a look (see ink-check.ts).
 */
import type { Component } from './components.ts';

export interface InkShape {
  /** Summed ink (distance from the cell's background, gray levels) over the pieces' pixels. */
  mass: number;
  /** Box height and width, in rectified pixels. */
  height: number;
  width: number;
  /** Side of the largest square of ink inside: the stroke's thickness, or a blot's size. */
  thickness: number;
}

/** The shape of `pieces` (components of `labels`, a w-wide map) over `ink`. */
export function inkShape(ink: Float32Array, labels: Int32Array, w: number, pieces: Component[]): InkShape {
  const mine = new Set(pieces.map((c) => c.label));
  const minX = Math.min(...pieces.map((c) => c.minX));
  const maxX = Math.max(...pieces.map((c) => c.maxX));
  const minY = Math.min(...pieces.map((c) => c.minY));
  const maxY = Math.max(...pieces.map((c) => c.maxY));
  const bw = maxX - minX + 1;
  // Largest all-ink square ending at each pixel (the classic dynamic programme), one row at a time.
  let above = new Int32Array(bw + 1);
  let row = new Int32Array(bw + 1);
  let mass = 0;
  let thickness = 0;
  for (let y = minY; y <= maxY; y++) {
    for (let x = minX; x <= maxX; x++) {
      const i = x - minX + 1;
      if (!mine.has(labels[y * w + x])) {
        row[i] = 0;
        continue;
      }
      mass += ink[y * w + x];
      row[i] = 1 + Math.min(row[i - 1], above[i], above[i - 1]);
      if (row[i] > thickness) thickness = row[i];
    }
    [above, row] = [row, above];
  }
  return { mass, height: maxY - minY + 1, width: bw, thickness };
}
