/**
 * XY-wing over any peers: a pivot with two candidates x/y sees two pincers x/z and y/z; whichever the pivot holds,
 * one pincer is z, so a cell that sees both pincers cannot be z. "Sees" is every rule's: houses, a knight's or
 * king's move, a cage.
 */
import { bit, bitCount, digitsOf, type VariantBoard } from './variant-board.ts';
import { variantStep, type VariantStep } from './variant-step.ts';

export function findXYWing(b: VariantBoard): VariantStep | null {
  const pairs: number[] = [];
  for (let cell = 0; cell < b.cand.length; cell++)
    if (!b.values[cell] && bitCount(b.cand[cell]) === 2) pairs.push(cell);
  for (const pivot of pairs) {
    const pm = b.cand[pivot];
    const wings = b.model.peers[pivot].filter((cell) => {
      const m = b.cand[cell];
      return !b.values[cell] && bitCount(m) === 2 && bitCount(m & pm) === 1;
    });
    for (let i = 0; i < wings.length; i++) {
      for (let j = i + 1; j < wings.length; j++) {
        const [p, q] = [wings[i], wings[j]];
        const mp = b.cand[p];
        const mq = b.cand[q];
        const z = mp & mq & ~pm;
        // Each pincer shares a different digit with the pivot, and both share z, which the pivot lacks.
        if (bitCount(z) !== 1 || (mp & pm) === (mq & pm)) continue;
        const [digit] = digitsOf(z);
        const removed = b.model.peers[p].filter(
          (cell) => cell !== pivot && !b.values[cell] && b.cand[cell] & bit(digit) && b.sees(q, cell),
        );
        if (!removed.length) continue;
        return variantStep('xy-wing', {
          cells: [pivot, p, q],
          digits: digitsOf(pm | mp | mq),
          eliminations: removed.map((cell) => ({ cell, digit })),
          facts: {
            kind: 'wing',
            pivot: { cells: [pivot], digits: digitsOf(pm) },
            pincers: [
              { cells: [p], digits: digitsOf(mp) },
              { cells: [q], digits: digitsOf(mq) },
            ],
          },
        });
      }
    }
  }
  return null;
}
