// Digits drawn as shapes instead of font text: seven-segment displays (filled polygons) and stroked polylines, as
// apps with a hand-made or LED look draw them. Coordinates in a unit box: x 0..1 across the glyph, y 0..1 down.
import type { Rng } from './random.ts';

type Pt = [number, number];

/** Segments a..g of a seven-segment digit as polygons in a box 0.55 wide, 1 high. */
function segmentPolygons(thick: number): Record<string, Pt[]> {
  const w = 0.55;
  const t = thick;
  const h = t / 2;
  const horizontal = (y: number): Pt[] => [
    [h, y],
    [t, y - h],
    [w - t, y - h],
    [w - h, y],
    [w - t, y + h],
    [t, y + h],
  ];
  const vertical = (x: number, y0: number, y1: number): Pt[] => [
    [x, y0 + h],
    [x + h, y0 + t],
    [x + h, y1 - t],
    [x, y1 - h],
    [x - h, y1 - t],
    [x - h, y0 + t],
  ];
  return {
    a: horizontal(h),
    g: horizontal(0.5),
    d: horizontal(1 - h),
    f: vertical(h, h, 0.5),
    b: vertical(w - h, h, 0.5),
    e: vertical(h, 0.5, 1 - h),
    c: vertical(w - h, 0.5, 1 - h),
  };
}

export interface GlyphSet {
  kind: 'segments' | 'strokes';
  /** Per digit: polygons to fill (segments) or polylines to stroke (strokes), in the unit box. */
  shapes: Record<number, Pt[][]>;
  /** The glyph's width as a share of its height. */
  aspect: number;
  /** Strokes: line width as a share of the height. */
  strokeWidth: number;
  note: string;
}

export function segmentGlyphs(rng: Rng): GlyphSet {
  const thick = rng.range(0.07, 0.13);
  const tailed = rng.chance(0.5);
  const map: Record<number, string> = {
    1: 'bc',
    2: 'abged',
    3: 'abgcd',
    4: 'fgbc',
    5: 'afgcd',
    6: tailed ? 'afgedc' : 'fgedc',
    7: tailed ? 'fabc' : 'abc',
    8: 'abcdefg',
    9: tailed ? 'abcdfg' : 'abcfg',
  };
  const polys = segmentPolygons(thick);
  const shapes: Record<number, Pt[][]> = {};
  for (let d = 1; d <= 9; d++) shapes[d] = [...map[d]].map((s) => polys[s]);
  return {
    kind: 'segments',
    shapes,
    aspect: 0.55,
    strokeWidth: 0,
    note: `seven-segment, thickness ${thick.toFixed(2)}, ${tailed ? 'tailed' : 'plain'} 6/7/9`,
  };
}

const STROKES: Record<number, Pt[][]> = {
  1: [
    [
      [0.25, 0.22],
      [0.55, 0],
      [0.55, 1],
    ],
  ],
  2: [
    [
      [0.08, 0.25],
      [0.3, 0.02],
      [0.7, 0.02],
      [0.9, 0.22],
      [0.88, 0.42],
      [0.08, 1],
      [0.92, 1],
    ],
  ],
  3: [
    [
      [0.1, 0.02],
      [0.88, 0.02],
      [0.45, 0.42],
      [0.78, 0.5],
      [0.92, 0.72],
      [0.8, 0.94],
      [0.5, 1],
      [0.08, 0.9],
    ],
  ],
  4: [
    [
      [0.7, 1],
      [0.7, 0],
      [0.05, 0.68],
      [0.95, 0.68],
    ],
  ],
  5: [
    [
      [0.88, 0.02],
      [0.18, 0.02],
      [0.12, 0.46],
      [0.5, 0.38],
      [0.84, 0.5],
      [0.92, 0.75],
      [0.76, 0.95],
      [0.42, 1],
      [0.08, 0.9],
    ],
  ],
  6: [
    [
      [0.82, 0.06],
      [0.48, 0.02],
      [0.18, 0.32],
      [0.1, 0.7],
      [0.25, 0.97],
      [0.6, 1],
      [0.88, 0.8],
      [0.86, 0.56],
      [0.56, 0.45],
      [0.26, 0.5],
      [0.12, 0.66],
    ],
  ],
  7: [
    [
      [0.08, 0.02],
      [0.92, 0.02],
      [0.38, 1],
    ],
  ],
  8: [
    [
      [0.5, 0.47],
      [0.2, 0.38],
      [0.15, 0.18],
      [0.3, 0.02],
      [0.7, 0.02],
      [0.85, 0.18],
      [0.8, 0.38],
      [0.5, 0.47],
      [0.15, 0.6],
      [0.1, 0.82],
      [0.3, 1],
      [0.7, 1],
      [0.9, 0.82],
      [0.85, 0.6],
      [0.5, 0.47],
    ],
  ],
  9: [
    [
      [0.88, 0.34],
      [0.62, 0.52],
      [0.3, 0.52],
      [0.1, 0.3],
      [0.2, 0.06],
      [0.5, 0],
      [0.8, 0.05],
      [0.9, 0.3],
      [0.85, 0.65],
      [0.56, 0.97],
      [0.2, 1],
    ],
  ],
};

export function strokeGlyphs(rng: Rng): GlyphSet {
  const strokeWidth = rng.range(0.07, 0.14);
  const shapes: Record<number, Pt[][]> = { ...STROKES };
  const based = rng.chance(0.4);
  if (based)
    shapes[1] = [
      ...STROKES[1],
      [
        [0.25, 1],
        [0.85, 1],
      ],
    ];
  return {
    kind: 'strokes',
    shapes,
    aspect: rng.range(0.5, 0.65),
    strokeWidth,
    note: `polyline, width ${strokeWidth.toFixed(2)}${based ? ', 1 with a foot' : ''}`,
  };
}
