/**
 * Killer cages' own techniques: a cage's combinations (its cells keep only the digits of the sets of distinct
 * digits with its sum that fit them), and a digit a cage must hold (every fitting set has it) lying only in cells
 * another cell sees all of: that cell cannot hold it (a cage inside a house takes its digits from the rest).
 */
import { bit, digitsOf, type VariantBoard } from './variant-board.ts';
import { fitCage } from './variant-combinations.ts';
import { cageRef, houseRef, variantStep, type VariantStep } from './variant-step.ts';

export function findCageCombination(b: VariantBoard): VariantStep | null {
  for (const cage of b.cages) {
    if (cage.cells.every((cell) => b.values[cell])) continue;
    const { sets, keep } = fitCage(b, cage);
    const eliminations = cage.cells.flatMap((cell, i) =>
      b.values[cell] ? [] : digitsOf(b.cand[cell] & ~keep[i]).map((digit) => ({ cell, digit })),
    );
    if (!eliminations.length) continue;
    return variantStep('cage-combination', {
      cells: [...cage.cells].sort((a, b) => a - b),
      digits: digitsOf(sets.reduce((all, set) => all | set, 0)),
      eliminations,
      cages: [cageRef(cage)],
      facts: { kind: 'combinations', combinations: sets.map(digitsOf) },
    });
  }
  return null;
}

export function findCageLocked(b: VariantBoard): VariantStep | null {
  for (const cage of b.cages) {
    const { sets } = fitCage(b, cage);
    if (!sets.length) continue;
    const needed = sets.reduce((all, set) => all & set, b.model.allDigits);
    for (const digit of digitsOf(needed)) {
      const places = cage.cells.filter((cell) => b.has(cell, digit));
      if (places.some((cell) => b.values[cell])) continue; // already placed in the cage
      const removed = b.model.peers[places[0]].filter(
        (cell) =>
          !b.values[cell] &&
          b.cand[cell] & bit(digit) &&
          !cage.cells.includes(cell) &&
          places.every((place) => b.sees(place, cell)),
      );
      if (!removed.length) continue;
      const common = b.housesOfCell[places[0]].filter((h) => places.every((cell) => b.housesOfCell[cell].includes(h)));
      const naming = common.filter((h) => removed.every((cell) => b.houses[h].cells.includes(cell)));
      return variantStep('cage-locked', {
        cells: places,
        digits: [digit],
        eliminations: removed.map((cell) => ({ cell, digit })),
        cages: [cageRef(cage)],
        houses: naming.slice(0, 1).map((h) => houseRef(b.houses[h])),
        facts: { kind: 'cage-needs', digit },
      });
    }
  }
  return null;
}
