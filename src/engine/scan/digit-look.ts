/**
 * How a cell's digit is printed, beyond its shape (ink-shape.ts): how dark its ink is against the paper, and where
 * it sits in the cell. Every given of a printed grid is set in one ink and centred alike; a reader's fill-in in
 * pencil or pen is lighter or of another hue, and sits where the hand put it (see hand-check.ts).
 */
import type { Component } from './components.ts';
import type { Chroma, LazyChroma } from './ink-hue.ts';
import { median } from './median.ts';
import { CELL, SIDE } from './rectify.ts';

export interface DigitLook {
  /**
   * The digit's ink against the cell's paper: a high percentile of its pixels' distance from the paper's gray, over
   * the paper's gray (light-invariant: a shadow darkens paper and ink alike).
   */
  darkness: number;
  /** The digit's box centre less the cell's, in cells (positive: right, down). */
  dx: number;
  dy: number;
  /**
   * The ink's colour against the paper's, per gray level of its darkness (ink-hue.ts's two channels): 0, 0 for a
   * gray ink, whatever its darkness; alike for one ink however faint, blurred or shadowed. Absent in a gray picture.
   */
  hue?: { redGreen: number; yellowBlue: number };
}

/** A cell's interior in the rectified grid (cut-cells.ts), with its ink levels and its paper's gray. */
export interface CellArea {
  x0: number;
  y0: number;
  w: number;
  h: number;
  ink: Float32Array;
  paper: number;
}

/** The share of a digit's pixels lighter than the level taken as its ink's: its strokes' cores, not their rims. */
const CORE = 0.75;

/**
 * The look of `pieces` (components of `labels`) in `cell`, its hue from `chroma` when the picture has colours: taken
 * when first read (ink-hue.ts `LazyChroma`).
 */
export function digitLook(
  cell: CellArea,
  labels: Int32Array,
  pieces: Component[],
  chroma: LazyChroma | null,
): DigitLook {
  const { ink, paper, w, h } = cell;
  const mine = new Set(pieces.map((c) => c.label));
  const levels: number[] = [];
  for (let i = 0; i < labels.length; i++) if (mine.has(labels[i])) levels.push(ink[i]);
  levels.sort((a, b) => a - b);
  const core = levels[Math.min(levels.length - 1, Math.floor(CORE * levels.length))] ?? 0;
  const minX = Math.min(...pieces.map((c) => c.minX));
  const maxX = Math.max(...pieces.map((c) => c.maxX));
  const minY = Math.min(...pieces.map((c) => c.minY));
  const maxY = Math.max(...pieces.map((c) => c.maxY));
  const look: DigitLook = {
    darkness: core / Math.max(paper, 1),
    dx: ((minX + maxX + 1) / 2 - w / 2) / CELL,
    dy: ((minY + maxY + 1) / 2 - h / 2) / CELL,
  };
  if (!chroma) return look;
  let hue: DigitLook['hue'] | null = null;
  return {
    ...look,
    get hue() {
      if (hue === null) {
        const colours = chroma();
        hue = colours ? inkHue(cell, labels, mine, core * HUE_CORE, colours) : undefined;
      }
      return hue;
    },
  };
}

/** The digit's pixels this share of its core level or darker give its hue: its strokes, not their paler rims. */
const HUE_CORE = 0.5;

/** The hue of the digit's pixels (labels in `mine`) at least `level` dark, against the median of the cell's. */
function inkHue(cell: CellArea, labels: Int32Array, mine: Set<number>, level: number, chroma: Chroma) {
  const { x0, y0, w, h, ink } = cell;
  const redGreen = new Float32Array(w * h);
  const yellowBlue = new Float32Array(w * h);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      redGreen[y * w + x] = chroma.redGreen[(y0 + y) * SIDE + x0 + x];
      yellowBlue[y * w + x] = chroma.yellowBlue[(y0 + y) * SIDE + x0 + x];
    }
  // The paper's colour is most of the cell's: a colour cast or a tinted paper is taken off the ink's.
  const paperRedGreen = median(redGreen);
  const paperYellowBlue = median(yellowBlue);
  let sumRedGreen = 0;
  let sumYellowBlue = 0;
  let sumInk = 0;
  for (let i = 0; i < labels.length; i++) {
    if (!mine.has(labels[i]) || ink[i] < level) continue;
    sumRedGreen += redGreen[i] - paperRedGreen;
    sumYellowBlue += yellowBlue[i] - paperYellowBlue;
    sumInk += ink[i];
  }
  return { redGreen: sumRedGreen / Math.max(sumInk, 1), yellowBlue: sumYellowBlue / Math.max(sumInk, 1) };
}
