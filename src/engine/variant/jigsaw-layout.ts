/**
 * Jigsaw layouts for a jigsaw combined with other rules (issue 30). Drawn layout first, few admit a grid: about one
 * 6×6 layout in 20–40 admits an X grid, so the generator gave up on most seeds. Here the grid comes first, under the
 * rules that do not depend on regions (diagonals, windows, anti-knight, anti-king, non-consecutive), and the pieces
 * are grown over it one by one, seeded: each starts at a free cell with the fewest free neighbours and takes random
 * neighbours whose digit it lacks until it has N; a try that gets stuck, or leaves a pocket of free cells no piece
 * can fill, is thrown away. Every piece is connected with N different digits, so the layout admits that grid by
 * construction. Plain jigsaw (no other rule on the grid) keeps randomJigsawRegions' layouts.
 */
import type { Rng } from '../rng.ts';
import { randomSolution } from './generate.ts';
import { orthogonal, randomJigsawRegions } from './jigsaw-regions.ts';
import { boxRegions, type VariantRules } from './rules.ts';

/** Tries at growing pieces over one grid: each takes microseconds; 6×6 needs a few, a 9×9 grid with boxes tens. */
const GROW_TRIES = 300;

/** Whether the rules constrain the grid beyond rows, columns and regions (cages are cut from the grid later). */
const hasGridRules = (rules: VariantRules): boolean =>
  Boolean(rules.diagonals || rules.windows || rules.antiKnight || rules.antiKing || rules.nonConsecutive);

/** Sizes of the connected pieces of unassigned cells (-1): each must be a multiple of N for pieces to fill them. */
function leftoverFits(regions: readonly number[], size: number): boolean {
  const seen = new Uint8Array(regions.length);
  for (let cell = 0; cell < regions.length; cell++) {
    if (regions[cell] !== -1 || seen[cell]) continue;
    seen[cell] = 1;
    const stack = [cell];
    let count = 0;
    while (stack.length) {
      const next = stack.pop()!;
      count++;
      for (const other of orthogonal(next, size))
        if (regions[other] === -1 && !seen[other]) {
          seen[other] = 1;
          stack.push(other);
        }
    }
    if (count % size) return false;
  }
  return true;
}

/** One try at growing N pieces over `grid`; null when one gets stuck or would cut off a pocket no piece can fill. */
function growPieces(grid: readonly number[], size: number, rng: Rng): number[] | null {
  const regions = new Array<number>(size * size).fill(-1);
  const freeAround = (cell: number): number => orthogonal(cell, size).filter((other) => regions[other] === -1).length;
  /** A random cell of `cells` among those with the fewest free neighbours: pockets and corners go first. */
  const tightest = (cells: number[]): number => {
    const least = Math.min(...cells.map(freeAround));
    const ties = cells.filter((cell) => freeAround(cell) === least);
    return ties[rng.int(ties.length)];
  };
  for (let piece = 0; piece < size; piece++) {
    const start = tightest(regions.flatMap((r, cell) => (r === -1 ? [cell] : [])));
    const cells = [start];
    const digits = new Set([grid[start]]);
    regions[start] = piece;
    while (cells.length < size) {
      const frontier = [
        ...new Set(
          cells.flatMap((cell) => orthogonal(cell, size)).filter((c) => regions[c] === -1 && !digits.has(grid[c])),
        ),
      ];
      if (!frontier.length) return null;
      // Mostly a random neighbour, now and then the tightest one, so pieces wander but rarely strand a cell.
      const pick = rng.int(3) ? frontier[rng.int(frontier.length)] : tightest(frontier);
      regions[pick] = piece;
      cells.push(pick);
      digits.add(grid[pick]);
    }
    if (!leftoverFits(regions, size)) return null;
  }
  return regions;
}

/** Pieces over `grid`, each connected with N different digits; null when GROW_TRIES tries all get stuck. */
export function regionsOverGrid(grid: readonly number[], size: number, rng: Rng): number[] | null {
  for (let attempt = 0; attempt < GROW_TRIES; attempt++) {
    const regions = growPieces(grid, size, rng);
    if (regions) return regions;
  }
  return null;
}

/**
 * Jigsaw regions for `rules` (their regions are ignored) drawn from `rng`: randomJigsawRegions when nothing but the
 * regions constrains the grid (plain jigsaw, jigsaw+killer: the same layouts as ever), else pieces grown over a grid
 * drawn first, so the layout always admits a grid. That grid is drawn with rows for regions (no box in it, so pieces
 * look nothing like boxes); when no pieces grow over it (most 9×9 grids: nine pieces of nine different digits are
 * tight), over one drawn with the boxes, which the boxes themselves fit. Throws a RangeError when the other rules
 * admit no grid at all.
 */
export function jigsawLayout(rules: VariantRules, rng: Rng): number[] {
  const { size } = rules;
  if (!hasGridRules(rules)) return randomJigsawRegions(size, rng);
  const rows = Array.from({ length: size * size }, (_, cell) => Math.floor(cell / size));
  try {
    const free = regionsOverGrid(randomSolution({ ...rules, regions: rows }, rng), size, rng);
    if (free) return free;
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
  }
  // Boxes fit that grid, so growing rarely fails; if it does, a layout drawn as for plain jigsaw (it may admit none).
  return (
    regionsOverGrid(randomSolution({ ...rules, regions: boxRegions(size) }, rng), size, rng) ??
    randomJigsawRegions(size, rng)
  );
}
