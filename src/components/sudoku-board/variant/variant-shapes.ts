/**
 * The lines a variant draws, as SVG path data in cell units (a cell is 1 × 1, the grid size × size): a killer
 * cage's outline inset in its cells, and the borders between jigsaw regions.
 */

/** How far a cage's outline sits inside its cells' edges, in cells. */
const INSET = 0.09;
const f = (n: number): string => String(Math.round(n * 1000) / 1000);

/**
 * The outline of a cage: along every side of its cells that no cage cell shares, `INSET` inside. A side's ends
 * meet the next side's: straight on where the neighbour along it is in the cage with that side open too, turned
 * inward (INSET short) at an outer corner, and INSET past the cell at an inner corner.
 */
export function cageOutline(cells: readonly number[], size: number): string {
  const inCage = new Set(cells);
  const has = (r: number, c: number): boolean => r >= 0 && c >= 0 && r < size && c < size && inCage.has(r * size + c);
  const segments: string[] = [];
  // Each side: the outward step (dr, dc), and the step along it (ar, ac) from its start to its end.
  const sides = [
    { dr: -1, dc: 0, ar: 0, ac: 1 },
    { dr: 0, dc: 1, ar: 1, ac: 0 },
    { dr: 1, dc: 0, ar: 0, ac: -1 },
    { dr: 0, dc: -1, ar: -1, ac: 0 },
  ];
  for (const cell of cells) {
    const r = Math.floor(cell / size);
    const c = cell % size;
    for (const { dr, dc, ar, ac } of sides) {
      if (has(r + dr, c + dc)) continue;
      // The cell's centre, out to the side (0.5 - INSET), then along it to each end.
      const end = (sign: number): [number, number] => {
        const nr = r + sign * ar;
        const nc = c + sign * ac;
        const along = !has(nr, nc) ? 0.5 - INSET : has(nr + dr, nc + dc) ? 0.5 + INSET : 0.5;
        const y = r + 0.5 + dr * (0.5 - INSET) + sign * ar * along;
        const x = c + 0.5 + dc * (0.5 - INSET) + sign * ac * along;
        return [x, y];
      };
      const [x0, y0] = end(-1);
      const [x1, y1] = end(1);
      segments.push(`M${f(x0)} ${f(y0)}L${f(x1)} ${f(y1)}`);
    }
  }
  return segments.join('');
}

/** The borders between cells of different regions (the grid's own edge is the grid's border). */
export function regionBorders(regions: readonly number[], size: number): string {
  const segments: string[] = [];
  for (let r = 0; r < size; r++) {
    for (let c = 0; c < size; c++) {
      const region = regions[r * size + c];
      if (c + 1 < size && regions[r * size + c + 1] !== region) segments.push(`M${c + 1} ${r}V${r + 1}`);
      if (r + 1 < size && regions[(r + 1) * size + c] !== region) segments.push(`M${c} ${r + 1}H${c + 1}`);
    }
  }
  return segments.join('');
}
