/**
 * The grid's colours, which the gray picture every other step reads has lost: a newspaper prints its givens in one
 * ink (black, or a red or blue of its own), and a reader's fill-ins in a blue pen or a gray pencil differ from it in
 * hue even where they are as dark (hand-check.ts). Two opponent channels, red less green and yellow less blue,
 * sampled where `rectify` sampled the gray: zero on any gray, of either sign on a colour.
 */
import { apply, squareToQuad, type Point } from './homography.ts';
import type { ScanImage } from './image.ts';
import { SIDE } from './rectify.ts';
import { quarterTurn } from './upright-grid.ts';

export interface Chroma {
  /** SIDE × SIDE, red less green, gray levels. */
  redGreen: Float32Array;
  /** SIDE × SIDE, yellow ((red + green) / 2) less blue, gray levels. */
  yellowBlue: Float32Array;
  /** SIDE × SIDE, the picture's own lightness ((red + green + blue) / 3), which a hue's strength scales with. */
  light: Float32Array;
}

/**
 * The picture's chroma inside `corners` (with `bend` as `rectify` takes it), one bilinear sample a pixel: a digit's
 * hue is averaged over its strokes later, so the gray's n × n averaging is not needed. Null for a gray picture (every
 * sample gray), where there is no hue to tell inks apart.
 */
export function rectifyChroma(
  image: ScanImage,
  corners: Point[],
  bend?: (x: number, y: number) => Point,
): Chroma | null {
  const h = squareToQuad(corners);
  if (!h) return null;
  const { width, height, data } = image;
  const redGreen = new Float32Array(SIDE * SIDE);
  const yellowBlue = new Float32Array(SIDE * SIDE);
  const light = new Float32Array(SIDE * SIDE);
  let coloured = false;
  const rgb = [0, 0, 0];
  for (let y = 0; y < SIDE; y++) {
    for (let x = 0; x < SIDE; x++) {
      const moved = bend?.(x + 0.5, y + 0.5);
      const p = apply(h, (moved ? moved.x : x + 0.5) / SIDE, (moved ? moved.y : y + 0.5) / SIDE);
      const px = Math.min(width - 1.001, Math.max(0, p.x - 0.5));
      const py = Math.min(height - 1.001, Math.max(0, p.y - 0.5));
      const x0 = Math.floor(px);
      const y0 = Math.floor(py);
      const fx = px - x0;
      const fy = py - y0;
      const x1 = Math.min(width - 1, x0 + 1);
      const y1 = Math.min(height - 1, y0 + 1);
      for (let c = 0; c < 3; c++) {
        const top = data[(y0 * width + x0) * 4 + c] * (1 - fx) + data[(y0 * width + x1) * 4 + c] * fx;
        const bottom = data[(y1 * width + x0) * 4 + c] * (1 - fx) + data[(y1 * width + x1) * 4 + c] * fx;
        rgb[c] = top * (1 - fy) + bottom * fy;
      }
      const i = y * SIDE + x;
      redGreen[i] = rgb[0] - rgb[1];
      yellowBlue[i] = (rgb[0] + rgb[1]) / 2 - rgb[2];
      light[i] = (rgb[0] + rgb[1] + rgb[2]) / 3;
      if (redGreen[i] || yellowBlue[i]) coloured = true;
    }
  }
  return coloured ? { redGreen, yellowBlue, light } : null;
}

/**
 * The chroma, rectified when first asked for (+3.4 ms a grid): only the hand check and a sure blank's last look for a
 * coloured print's faint digit (cut-cells.ts) weigh hues; a grid that reaches neither never needs them.
 */
export type LazyChroma = () => Chroma | null;

export function lazyChroma(image: ScanImage, corners: Point[], bend?: (x: number, y: number) => Point): LazyChroma {
  let chroma: Chroma | null | undefined;
  return () => (chroma === undefined ? (chroma = rectifyChroma(image, corners, bend)) : chroma);
}

/** The chroma turned a quarter clockwise, as `quarterTurn` turns the gray, when first asked for. */
export function turnedChroma(chroma: LazyChroma): LazyChroma {
  let turned: Chroma | null | undefined;
  return () => {
    if (turned !== undefined) return turned;
    const before = chroma();
    return (turned = before && {
      redGreen: quarterTurn(before.redGreen),
      yellowBlue: quarterTurn(before.yellowBlue),
      light: quarterTurn(before.light),
    });
  };
}

/** Hue ink is measured as on a paper this light (a lit page's gray level). */
const PAPER_LIGHT = 200;
/** A paper taken as at least this light: in the dark, what hue there is is the camera's noise. */
const MIN_LIGHT = 40;

/** A cell's interior in the rectified grid: its top-left corner and size. */
export interface CellBox {
  x0: number;
  y0: number;
  w: number;
  h: number;
}

/**
 * A cell's hue ink: per pixel, how far its chroma (smoothed 3 × 3: a stroke is wider than a camera's colour noise)
 * lies from the cell's paper's (the median of the cell's), in gray levels; and the strongest of it clear of the
 * cell's edges (two pixels in), where a line's colour does not reach.
 */
export function hueInk(chroma: Chroma, { x0, y0, w, h }: CellBox): { ink: Float32Array; inner: number } {
  const redGreen = new Float32Array(w * h);
  const yellowBlue = new Float32Array(w * h);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      let rg = 0;
      let yb = 0;
      let n = 0;
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) {
          const sx = x0 + x + dx;
          const sy = y0 + y + dy;
          if (sx < 0 || sy < 0 || sx >= SIDE || sy >= SIDE) continue;
          rg += chroma.redGreen[sy * SIDE + sx];
          yb += chroma.yellowBlue[sy * SIDE + sx];
          n++;
        }
      redGreen[y * w + x] = rg / n;
      yellowBlue[y * w + x] = yb / n;
    }
  // A typed array sorts by value, natively.
  const paperRedGreen = redGreen.slice().sort()[redGreen.length >> 1];
  const paperYellowBlue = yellowBlue.slice().sort()[yellowBlue.length >> 1];
  // Per PAPER_LIGHT of the paper's lightness: a shadow or a dim light takes an ink's hue down with its paper's.
  const light = new Float32Array(w * h);
  for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) light[y * w + x] = chroma.light[(y0 + y) * SIDE + x0 + x];
  const scale = PAPER_LIGHT / Math.max(light.sort()[light.length >> 1], MIN_LIGHT);
  const ink = new Float32Array(w * h);
  let inner = 0;
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      ink[i] = scale * Math.hypot(redGreen[i] - paperRedGreen, yellowBlue[i] - paperYellowBlue);
      if (x >= 2 && y >= 2 && x < w - 2 && y < h - 2) inner = Math.max(inner, ink[i]);
    }
  return { ink, inner };
}
