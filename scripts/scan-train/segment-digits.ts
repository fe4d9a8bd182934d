// Seven-segment digits (a digital clock's, as some Sudoku apps and themes draw theirs), which no font of the
// screenshot corpus has: drawn by this renderer of our own into pictures of a grid, then cut out by the recognizer
// exactly as it cuts any picture (locateCells: grid finding, rectifying, the cell cutter joining the segments), so the
// classifier learns the crops it will see. Each picture draws its digits in one style, drawn at random: segment
// thickness, the gaps between segments, pointed or square ends, slant, width, size in the cell, the 6, 7 and 9 with
// or without their tails, light or dark theme, line weights. A second kind of picture is small and blurred (a grid of
// 150 to 300 px, thinner bars, 0.4 to 1.2 px of blur: an app's grid screenshotted small or photographed on a screen),
// where the classifier read such digits less surely than plain ones (97.5 % right against 100 %, session 33).
import { gaussianBlur } from '../../bench/photo-variants.ts';
import { locateCells } from '../../src/engine/scan/locate.ts';
import type { ScanImage } from '../../src/engine/scan/image.ts';
import { createRng, type Rng } from '../../src/engine/rng.ts';
import type { Sample } from './mlp.ts';

/** The segments lit for each digit: a top, b top right, c bottom right, d bottom, e bottom left, f top left, g middle. */
const LIT: Record<number, string> = {
  1: 'bc',
  2: 'abged',
  3: 'abgcd',
  4: 'fgbc',
  5: 'afgcd',
  6: 'afgedc',
  7: 'abc',
  8: 'abcdefg',
  9: 'abcdfg',
};
/** The tail each of 6, 7 and 9 may go without (6 and 9) or have (7). */
const TAIL: Record<number, { segment: string; lit: boolean }> = {
  6: { segment: 'a', lit: true },
  7: { segment: 'f', lit: false },
  9: { segment: 'd', lit: true },
};

interface Point {
  x: number;
  y: number;
}
type Polygon = Point[];

/** How one picture draws its digits, all as fractions except the flags. */
interface Style {
  /** Digit height, of the cell. */
  height: number;
  /** Width, of the height. */
  width: number;
  /** Segment thickness, of the height. */
  thickness: number;
  /** Gap between segments, of the thickness. */
  gap: number;
  /** Horizontal shift of the top against the bottom, of the height. */
  slant: number;
  pointed: boolean;
  /** Per digit 6, 7, 9: drawn with its tail. */
  tailed: Record<number, boolean>;
}

const uniform = (rng: Rng, lo: number, hi: number): number => lo + (hi - lo) * rng.next();

function drawStyle(rng: Rng): Style {
  const pointed = rng.next() < 0.65;
  return {
    height: uniform(rng, 0.38, 0.75),
    width: uniform(rng, 0.42, 0.7),
    thickness: uniform(rng, 0.08, 0.2),
    // Square ends leave a corner empty besides the gap: their gaps are narrower, as such displays draw them.
    gap: rng.next() < 0.2 ? 0 : uniform(rng, 0.05, pointed ? 0.5 : 0.25),
    slant: rng.next() < 0.5 ? 0 : uniform(rng, 0.04, 0.22),
    pointed,
    tailed: { 6: rng.next() < 0.5, 7: rng.next() < 0.5, 9: rng.next() < 0.5 },
  };
}

/** A segment from p to q, `t` thick: a hexagon with pointed ends, or a rectangle. */
function segment(p: Point, q: Point, t: number, pointed: boolean): Polygon {
  const len = Math.hypot(q.x - p.x, q.y - p.y);
  const ux = (q.x - p.x) / len;
  const uy = (q.y - p.y) / len;
  const h = t / 2;
  const at = (o: Point, along: number, across: number): Point => ({
    x: o.x + ux * along - uy * across,
    y: o.y + uy * along + ux * across,
  });
  if (!pointed) return [at(p, 0, h), at(q, 0, h), at(q, 0, -h), at(p, 0, -h)];
  const k = Math.min(h, len / 2);
  return [p, at(p, k, h), at(q, -k, h), q, at(q, -k, -h), at(p, k, -h)];
}

