// Seven-segment digits as plain rectangles, for the tests that draw them (scan-segments.test.ts,
// scan-segment-read.test.ts): a geometry of their own, unlike the training's renderer and the wild pictures'.

/**
 * The lit segments `lit` (a top, b top right, c bottom right, d bottom, e bottom left, f top left, g middle) of a digit
 * `w` × `h` with bars `t` thick and `gap` apart at each end, as rectangles [x, y, width, height]. Uprights run from
 * the middle of a bar across to the middle of the next, less the gaps; bars across fit between them.
 */
export function segmentRects(lit: string, w: number, h: number, t: number, gap: number): number[][] {
  const upright = (h - t) / 2 - 2 * gap;
  const across = w - 2 * t - 2 * gap;
  const shapes: Record<string, number[]> = {
    a: [t + gap, 0, across, t],
    g: [t + gap, (h - t) / 2, across, t],
    d: [t + gap, h - t, across, t],
    f: [0, t / 2 + gap, t, upright],
    b: [w - t, t / 2 + gap, t, upright],
    e: [0, h / 2 + gap, t, upright],
    c: [w - t, h / 2 + gap, t, upright],
  };
  return [...lit].map((s) => shapes[s]);
}
