/**
 * Adaptive threshold: a pixel is ink when it is darker (or, for a dark theme, lighter) than the mean of the square
 * around it by more than a margin. A local mean, not one global cut, so a shaded row, a highlighted box or a
 * gradient behind the grid does not swallow the lines or the digits in it.
 */
import type { Gray } from './image.ts';

/** Which way ink differs from its background: dark ink on a light theme, light ink on a dark one. */
export type Polarity = 'dark-ink' | 'light-ink';

/**
 * Each picture's summed-area table, kept while the picture lives: the grid search binarises the same picture up to
 * eight times (two polarities, two margins, each with a fainter pass), and the table does not depend on either.
 */
const tables = new WeakMap<Gray, Float64Array>();

/** Summed-area table, one row and column of zeros in front, so any box sum is four look-ups. */
function integral(gray: Gray): Float64Array {
  const cached = tables.get(gray);
  if (cached) return cached;
  const { width, height, pixels } = gray;
  const stride = width + 1;
  const table = new Float64Array(stride * (height + 1));
  for (let y = 0; y < height; y++) {
    let row = 0;
    for (let x = 0; x < width; x++) {
      row += pixels[y * width + x];
      table[(y + 1) * stride + x + 1] = table[y * stride + x + 1] + row;
    }
  }
  tables.set(gray, table);
  return table;
}

/**
 * One byte per pixel, 1 for ink. `radius` is half the side of the averaging square (clipped at the edges);
 * `margin` is how many gray levels past the local mean count as ink (above JPEG noise, below a faint line).
 */
export function binarise(gray: Gray, polarity: Polarity, radius: number, margin = 12): Uint8Array {
  const { width, height, pixels } = gray;
  const table = integral(gray);
  const stride = width + 1;
  const ink = new Uint8Array(width * height);
  const sign = polarity === 'dark-ink' ? 1 : -1;
  for (let y = 0; y < height; y++) {
    const y0 = Math.max(0, y - radius);
    const y1 = Math.min(height, y + radius + 1);
    for (let x = 0; x < width; x++) {
      const x0 = Math.max(0, x - radius);
      const x1 = Math.min(width, x + radius + 1);
      const sum = table[y1 * stride + x1] - table[y0 * stride + x1] - table[y1 * stride + x0] + table[y0 * stride + x0];
      const mean = sum / ((x1 - x0) * (y1 - y0));
      if (sign * (mean - pixels[y * width + x]) > margin) ink[y * width + x] = 1;
    }
  }
  return ink;
}
