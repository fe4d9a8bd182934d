/** Singles over a variant's houses: full house, naked single, hidden single. */
import { bitCount, digitsOf, type VariantBoard } from './variant-board.ts';
import { houseRef, variantStep, type VariantStep } from './variant-step.ts';

const onlyDigit = (mask: number): number => digitsOf(mask)[0];

/** A house with one open cell left: it holds the house's missing digit. */
export function findFullHouse(b: VariantBoard): VariantStep | null {
  for (const house of b.houses) {
    const open = house.cells.filter((cell) => !b.values[cell]);
    if (open.length !== 1) continue;
    const cell = open[0];
    if (bitCount(b.cand[cell]) !== 1) continue; // broken board: leave it to the caller
    const digit = onlyDigit(b.cand[cell]);
    return variantStep('full-house', {
      cells: [cell],
      digits: [digit],
      placements: [{ cell, digit }],
      houses: [houseRef(house)],
    });
  }
  return null;
}

/** An open cell with one candidate. */
export function findNakedSingle(b: VariantBoard): VariantStep | null {
  for (let cell = 0; cell < b.cand.length; cell++) {
    if (b.values[cell] || bitCount(b.cand[cell]) !== 1) continue;
    const digit = onlyDigit(b.cand[cell]);
    return variantStep('naked-single', { cells: [cell], digits: [digit], placements: [{ cell, digit }] });
  }
  return null;
}

/** A digit with one place left in a house. */
export function findHiddenSingle(b: VariantBoard): VariantStep | null {
  for (const house of b.houses) {
    let placed = 0;
    for (const cell of house.cells) if (b.values[cell]) placed |= 1 << (b.values[cell] - 1);
    for (let digit = 1; digit <= b.size; digit++) {
      if (placed & (1 << (digit - 1)) || b.countPlaces(house.cells, digit, 2) !== 1) continue;
      const [cell] = b.placesOf(house.cells, digit);
      return variantStep('hidden-single', {
        cells: [cell],
        digits: [digit],
        placements: [{ cell, digit }],
        houses: [houseRef(house)],
      });
    }
  }
  return null;
}
