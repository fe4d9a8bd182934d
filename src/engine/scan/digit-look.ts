/**
 * How a cell's digit is printed, beyond its shape (ink-shape.ts): how dark its ink is against the paper, and where
 * it sits in the cell. Every given of a printed grid is set in one ink and centred alike; a reader's fill-in in
 * pencil or pen is lighter or of another hue, and sits where the hand put it (see hand-check.ts).
 */
import type { Component } from './components.ts';
import { CELL } from './rectify.ts';

export interface DigitLook {
  /**
   * The digit's ink against the cell's paper: a high percentile of its pixels' distance from the paper's gray, over
   * the paper's gray (light-invariant: a shadow darkens paper and ink alike).
   */
  darkness: number;
  /** The digit's box centre less the cell's, in cells (positive: right, down). */
  dx: number;
  dy: number;
}

/** The share of a digit's pixels lighter than the level taken as its ink's: its strokes' cores, not their rims. */
const CORE = 0.75;

/** The look of `pieces` (components of `labels`, a w × h cell whose ink is `ink` off a `paper` gray). */
export function digitLook(
  ink: Float32Array,
  paper: number,
  labels: Int32Array,
  w: number,
  h: number,
  pieces: Component[],
): DigitLook {
  const mine = new Set(pieces.map((c) => c.label));
  const levels: number[] = [];
  for (let i = 0; i < labels.length; i++) if (mine.has(labels[i])) levels.push(ink[i]);
  levels.sort((a, b) => a - b);
  const core = levels[Math.min(levels.length - 1, Math.floor(CORE * levels.length))] ?? 0;
  const minX = Math.min(...pieces.map((c) => c.minX));
  const maxX = Math.max(...pieces.map((c) => c.maxX));
  const minY = Math.min(...pieces.map((c) => c.minY));
  const maxY = Math.max(...pieces.map((c) => c.maxY));
  return {
    darkness: core / Math.max(paper, 1),
    dx: ((minX + maxX + 1) / 2 - w / 2) / CELL,
    dy: ((minY + maxY + 1) / 2 - h / 2) / CELL,
  };
}
