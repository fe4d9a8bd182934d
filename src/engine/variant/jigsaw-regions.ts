/**
 * Random jigsaw regions (issue 30): `size` pieces of `size` cells, each connected, drawn from a seed. Starts from
 * the boxes and swaps cells across region borders many times, keeping a swap only when both pieces stay in one
 * piece: every step keeps the sizes equal by construction, and connectivity is checked, not hoped for. Whether
 * a layout has a solution at all (some do not) is for the caller to find out, by solving it.
 */
import type { Rng } from '../rng.ts';
import { boxRegions } from './rules.ts';

/** A cell's neighbours up, down, left and right, in that order (shared by the jigsaw and cage drawers). */
export function orthogonal(cell: number, size: number): number[] {
  const r = Math.floor(cell / size);
  const c = cell % size;
  const out: number[] = [];
  if (r > 0) out.push(cell - size);
  if (r < size - 1) out.push(cell + size);
  if (c > 0) out.push(cell - 1);
  if (c < size - 1) out.push(cell + 1);
  return out;
}

/** Whether region `region`'s cells are one orthogonally connected piece. */
export function isConnected(regions: readonly number[], size: number, region: number): boolean {
  const cells = regions.flatMap((r, cell) => (r === region ? [cell] : []));
  if (cells.length === 0) return true;
  const seen = new Set([cells[0]]);
  const stack = [cells[0]];
  while (stack.length) {
    const cell = stack.pop()!;
    for (const next of orthogonal(cell, size))
      if (regions[next] === region && !seen.has(next)) {
        seen.add(next);
        stack.push(next);
      }
  }
  return seen.size === cells.length;
}

/** Jigsaw regions of a size × size grid (4, 6, 9 or 16), row-major region numbers 0…size-1, from `rng`. */
export function randomJigsawRegions(size: number, rng: Rng): number[] {
  const regions = boxRegions(size);
  const cellCount = size * size;
  const steps = cellCount * 12;
  for (let step = 0; step < steps; step++) {
    const a = rng.int(cellCount);
    const across = orthogonal(a, size).filter((cell) => regions[cell] !== regions[a]);
    if (!across.length) continue;
    const from = regions[a];
    const to = regions[across[rng.int(across.length)]];
    // A cell of the other piece that touches this one comes back in exchange, so both keep `size` cells.
    const giving = regions.flatMap((r, cell) =>
      r === to && orthogonal(cell, size).some((next) => regions[next] === from && next !== a) ? [cell] : [],
    );
    if (!giving.length) continue;
    const b = giving[rng.int(giving.length)];
    regions[a] = to;
    regions[b] = from;
    if (!isConnected(regions, size, from) || !isConnected(regions, size, to)) {
      regions[a] = from;
      regions[b] = to;
    }
  }
  return regions;
}
