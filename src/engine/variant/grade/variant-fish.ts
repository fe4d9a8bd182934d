/** X-wing and swordfish on rows and columns: `n` lines whose places for a digit lie in `n` cross lines. */
import type { VariantBoard } from './variant-board.ts';
import type { House } from './houses.ts';
import { houseRef, variantStep, type VariantStep } from './variant-step.ts';

interface Line {
  index: number;
  places: number[];
}

/** The fish on `digit` with base lines `bases` and cover lines `covers` (the cross line of a cell: `crossOf`). */
function fishOn(
  b: VariantBoard,
  n: 2 | 3,
  digit: number,
  bases: readonly House[],
  covers: readonly House[],
  crossOf: (cell: number) => number,
): VariantStep | null {
  const lines: Line[] = bases
    .map((house, index) => ({ index, places: b.placesOf(house.cells, digit) }))
    .filter((line) => line.places.length >= 2 && line.places.length <= n);
  const pick: Line[] = [];
  const walk = (start: number): VariantStep | null => {
    if (pick.length === n) return stepOf(pick);
    for (let i = start; i < lines.length; i++) {
      pick.push(lines[i]);
      const step = walk(i + 1);
      pick.pop();
      if (step) return step;
    }
    return null;
  };
  const stepOf = (chosen: Line[]): VariantStep | null => {
    const cross = [...new Set(chosen.flatMap((line) => line.places.map(crossOf)))].sort((x, y) => x - y);
    if (cross.length !== n) return null;
    const inBase = new Set(chosen.flatMap((line) => line.places));
    const removed = cross.flatMap((c) => b.placesOf(covers[c].cells, digit).filter((cell) => !inBase.has(cell)));
    if (!removed.length) return null;
    return variantStep(n === 2 ? 'x-wing' : 'swordfish', {
      cells: [...inBase].sort((x, y) => x - y),
      digits: [digit],
      eliminations: removed.map((cell) => ({ cell, digit })),
      houses: [...chosen.map((line) => houseRef(bases[line.index])), ...cross.map((c) => houseRef(covers[c]))],
    });
  };
  return walk(0);
}

export function findFish(b: VariantBoard, n: 2 | 3): VariantStep | null {
  const size = b.size;
  const rows = b.houses.filter((house) => house.kind === 'row');
  const columns = b.houses.filter((house) => house.kind === 'column');
  for (let digit = 1; digit <= size; digit++) {
    const step =
      fishOn(b, n, digit, rows, columns, (cell) => cell % size) ??
      fishOn(b, n, digit, columns, rows, (cell) => Math.floor(cell / size));
    if (step) return step;
  }
  return null;
}