/** The polygons of `digit` in a box `w` × `h` (y down), before slanting. */
function glyph(digit: number, w: number, h: number, style: Style): Polygon[] {
  // A narrow digit keeps room between its uprights: its bars stay longer than they are thick.
  const t = Math.min(style.thickness * h, w / 4.5);
  const g = style.gap * t;
  // Pointed segments meet at their tips on the centre lines; square ones stop short by half their thickness.
  const inset = g + (style.pointed ? 0 : t / 2);
  const xl = t / 2;
  const xr = w - t / 2;
  const yt = t / 2;
  const ym = h / 2;
  const yb = h - t / 2;
  const across = (y: number) => segment({ x: xl + inset, y }, { x: xr - inset, y }, t, style.pointed);
  const down = (x: number, y0: number, y1: number) =>
    segment({ x, y: y0 + inset }, { x, y: y1 - inset }, t, style.pointed);
  const shapes: Record<string, Polygon> = {
    a: across(yt),
    g: across(ym),
    d: across(yb),
    f: down(xl, yt, ym),
    b: down(xr, yt, ym),
    e: down(xl, ym, yb),
    c: down(xr, ym, yb),
  };
  let lit = LIT[digit];
  const tail = TAIL[digit];
  if (tail && style.tailed[digit] !== tail.lit) lit = tail.lit ? lit.replace(tail.segment, '') : lit + tail.segment;
  return [...lit].map((s) => shapes[s]);
}

/** Is (x, y) inside the convex polygon? */
function inside(poly: Polygon, x: number, y: number): boolean {
  let sign = 0;
  for (let i = 0; i < poly.length; i++) {
    const a = poly[i];
    const b = poly[(i + 1) % poly.length];
    const cross = (b.x - a.x) * (y - a.y) - (b.y - a.y) * (x - a.x);
    if (cross === 0) continue;
    if (sign === 0) sign = Math.sign(cross);
    else if (Math.sign(cross) !== sign) return false;
  }
  return true;
}

type Rgb = [number, number, number];

/** An RGBA picture with a fill, and a way to paint coverage of a colour onto it. */
class Canvas {
  readonly data: Uint8ClampedArray;
  constructor(
    readonly width: number,
    readonly height: number,
    fill: Rgb,
  ) {
    this.data = new Uint8ClampedArray(width * height * 4);
    for (let i = 0; i < width * height; i++) this.data.set([...fill, 255], 4 * i);
  }
  paint(x: number, y: number, colour: Rgb, coverage: number): void {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height || coverage <= 0) return;
    const o = 4 * (y * this.width + x);
    for (let k = 0; k < 3; k++) this.data[o + k] += coverage * (colour[k] - this.data[o + k]);
  }
  rect(x0: number, y0: number, x1: number, y1: number, colour: Rgb): void {
    for (let y = Math.round(y0); y < Math.round(y1); y++)
      for (let x = Math.round(x0); x < Math.round(x1); x++) this.paint(x, y, colour, 1);
  }
}

const SUB = 4;

/** Paints `digit` centred at (cx, cy), `h` px tall, anti-aliased (SUB × SUB samples a pixel). */
function paintDigit(canvas: Canvas, digit: number, cx: number, cy: number, h: number, style: Style, ink: Rgb): void {
  const w = style.width * h;
  const slant = style.slant * h;
  const left = cx - (w + slant) / 2;
  const top = cy - h / 2;
  // Into the picture's coordinates, slanted (a shear keeps each polygon convex).
  const polys = glyph(digit, w, h, style).map((poly) =>
    poly.map((p) => ({ x: left + p.x + slant * (1 - p.y / h), y: top + p.y })),
  );
  for (const poly of polys) {
    const x0 = Math.floor(Math.min(...poly.map((p) => p.x)));
    const x1 = Math.ceil(Math.max(...poly.map((p) => p.x)));
    const y0 = Math.floor(Math.min(...poly.map((p) => p.y)));
    const y1 = Math.ceil(Math.max(...poly.map((p) => p.y)));
    // Segments never overlap (square ones stop short, pointed ones meet tip to tip), so coverage adds up.
    for (let y = y0; y <= y1; y++)
      for (let x = x0; x <= x1; x++) {
        let hits = 0;
        for (let sy = 0; sy < SUB; sy++)
          for (let sx = 0; sx < SUB; sx++) if (inside(poly, x + (sx + 0.5) / SUB, y + (sy + 0.5) / SUB)) hits++;
        canvas.paint(x, y, ink, hits / (SUB * SUB));
      }
  }
}

