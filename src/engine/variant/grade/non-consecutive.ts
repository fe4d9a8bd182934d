/**
 * Non-consecutive: orthogonal neighbours never hold digits one apart. A neighbour is also a peer (it shares a row
 * or column), so when every candidate of a cell lies within one of a digit e (e-1, e or e+1), its neighbours cannot
 * be e: whichever digit the cell holds, e is it or one apart from it. A placed digit d is the plain case (its
 * neighbours lose d-1 and d+1); an open cell with candidates like 3/5 takes 4 from its neighbours.
 */
import { bit, digitsOf, type VariantBoard } from './variant-board.ts';
import { houseRef, variantStep, type VariantStep } from './variant-step.ts';

export function findNonConsecutive(b: VariantBoard, placed: boolean): VariantStep | null {
  const { neighbours } = b.model;
  for (let cell = 0; cell < b.cand.length; cell++) {
    if (!neighbours[cell].length || (b.values[cell] !== 0) !== placed) continue;
    const mask = b.cand[cell];
    const eliminations = [];
    for (let e = 1; e <= b.size; e++) {
      const near = (bit(e) | (e > 1 ? bit(e - 1) : 0) | (e < b.size ? bit(e + 1) : 0)) & b.model.allDigits;
      if (mask & ~near) continue;
      for (const next of neighbours[cell])
        if (!b.values[next] && b.has(next, e)) eliminations.push({ cell: next, digit: e });
    }
    if (!eliminations.length) continue;
    return variantStep(placed ? 'non-consecutive' : 'non-consecutive-pinch', {
      cells: [cell],
      digits: digitsOf(mask),
      eliminations,
    });
  }
  return null;
}

/**
 * A digit d whose places in a house are all orthogonal neighbours of one cell: whichever holds d touches that cell,
 * so it cannot hold d-1 or d+1.
 */
export function findNonConsecutiveLocked(b: VariantBoard): VariantStep | null {
  const { neighbours } = b.model;
  for (const house of b.houses) {
    for (let digit = 1; digit <= b.size; digit++) {
      if (!b.countPlaces(house.cells, digit, 1)) continue;
      const places = b.placesOf(house.cells, digit);
      if (!neighbours[places[0]].length) continue;
      for (const cell of neighbours[places[0]]) {
        if (b.values[cell] || !places.every((place) => neighbours[place].includes(cell))) continue;
        const eliminations = [digit - 1, digit + 1]
          .filter((e) => e >= 1 && e <= b.size && b.has(cell, e))
          .map((e) => ({ cell, digit: e }));
        if (!eliminations.length) continue;
        return variantStep('non-consecutive-locked', {
          cells: places,
          digits: [digit],
          eliminations,
          houses: [houseRef(house)],
        });
      }
    }
  }
  return null;
}
