/**
 * Jigsaw pieces: `size` connected regions of `size` cells each, grown from the boxes by moving cells between
 * neighbouring pieces at random (a cell leaves a piece only while the piece stays in one piece, and another cell
 * comes back in exchange, so every piece keeps `size` cells). Whether a grid fits the pieces is the generator's to
 * find out (it draws them again when none does).
 */
import type { Rng } from '../../../engine/rng.ts';
import { boxRegions } from '../../../engine/variant/index.ts';

const SIDES = [
  [0, 1],
  [1, 0],
  [0, -1],
  [-1, 0],
];

function neighbours(cell: number, size: number): number[] {
  const r = Math.floor(cell / size);
  const c = cell % size;
  return SIDES.flatMap(([dr, dc]) => {
    const y = r + dr;
    const x = c + dc;
    return y >= 0 && x >= 0 && y < size && x < size ? [y * size + x] : [];
  });
}

/** Whether the cells of `region` (without `without`) are all joined side by side. */
function connected(regions: number[], region: number, size: number, without: number): boolean {
  const cells = regions.flatMap((r, cell) => (r === region && cell !== without ? [cell] : []));
  if (!cells.length) return false;
  const seen = new Set([cells[0]]);
  const todo = [cells[0]];
  while (todo.length) {
    for (const next of neighbours(todo.pop()!, size))
      if (next !== without && regions[next] === region && !seen.has(next)) {
        seen.add(next);
        todo.push(next);
      }
  }
  return seen.size === cells.length;
}

/** Jigsaw regions for a `size` grid (row-major region numbers), drawn with `rng`. */
export function jigsawRegions(size: number, rng: Rng, swaps = size * size * 3): number[] {
  const regions = boxRegions(size);
  for (let done = 0, tries = 0; done < swaps && tries < swaps * 40; tries++) {
    // A cell a on the edge of its piece A, moving into the neighbouring piece B; a cell b of B moves into A.
    const a = rng.int(size * size);
    const across = neighbours(a, size).filter((cell) => regions[cell] !== regions[a]);
    if (!across.length) continue;
    const from = regions[a];
    const to = regions[across[rng.int(across.length)]];
    const back = regions.flatMap((r, cell) =>
      r === to && neighbours(cell, size).some((n) => n !== a && regions[n] === from) ? [cell] : [],
    );
    if (!back.length) continue;
    const b = back[rng.int(back.length)];
    regions[a] = to;
    regions[b] = from;
    if (connected(regions, from, size, -1) && connected(regions, to, size, -1)) done++;
    else {
      regions[a] = from;
      regions[b] = to;
    }
  }
  return regions;
}
