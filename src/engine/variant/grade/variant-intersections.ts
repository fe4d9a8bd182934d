/**
 * Locked candidates, generalised to any two houses (rows, columns, regions, diagonals, windows): when a digit's
 * places in one house all lie in another, the other house's cells outside the first lose it (pointing and claiming
 * are the classic cases). And by peers: when they all see one more cell (a knight's or king's move, a cage mate),
 * that cell loses it.
 */
import { bit, type VariantBoard } from './variant-board.ts';
import { houseRef, variantStep, type VariantStep } from './variant-step.ts';

export function findLockedCandidates(b: VariantBoard): VariantStep | null {
  for (let a = 0; a < b.houses.length; a++) {
    const house = b.houses[a];
    for (let digit = 1; digit <= b.size; digit++) {
      const places = b.placesOf(house.cells, digit);
      if (places.length < 2) continue;
      for (const other of b.housesOfCell[places[0]]) {
        if (other === a) continue;
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
  for (const house of b.houses) {
    for (let digit = 1; digit <= b.size; digit++) {
      const places = b.placesOf(house.cells, digit);
      if (places.length < 2) continue;
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
