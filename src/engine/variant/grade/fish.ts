/** X-wing and swordfish on rows and columns: `n` lines whose places for a digit lie in `n` cross lines. */
import type { VariantBoard } from './board.ts';
import { variantStep, type VariantStep } from './step.ts';

export function findFish(b: VariantBoard, n: 2 | 3): VariantStep | null {
  const size = b.size;
  const rowHouses = b.houses.filter((house) => house.kind === 'row');
  const colHouses = b.houses.filter((house) => house.kind === 'column');
  for (let digit = 1; digit <= size; digit++) {
    for (const [bases, covers, crossOf] of [
      [rowHouses, colHouses, (cell: number) => cell % size],
      [colHouses, rowHouses, (cell: number) => Math.floor(cell / size)],
    ] as const) {
      const lines = bases
        .map((house, index) => ({ index, places: b.placesOf(house.cells, digit) }))
        .filter((line) => line.places.length >= 2 && line.places.length <= n);
      const pick: (typeof lines)[number][] = [];
      const found = ((from: number): VariantStep | null => {
        const walk = (start: number): VariantStep | null => {
          if (pick.length === n) {
            const cross = [...new Set(pick.flatMap((line) => line.places.map(crossOf)))].sort((x, y) => x - y);
            if (cross.length !== n) return null;
            const inBase = new Set(pick.flatMap((line) => line.places));
            const removed = cross.flatMap((c) =>
              b.placesOf(covers[c].cells, digit).filter((cell) => !inBase.has(cell)),
            );
            if (!removed.length) return null;
            const baseLines = pick.map((line) => line.index).sort((x, y) => x - y);
            return variantStep(n === 2 ? 'x-wing' : 'swordfish', {
              cells: [...inBase].sort((x, y) => x - y),
              digits: [digit],
              eliminations: removed.map((cell) => ({ cell, digit })),
              houses: [
                ...baseLines.map((i) => ({ kind: bases[i].kind, number: bases[i].number })),
                ...cross.map((i) => ({ kind: covers[i].kind, number: covers[i].number })),
              ],
            });
          }
          for (let i = start; i < lines.length; i++) {
            pick.push(lines[i]);
            const step = walk(i + 1);
            pick.pop();
            if (step) return step;
          }
          return null;
        };
        return walk(from);
      })(0);
      if (found) return found;
    }
  }
  return null;
}
