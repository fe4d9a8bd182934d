/**
 * Says where a consistent but unsolvable puzzle breaks down, when a quick look can tell: a blank cell that every
 * digit is barred from, or a digit with no place left in a unit. Deeper contradictions only search finds.
 */
import { CELLS, PEERS, UNITS, cellName, digitBit, unitName, type Grid } from '../engine/grid.ts';

function candidates(grid: Grid, cell: number): number {
  let seen = 0;
  for (const peer of PEERS[cell]) if (grid[peer] !== 0) seen |= digitBit(grid[peer]);
  return 0x1ff & ~seen;
}

export function whyNoSolution(grid: Grid): string | null {
  const masks = grid.map((digit, cell) => (digit === 0 ? candidates(grid, cell) : 0));
  for (let cell = 0; cell < CELLS; cell++) {
    if (grid[cell] === 0 && masks[cell] === 0) return `${cellName(cell)} can't hold any digit`;
  }
  for (const unit of UNITS) {
    for (let digit = 1; digit <= 9; digit++) {
      const placed = unit.cells.some((cell) => grid[cell] === digit);
      const room = unit.cells.some((cell) => masks[cell] & digitBit(digit));
      if (!placed && !room) return `${unitName(unit)} has no place for a ${digit}`;
    }
  }
  return null;
}
