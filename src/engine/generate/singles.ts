/**
 * Naked and hidden singles from the givens alone. When they fill the whole grid the puzzle has exactly one
 * solution (every placement was forced), so the generator can accept a removal without a full search.
 * Scratch buffers live at module level: this runs dozens of times per generated puzzle.
 */
import { CELLS, PEERS, UNITS, type Grid } from '../grid.ts';

const PEER_TABLE = Int8Array.from(PEERS.flat());
const UNIT_TABLE = Int8Array.from(UNITS.flatMap((unit) => unit.cells));
const UNITS_OF_CELL = Int8Array.from(
  Array.from({ length: CELLS }, (_, cell) => [
    (cell / 9) | 0,
    9 + (cell % 9),
    18 + ((cell / 27) | 0) * 3 + (((cell % 9) / 3) | 0),
  ]).flat(),
);

const candidates = new Uint16Array(CELLS);
const digits = new Uint8Array(CELLS);
const unitPlaced = new Uint16Array(27);

/** Returns false on a contradiction (only possible for givens that are not a subset of a valid grid). */
function place(cell: number, digit: number): boolean {
  const bit = 1 << (digit - 1);
  digits[cell] = digit;
  candidates[cell] = 0;
  for (let k = 0; k < 3; k++) unitPlaced[UNITS_OF_CELL[cell * 3 + k]] |= bit;
  for (let k = cell * 20, end = k + 20; k < end; k++) {
    const peer = PEER_TABLE[k];
    if (digits[peer] === 0) {
      const left = candidates[peer] & ~bit;
      if (left === 0) return false;
      candidates[peer] = left;
    }
  }
  return true;
}

const digitOfBit = (bit: number): number => 32 - Math.clz32(bit);

/** True when naked and hidden singles alone complete the grid from these givens. */
export function solvesWithSingles(puzzle: Grid): boolean {
  digits.fill(0);
  unitPlaced.fill(0);
  candidates.fill(0x1ff);
  let filled = 0;
  for (let cell = 0; cell < CELLS; cell++) {
    const digit = puzzle[cell];
    if (digit !== 0) {
      if ((candidates[cell] & (1 << (digit - 1))) === 0 || !place(cell, digit)) return false;
      filled++;
    }
  }
  let progress = true;
  while (progress && filled < CELLS) {
    progress = false;
    for (let cell = 0; cell < CELLS; cell++) {
      const mask = candidates[cell];
      if (digits[cell] === 0 && (mask & (mask - 1)) === 0) {
        if (mask === 0 || !place(cell, digitOfBit(mask))) return false;
        filled++;
        progress = true;
      }
    }
    for (let unit = 0; unit < 27; unit++) {
      let once = 0;
      let twice = 0;
      const base = unit * 9;
      for (let k = base; k < base + 9; k++) {
        const mask = candidates[UNIT_TABLE[k]];
        twice |= once & mask;
        once |= mask;
      }
      // A digit missing from the unit with nowhere left to go means the givens are contradictory.
      if ((once | unitPlaced[unit]) !== 0x1ff) return false;
      let hidden = once & ~twice & ~unitPlaced[unit];
      while (hidden !== 0) {
        const bit = hidden & -hidden;
        hidden ^= bit;
        for (let k = base; k < base + 9; k++) {
          const cell = UNIT_TABLE[k];
          if (candidates[cell] & bit) {
            if (!place(cell, digitOfBit(bit))) return false;
            filled++;
            progress = true;
            break;
          }
        }
      }
    }
  }
  return filled === CELLS;
}
