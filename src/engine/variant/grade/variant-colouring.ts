/**
 * Simple colouring over any houses and peers: the digit's conjugate pairs (a house where it has two places) chain
 * cells into two colours, one of which holds the digit everywhere. Two cells of one colour that see each other make
 * that colour false (a wrap); a cell that sees both colours cannot hold the digit (a trap).
 */
import { bit, type VariantBoard } from './variant-board.ts';
import { variantStep, type VariantStep } from './variant-step.ts';

export function findSimpleColouring(b: VariantBoard): VariantStep | null {
  for (let digit = 1; digit <= b.size; digit++) {
    const links = new Map<number, number[]>();
    for (const house of b.houses) {
      const places = b.placesOf(house.cells, digit);
      if (places.length !== 2) continue;
      const [x, y] = places;
      links.set(x, [...(links.get(x) ?? []), y]);
      links.set(y, [...(links.get(y) ?? []), x]);
    }
    const colourOf = new Map<number, 0 | 1>();
    for (const start of links.keys()) {
      if (colourOf.has(start)) continue;
      const colours: [number[], number[]] = [[], []];
      colourOf.set(start, 0);
      const queue = [start];
      while (queue.length) {
        const cell = queue.shift() as number;
        const colour = colourOf.get(cell) as 0 | 1;
        colours[colour].push(cell);
        for (const next of links.get(cell) ?? []) {
          if (colourOf.has(next)) continue;
          colourOf.set(next, colour === 0 ? 1 : 0);
          queue.push(next);
        }
      }
      if (colours[0].length + colours[1].length < 4) continue; // one link: locked candidates say as much
      colours.forEach((list) => list.sort((x, y) => x - y));
      const step = wrap(b, digit, colours) ?? trap(b, digit, colours);
      if (step) return step;
    }
  }
  return null;
}

function wrap(b: VariantBoard, digit: number, colours: [number[], number[]]): VariantStep | null {
  for (const list of colours) {
    for (let i = 0; i < list.length; i++) {
      for (let j = i + 1; j < list.length; j++) {
        if (!b.sees(list[i], list[j])) continue;
        return variantStep('simple-colouring', {
          cells: [...colours[0], ...colours[1]],
          digits: [digit],
          eliminations: list.map((cell) => ({ cell, digit })),
          facts: { kind: 'colours', colours, pair: [list[i], list[j]] },
        });
      }
    }
  }
  return null;
}

function trap(b: VariantBoard, digit: number, colours: [number[], number[]]): VariantStep | null {
  const coloured = new Set([...colours[0], ...colours[1]]);
  const removed: number[] = [];
  for (let cell = 0; cell < b.cand.length; cell++) {
    if (b.values[cell] || !(b.cand[cell] & bit(digit)) || coloured.has(cell)) continue;
    if (colours[0].some((x) => b.sees(x, cell)) && colours[1].some((y) => b.sees(y, cell))) removed.push(cell);
  }
  if (!removed.length) return null;
  return variantStep('simple-colouring', {
    cells: [...colours[0], ...colours[1]],
    digits: [digit],
    eliminations: removed.map((cell) => ({ cell, digit })),
    facts: { kind: 'colours', colours },
  });
}
