/**
 * One variant puzzle as an SVG drawing (`sudoku create --variant NAME --format svg`), black on white like the
 * classic print sheet (print-sheet.ts): windoku windows shaded grey, X diagonals as grey lines, thin cell lines,
 * thick borders between regions (a jigsaw's shapes show by them), killer cages as dashed outlines set inside
 * their cells with the sum in the top-left corner of each cage, the givens (10–16 as A–G, as the board and the line
 * form write them), and the variant's name below.
 */
import { cellChar, variantNameOf, type VariantPuzzle } from '../engine/variant/index.ts';

const MARGIN = 20;
const CAPTION = 28;

const px = (n: number): string => String(Math.round(n * 100) / 100);

/** The dashed outline of a cage around one of its cells: a path segment (`M x y L x y`) for each side on its edge. */
function cageOutline(cells: ReadonlySet<number>, size: number, cell: number, inset: number): string[] {
  const at = (r: number, c: number) => r >= 0 && c >= 0 && r < size && c < size && cells.has(r * size + c);
  const r = Math.floor(cell / size);
  const c = cell % size;
  const segments: string[] = [];
  // Each side: outward step (dr, dc), and the two ends along it with their neighbours.
  const sides: [number, number][] = [
    [-1, 0],
    [1, 0],
    [0, -1],
    [0, 1],
  ];
  for (const [dr, dc] of sides) {
    if (at(r + dr, c + dc)) continue;
    // Along the side: the perpendicular steps to the two ends.
    const along: [number, number][] =
      dr !== 0
        ? [
            [0, -1],
            [0, 1],
          ]
        : [
            [-1, 0],
            [1, 0],
          ];
    const ends = along.map(([ar, ac]) => {
      // Where this end stops: inside the cell at a convex corner, at the edge when the cage goes straight on, past
      // the edge by the inset at a concave corner (where the neighbour's outline turns towards this one).
      const straight = at(r + ar, c + ac);
      const concave = straight && at(r + ar + dr, c + ac + dc);
      const offset = concave ? inset : straight ? 0 : -inset;
      return 0.5 + (0.5 + offset) * (ar + ac);
    });
    // The side's line, inset from the cell's edge.
    const fixed = 0.5 + (0.5 - inset) * (dr + dc);
    const [a, b] = ends;
    const [x1, y1, x2, y2] = (
      dr !== 0 ? [c + a, r + fixed, c + b, r + fixed] : [c + fixed, r + a, c + fixed, r + b]
    ).map(px);
    segments.push(`M${x1} ${y1}L${x2} ${y2}`);
  }
  return segments;
}

export function variantSvg({ rules, givens }: VariantPuzzle, title = variantNameOf(rules)): string {
  const { size } = rules;
  const cell = size > 9 ? 32 : 44;
  const grid = size * cell;
  const width = grid + 2 * MARGIN;
  const height = grid + 2 * MARGIN + CAPTION;
  const parts: string[] = [];
  const inCells = (body: string) => `<g transform="translate(${MARGIN} ${MARGIN}) scale(${cell})">${body}</g>`;

  if (rules.windows)
    parts.push(
      inCells(
        [1, 5]
          .flatMap((r0) => [1, 5].map((c0) => `<rect x="${c0}" y="${r0}" width="3" height="3" fill="#d9d9d9"/>`))
          .join(''),
      ),
    );
  if (rules.diagonals)
    parts.push(
      inCells(
        `<g stroke="#9a9a9a" stroke-width="${px(1.5 / cell)}"><line x1="0" y1="0" x2="${size}" y2="${size}"/><line x1="${size}" y1="0" x2="0" y2="${size}"/></g>`,
      ),
    );

  // Cell lines thin; an edge between two regions (or the outside) thick.
  const thin: string[] = [];
  const thick: string[] = [];
  for (let r = 0; r < size; r++) {
    for (let c = 0; c < size; c++) {
      const here = rules.regions[r * size + c];
      if (c + 1 < size) (rules.regions[r * size + c + 1] !== here ? thick : thin).push(`M${c + 1} ${r}v1`);
      if (r + 1 < size) (rules.regions[(r + 1) * size + c] !== here ? thick : thin).push(`M${c} ${r + 1}h1`);
    }
  }
  parts.push(
    inCells(
      `<path d="${thin.join('')}" stroke="#000" stroke-width="${px(1 / cell)}" fill="none"/>` +
        `<path d="${thick.join('')}" stroke="#000" stroke-width="${px(3 / cell)}" stroke-linecap="square" fill="none"/>` +
        `<rect width="${size}" height="${size}" stroke="#000" stroke-width="${px(4 / cell)}" fill="none"/>`,
    ),
  );

  const cages = rules.cages ?? [];
  if (cages.length) {
    const inset = 0.09;
    const outlines: string[] = [];
    const sums: string[] = [];
    const font = 0.24;
    for (const cage of cages) {
      const cells = new Set(cage.cells);
      for (const member of cage.cells) outlines.push(...cageOutline(cells, size, member, inset));
      if (cage.sum === undefined) continue;
      const first = Math.min(...cage.cells);
      const x = (first % size) + 0.04;
      const y = Math.floor(first / size) + 0.03;
      const label = String(cage.sum);
      // A white patch behind the sum breaks the dashed line there, so the number reads.
      sums.push(
        `<rect x="${px(x)}" y="${px(y)}" width="${px(label.length * font * 0.62 + 0.04)}" height="${px(font + 0.02)}" fill="#fff"/>` +
          `<text x="${px(x + 0.02)}" y="${px(y + font * 0.86)}">${label}</text>`,
      );
    }
    parts.push(
      inCells(
        `<path d="${outlines.join('')}" stroke="#000" stroke-width="${px(1 / cell)}" stroke-dasharray="${px(4 / cell)} ${px(3 / cell)}" fill="none"/>` +
          `<g font-size="${px(font)}">${sums.join('')}</g>`,
      ),
    );
  }

  const digits = givens.flatMap((digit, index) =>
    digit
      ? [
          `<text x="${px((index % size) + 0.5)}" y="${px(Math.floor(index / size) + 0.5 + 0.21)}">${cellChar(digit)}</text>`,
        ]
      : [],
  );
  parts.push(inCells(`<g font-size="${size > 9 ? 0.5 : 0.6}" text-anchor="middle">${digits.join('')}</g>`));

  const name = `${title} · ${size}×${size}`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="Helvetica, Arial, sans-serif" fill="#000">`,
    `<rect width="${width}" height="${height}" fill="#fff"/>`,
    ...parts,
    `<text x="${MARGIN}" y="${grid + MARGIN + 20}" font-size="14">${name}</text>`,
    '</svg>',
    '',
  ].join('\n');
}
