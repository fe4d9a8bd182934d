// Where the phone was: the photo's size, the page's tilt towards the lens (a true perspective, up to 25°), its turn,
// how much of the frame the grid fills, and the paper's bend (a smooth non-linear warp no single homography undoes).
// Everything is in the grid's own units: (0,0) its top-left outer corner, (1,1) its bottom-right.
import { inverse, squareToQuad, type Homography, type Point } from '../../src/engine/scan/homography.ts';
import type { Rng } from '../scan-wild/random.ts';

/** Upright photo sizes (w × h) as phones take them, weighted like the dev photos (most at 640 × 480). */
const SIZES: [number, number, number][] = [
  [640, 480, 40],
  [1280, 960, 8],
  [1600, 1200, 18],
  [2048, 1536, 8],
  [2592, 1944, 8],
  [3264, 2448, 8],
  [4000, 3000, 10],
];

export interface Shot {
  /** Upright size. */
  width: number;
  height: number;
  /** Unit square (the grid) → upright photo pixels. */
  toPhoto: Homography;
  /** Photo pixels → the grid's unit square. */
  fromPhoto: Homography;
  /** The paper's bend: a flat point (u, v) of the grid shows where (u, v) + bend(u, v) would lie unbent. */
  bend: (u: number, v: number) => Point;
  /** The same bend as numbers, for the pixel loop (no object per pixel): see `paperBend`. */
  bow: Bow;
  /** Defocus, as a Gaussian's sigma in photo pixels. */
  defocus: number;
  /** The grid's longest side in the photo, in pixels. */
  side: number;
  tags: string[];
  /** What the photo records, for the .dat's first line. */
  note: string;
}

function pickSize(rng: Rng): [number, number] {
  let roll = rng.next() * SIZES.reduce((s, [, , w]) => s + w, 0);
  for (const [w, h, weight] of SIZES) {
    roll -= weight;
    if (roll < 0) return [w, h];
  }
  return [640, 480];
}

/** A tilt drawn towards small angles, as most photos are taken nearly square on. */
const tilt = (rng: Rng, most: number): number => (rng.chance(0.5) ? -1 : 1) * most * Math.pow(rng.next(), 1.4);

/** The grid's corners seen by a pinhole camera after the page is tilted about x and y and turned in its plane. */
function projectedCorners(rng: Rng): { corners: Point[]; note: string } {
  const ax = (tilt(rng, 25) * Math.PI) / 180;
  const ay = (tilt(rng, 25) * Math.PI) / 180;
  const az = (tilt(rng, rng.chance(0.85) ? 5 : 12) * Math.PI) / 180;
  // Distance in grid sides: a phone's wide lens close to the page (1.1) or further back and zoomed (2.5).
  const distance = rng.range(1.1, 2.5);
  const corners = [
    [-0.5, -0.5],
    [0.5, -0.5],
    [0.5, 0.5],
    [-0.5, 0.5],
  ].map(([x0, y0]) => {
    // Turn in the plane, then tilt about y and x.
    let x = x0 * Math.cos(az) - y0 * Math.sin(az);
    let y = x0 * Math.sin(az) + y0 * Math.cos(az);
    let z = 0;
    [x, z] = [x * Math.cos(ay), -x * Math.sin(ay)];
    [y, z] = [y * Math.cos(ax) - z * Math.sin(ax), y * Math.sin(ax) + z * Math.cos(ax)];
    return { x: x / (z + distance), y: y / (z + distance) };
  });
  const deg = (r: number) => Math.round((r * 180) / Math.PI);
  return { corners, note: `tilt ${deg(ax)}/${deg(ay)} turn ${deg(az)}` };
}

/** A paper bow: the lines across `acrossRows ? u : v` bend by `a` (grid units), the others by `b`. */
export interface Bow {
  a: number;
  b: number;
  crest: number;
  other: number;
  acrossRows: boolean;
}

/** 0 at the crest (somewhere near the middle), 1 at the farther edge of the grid. */
export const bowAt = (t: number, crest: number): number => (t - crest) ** 2 / Math.max(crest * crest, (1 - crest) ** 2);

