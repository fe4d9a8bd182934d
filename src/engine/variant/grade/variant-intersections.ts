/**
 * Locked candidates, generalised to any two houses (rows, columns, regions, diagonals, windows): when a digit's
 * places in one house all lie in another, the other house's cells outside the first lose it (pointing and claiming
 * are the classic cases). And by peers: when they all see one more cell (a knight's or king's move, a cage mate),
 * that cell loses it.
 */
import { bit, type VariantBoard } from './variant-board.ts';
import { houseRef, variantStep, type VariantStep } from './variant-step.ts';

export function findLockedCandidates(b: VariantBoard): VariantStep | null {
  const { words, houseBits } = b;
  const digitBits = b.digitBits();
  for (let a = 0; a < b.houses.length; a++) {
    const house = b.houses[a];
    for (let digit = 1; digit <= b.size; digit++) {
      if (b.countPlaces(house.cells, digit, 2) < 2) continue;
      const places = b.placesOf(house.cells, digit);
      for (const other of b.housesOfCell[places[0]]) {
        if (other === a || !lockedIn(digitBits, (digit - 1) * words, houseBits, a * words, other * words, words))
          continue;
        const cells = b.houses[other].cells;
        if (!places.every((cell) => cells.includes(cell))) continue;
        const removed = b.placesOf(cells, digit).filter((cell) => !places.includes(cell));
        if (!removed.length) continue;
        return variantStep('locked-candidates', {
          cells: places,
          digits: [digit],
          eliminations: removed.map((cell) => ({ cell, digit })),
          houses: [houseRef(house), houseRef(b.houses[other])],
        });
      }
    }
  }
  return null;
}

/** A digit's places in a house all see a cell outside it (by any rule): that cell cannot hold the digit. */
export function findSharedPeers(b: VariantBoard): VariantStep | null {
  const { words, houseBits, peerBits } = b;
  const digitBits = b.digitBits();
  for (let h = 0; h < b.houses.length; h++) {
    const house = b.houses[h];
    for (let digit = 1; digit <= b.size; digit++) {
      if (b.countPlaces(house.cells, digit, 2) < 2) continue;
      const places = b.placesOf(house.cells, digit);
      // The open cells outside the house holding the digit that every place sees: most often none.
      let any = 0;
      for (let w = 0; w < words; w++) {
        let bits = digitBits[(digit - 1) * words + w] & ~houseBits[h * words + w];
        for (const place of places) bits &= peerBits[place * words + w];
        any |= bits;
      }
      if (!any) continue;
      const mask = bit(digit);
      const removed = b.model.peers[places[0]].filter(
        (cell) =>
          !b.values[cell] &&
          b.cand[cell] & mask &&
          !house.cells.includes(cell) &&
          places.every((place) => b.sees(place, cell)),
      );
      if (!removed.length) continue;
      return variantStep('shared-peers', {
        cells: places,
        digits: [digit],
        eliminations: removed.map((cell) => ({ cell, digit })),
        houses: [houseRef(house)],
      });
    }
  }
  return null;
}

/**
 * Whether the digit's open places in house `a` (its set at `digitAt` of `digitBits`) all lie in house `other` while
 * `other` holds the digit elsewhere too: a locked-candidates removal (house sets at `aAt` and `otherAt`).
 */
function lockedIn(
  digitBits: Uint32Array,
  digitAt: number,
  houseBits: Uint32Array,
  aAt: number,
  otherAt: number,
  words: number,
): boolean {
  let removable = 0;
  for (let w = 0; w < words; w++) {
    const places = digitBits[digitAt + w] & houseBits[aAt + w];
    if (places & ~houseBits[otherAt + w]) return false;
    removable |= digitBits[digitAt + w] & houseBits[otherAt + w] & ~houseBits[aAt + w];
  }
  return removable !== 0;
}
