/**
 * The projective map from the unit square to the grid's four corners in the picture. Four corners fix it exactly,
 * so a screenshot (a square), a rotated one and a photo taken at an angle (a general quadrilateral) are all undone
 * the same way.
 */

export interface Point {
  x: number;
  y: number;
}

/** Row-major 3×3, h[8] = 1: (u, v) in the unit square → picture point. */
export type Homography = Float64Array;

/** Solves the 8×8 system by Gaussian elimination with partial pivoting; null when the corners are degenerate. */
function solve8(a: number[][], b: number[]): number[] | null {
  const n = 8;
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let r = col + 1; r < n; r++) if (Math.abs(a[r][col]) > Math.abs(a[pivot][col])) pivot = r;
    if (Math.abs(a[pivot][col]) < 1e-12) return null;
    [a[col], a[pivot]] = [a[pivot], a[col]];
    [b[col], b[pivot]] = [b[pivot], b[col]];
    for (let r = col + 1; r < n; r++) {
      const f = a[r][col] / a[col][col];
      for (let c = col; c < n; c++) a[r][c] -= f * a[col][c];
      b[r] -= f * b[col];
    }
  }
  const x = new Array<number>(n).fill(0);
  for (let r = n - 1; r >= 0; r--) {
    let s = b[r];
    for (let c = r + 1; c < n; c++) s -= a[r][c] * x[c];
    x[r] = s / a[r][r];
  }
  return x;
}

/** Corners in the order top-left, top-right, bottom-right, bottom-left map to (0,0), (1,0), (1,1), (0,1). */
export function squareToQuad(corners: readonly Point[]): Homography | null {
  const uv = [
    [0, 0],
    [1, 0],
    [1, 1],
    [0, 1],
  ];
  const a: number[][] = [];
  const b: number[] = [];
  corners.forEach(({ x, y }, i) => {
    const [u, v] = uv[i];
    a.push([u, v, 1, 0, 0, 0, -u * x, -v * x]);
    b.push(x);
    a.push([0, 0, 0, u, v, 1, -u * y, -v * y]);
    b.push(y);
  });
  const h = solve8(a, b);
  return h ? Float64Array.of(...h, 1) : null;
}

export function apply(h: Homography, u: number, v: number): Point {
  const w = h[6] * u + h[7] * v + h[8];
  return { x: (h[0] * u + h[1] * v + h[2]) / w, y: (h[3] * u + h[4] * v + h[5]) / w };
}

/**
 * The homography that best maps each `from` point (u, v) to its `to` point, in the least-squares sense of the
 * linearised equations: many points a little off (the centres of a grid's tiles), not four exact corners. Null when
 * they are degenerate (fewer than four, or all on a line).
 */
export function fitHomography(from: readonly Point[], to: readonly Point[]): Homography | null {
  if (from.length < 4 || from.length !== to.length) return null;
  // Picture points centred and scaled to about ±1, so the normal equations stay well conditioned.
  const cx = to.reduce((s, p) => s + p.x, 0) / to.length;
  const cy = to.reduce((s, p) => s + p.y, 0) / to.length;
  const scale = Math.max(1e-9, ...to.map((p) => Math.max(Math.abs(p.x - cx), Math.abs(p.y - cy))));
  const ata = Array.from({ length: 8 }, () => new Array<number>(8).fill(0));
  const atb = new Array<number>(8).fill(0);
  const add = (row: number[], rhs: number) => {
    for (let i = 0; i < 8; i++) {
      atb[i] += row[i] * rhs;
      for (let j = 0; j < 8; j++) ata[i][j] += row[i] * row[j];
    }
  };
  from.forEach(({ x: u, y: v }, i) => {
    const x = (to[i].x - cx) / scale;
    const y = (to[i].y - cy) / scale;
    add([u, v, 1, 0, 0, 0, -u * x, -v * x], x);
    add([0, 0, 0, u, v, 1, -u * y, -v * y], y);
  });
  const h = solve8(ata, atb);
  if (!h) return null;
  // Undo the normalisation: picture = scale · normalised + centre.
  const [a, b, c, d, e, f, g, k] = h;
  return Float64Array.of(
    scale * a + cx * g,
    scale * b + cx * k,
    scale * c + cx,
    scale * d + cy * g,
    scale * e + cy * k,
    scale * f + cy,
    g,
    k,
    1,
  );
}

/** The inverse of a homography (its adjugate, scaled), or null when it is singular. */
export function inverse(h: Homography): Homography | null {
  const [a, b, c, d, e, f, g, k, l] = h;
  const A = e * l - f * k;
  const B = -(d * l - f * g);
  const C = d * k - e * g;
  const det = a * A + b * B + c * C;
  if (!det) return null;
  return Float64Array.of(
    A / det,
    -(b * l - c * k) / det,
    (b * f - c * e) / det,
    B / det,
    (a * l - c * g) / det,
    -(a * f - c * d) / det,
    C / det,
    -(a * k - b * g) / det,
    (a * e - b * d) / det,
  );
}

/** How far `p` lies inside the quadrilateral `q` (clockwise in the picture): its least distance to a side. */
export function depthInside(p: Point, q: Point[]): number {
  let least = Infinity;
  for (let i = 0; i < 4; i++) {
    const a = q[i];
    const b = q[(i + 1) % 4];
    const cross = (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x);
    least = Math.min(least, cross / Math.hypot(b.x - a.x, b.y - a.y));
  }
  return least;
}