const grey = (v: number): Rgb => [v, v, v];
const tint = (rng: Rng, v: number, spread: number): Rgb =>
  [0, 1, 2].map(() => Math.max(0, Math.min(255, v + uniform(rng, -spread, spread)))) as Rgb;

/**
 * One picture of a grid in seven-segment digits, and its truth (0 for an empty cell); `small`: a small blurred one.
 * Only a small picture draws more from `rng` than a plain one (its thinner bars, its blur): plain pictures stay as they
 * were before small ones existed.
 */
export function segmentPicture(rng: Rng, small = false): { image: ScanImage; truth: number[] } {
  const style = drawStyle(rng);
  if (small) style.thickness = uniform(rng, 0.06, 0.2);
  const dark = rng.next() < 0.3;
  const paper = dark ? tint(rng, uniform(rng, 15, 60), 10) : tint(rng, uniform(rng, 215, 255), 12);
  const ink = dark ? tint(rng, uniform(rng, 190, 255), 30) : tint(rng, uniform(rng, 0, 90), 40);
  const lines = dark ? grey(uniform(rng, 110, 200)) : grey(uniform(rng, 0, 120));
  const side = Math.round(small ? uniform(rng, 150, 300) : uniform(rng, 240, 900));
  const margin = Math.round(uniform(rng, 12, 60));
  const canvas = new Canvas(side + 2 * margin, side + 2 * margin, paper);
  const cell = side / 9;
  const thin = Math.max(1, Math.round(uniform(rng, 0.02, 0.04) * cell));
  const thick = thin + Math.max(1, Math.round(uniform(rng, 0.02, 0.06) * cell));
  // A highlighted row, column or box now and then, as a game shows the selected cell's.
  const shade = rng.next() < 0.4 ? tint(rng, dark ? 80 : 200, 25) : null;
  const shadedRow = rng.int(9);
  const truth = Array.from({ length: 81 }, () => (rng.next() < uniform(rng, 0.3, 0.5) ? 1 + rng.int(9) : 0));
  for (let r = 0; r < 9; r++)
    for (let c = 0; c < 9; c++) {
      const x = margin + c * cell;
      const y = margin + r * cell;
      if (shade && r === shadedRow) canvas.rect(x, y, x + cell, y + cell, shade);
      const digit = truth[r * 9 + c];
      if (!digit) continue;
      const jitter = () => uniform(rng, -0.03, 0.03) * cell;
      paintDigit(canvas, digit, x + cell / 2 + jitter(), y + cell / 2 + jitter(), style.height * cell, style, ink);
    }
  for (let k = 0; k <= 9; k++) {
    const width = k % 3 === 0 ? thick : thin;
    const at = margin + k * cell - width / 2;
    canvas.rect(at, margin - thick / 2, at + width, margin + side + thick / 2, lines);
    canvas.rect(margin - thick / 2, at, margin + side + thick / 2, at + width, lines);
  }
  const image = { width: canvas.width, height: canvas.height, data: Uint8Array.from(canvas.data) };
  return { image: small ? gaussianBlur(image, uniform(rng, 0.4, 1.2)) : image, truth };
}

/**
 * The recognizer's crops of the digits in `count` seven-segment pictures drawn from `seed` (small blurred ones when
 * `small`); `missed` pictures whose grid was not found, `uncut` digits the cell cutter left out.
 */
export function segmentDigits(
  count: number,
  seed: string,
  small = false,
): { samples: Sample[]; missed: number; uncut: number } {
  const rng = createRng(seed);
  const samples: Sample[] = [];
  let missed = 0;
  let uncut = 0;
  for (let n = 0; n < count; n++) {
    const { image, truth } = segmentPicture(rng, small);
    const cells = locateCells(image)?.cells;
    if (!cells) {
      missed++;
      continue;
    }
    cells.forEach((cell, i) => {
      if (truth[i] && cell.crop) samples.push({ input: cell.crop, label: truth[i] - 1 });
      else if (truth[i]) uncut++;
    });
  }
  return { samples, missed, uncut };
}
