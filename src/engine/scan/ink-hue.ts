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
      if (redGreen[i] || yellowBlue[i]) coloured = true;
    }
  }
  return coloured ? { redGreen, yellowBlue } : null;
}

/**
 * The chroma, rectified when first asked for (+3.4 ms a grid): only the hand check weighs hues, and a grid it weighs
 * no digit of (too few sure ones, no Sudoku, a turn not taken) never needs them.
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
    });
  };
}