/** The paper's bend in grid units: a curl across one axis and a gentler one across the other. */
function paperBend(rng: Rng): { bow: Bow; cells: number } {
  const roll = rng.next();
  const cells = roll < 0.55 ? rng.range(0, 0.12) : roll < 0.9 ? rng.range(0.12, 0.3) : rng.range(0.3, 0.5);
  return {
    cells,
    bow: {
      a: (cells / 9) * (rng.chance(0.5) ? 1 : -1),
      b: (rng.range(0, 0.5) * cells) / 9,
      crest: rng.range(0.3, 0.7),
      other: rng.range(0.2, 0.8),
      acrossRows: rng.chance(0.5),
    },
  };
}

export function bendOf({ a, b, crest, other, acrossRows }: Bow): (u: number, v: number) => Point {
  return (u, v) =>
    acrossRows
      ? { x: b * bowAt(v, other), y: a * bowAt(u, crest) }
      : { x: a * bowAt(v, crest), y: b * bowAt(u, other) };
}

export function planShot(rng: Rng): Shot {
  const [w, h] = pickSize(rng);
  const portrait = rng.chance(0.35);
  const [width, height] = portrait ? [h, w] : [w, h];
  const { corners, note } = projectedCorners(rng);
  const { bow, cells } = paperBend(rng);
  const xs = corners.map((p) => p.x);
  const ys = corners.map((p) => p.y);
  const spanX = Math.max(...xs) - Math.min(...xs);
  const spanY = Math.max(...ys) - Math.min(...ys);
  const short = Math.min(width, height);
  // How much of the frame the grid fills: mostly most of it, as the dev photos; sometimes a grid among a page.
  const fill = rng.chance(0.12) ? rng.range(0.4, 0.55) : rng.range(0.55, 0.93);
  let scale = (fill * short) / Math.max(spanX, spanY);
  // The grid stays in the frame (a bend's bulge included), a few pixels from the edge at least.
  const margin = Math.max(4, short * rng.range(0.01, 0.06)) + (cells / 9) * scale;
  scale = Math.min(scale, (width - 2 * margin) / spanX, (height - 2 * margin) / spanY);
  const cx = (Math.max(...xs) + Math.min(...xs)) / 2;
  const cy = (Math.max(...ys) + Math.min(...ys)) / 2;
  const slackX = Math.max(0, width - 2 * margin - spanX * scale) / 2;
  const slackY = Math.max(0, height - 2 * margin - spanY * scale) / 2;
  const ox = width / 2 + rng.range(-slackX, slackX);
  const oy = height / 2 + rng.range(-slackY, slackY);
  const quad = corners.map((p) => ({ x: ox + (p.x - cx) * scale, y: oy + (p.y - cy) * scale }));
  const toPhoto = squareToQuad(quad);
  if (!toPhoto) throw new Error('scan-photo-synth: a degenerate pose');
  const side = Math.max(...quad.map((p, i) => Math.hypot(p.x - quad[(i + 1) % 4].x, p.y - quad[(i + 1) % 4].y)));
  // Defocus grows with the photo's size (the same lens blur covers more pixels); most photos a little soft.
  const blurred = rng.chance(0.15);
  const defocus = rng.range(0.5, 1.8) * (short / 480) * (blurred ? 1.6 : 1);
  const tags = [
    blurred ? 'blurred' : '',
    cells >= 0.12 ? 'bent' : '',
    Math.max(
      ...note
        .match(/-?\d+/g)!
        .slice(0, 2)
        .map((n) => Math.abs(+n)),
    ) >= 15
      ? 'tilted'
      : '',
  ];
  const fromPhoto = inverse(toPhoto);
  if (!fromPhoto) throw new Error("the camera's homography has no inverse");
  return {
    width,
    height,
    toPhoto,
    fromPhoto,
    bend: bendOf(bow),
    bow,
    defocus,
    side,
    tags: tags.filter(Boolean),
    note: `${note} bend ${cells.toFixed(2)} cells fill ${fill.toFixed(2)}`,
  };
}
