/**
 * Simple colouring (singles chains): for one digit, cells joined by conjugate pairs alternate between two colours,
 * one of which is true. Colour wrap: two cells of one colour share a unit, so that colour is false. Colour trap: a cell
 * that sees both colours cannot hold the digit.
 */
import {
  Board,
  MASK_DIGITS as MASK_DIGITS_,
  POPCOUNT as POPCOUNT_,
  UNIT_CELLS as UNIT_CELLS_,
  sees as sees_,
} from './candidates.ts';
import { ALL_DIRTY, type Dirty } from './memo.ts';
import { cellsAnd, makeStep, removesText, type Candidate, type ChainLink, type Step } from './step.ts';

// Local copies of the tables: under tsx's CommonJS interop every read of an imported binding is a getter call,
// which costs more than the lookup itself in these loops.
const MASK_DIGITS = MASK_DIGITS_;
const POPCOUNT = POPCOUNT_;
const UNIT_CELLS = UNIT_CELLS_;
const sees = sees_;

export function findSimpleColouring(b: Board, dirty: Dirty = ALL_DIRTY): Step | null {
  for (let d = 1; d <= 9; d++) {
    const bit = 1 << (d - 1);
    if ((dirty.digits & bit) === 0) continue; // colouring on d depends on d's candidates only
    const adj: number[][] = Array.from({ length: 81 }, () => []);
    for (let u = 0; u < 27; u++) {
      const pos = b.positions(u, d);
      if (POPCOUNT[pos] !== 2) continue;
      const [i, j] = MASK_DIGITS[pos];
      const a = UNIT_CELLS[u * 9 + i - 1];
      const c = UNIT_CELLS[u * 9 + j - 1];
      adj[a].push(c);
      adj[c].push(a);
    }
    const colour = new Int8Array(81).fill(-1);
    for (let start = 0; start < 81; start++) {
      if (adj[start].length === 0 || colour[start] !== -1) continue;
      const classes: [number[], number[]] = [[], []];
      const links: ChainLink[] = [];
      colour[start] = 0;
      const queue = [start];
      while (queue.length > 0) {
        const c = queue.shift()!;
        classes[colour[c]].push(c);
        for (const n of adj[c]) {
          if (colour[n] === -1) {
            colour[n] = 1 - colour[c];
            links.push({ from: [{ cell: c, digit: d }], to: [{ cell: n, digit: d }], strong: true });
            queue.push(n);
          }
        }
      }
      if (classes[0].length + classes[1].length < 3) continue;
      classes[0].sort((x, y) => x - y);
      classes[1].sort((x, y) => x - y);
      const colours = `${cellsAnd(classes[0])} / ${cellsAnd(classes[1])}`;
      // Colour wrap: a colour with two cells in one unit is false everywhere.
      for (const k of [0, 1]) {
        const cls = classes[k];
        for (let i = 0; i < cls.length; i++) {
          for (let j = i + 1; j < cls.length; j++) {
            if (!sees(cls[i], cls[j])) continue;
            const elims: Candidate[] = cls.map((cell) => ({ cell, digit: d }));
            return makeStep('simple-colouring', 'Simple colouring', {
              cells: [...classes[0], ...classes[1]],
              digits: [d],
              eliminations: elims,
              links,
              colours: [classes[0], classes[1]],
              text:
                `Simple colouring on ${d} (${colours}): ${cellsAnd([cls[i], cls[j]])} share a unit and a colour, ` +
                `so that colour is false, which ${removesText(elims)}`,
            });
          }
        }
      }
      // Colour trap: an uncoloured candidate seeing both colours.
      const elims: Candidate[] = [];
      for (let c = 0; c < 81; c++) {
        if ((b.cands[c] & bit) === 0 || colour[c] !== -1) continue;
        if (classes[0].some((x) => sees(c, x)) && classes[1].some((x) => sees(c, x))) elims.push({ cell: c, digit: d });
      }
      if (elims.length > 0) {
        return makeStep('simple-colouring', 'Simple colouring', {
          cells: [...classes[0], ...classes[1]],
          digits: [d],
          eliminations: elims,
          links,
          colours: [classes[0], classes[1]],
          text: `Simple colouring on ${d} (${colours}): ${cellsAnd(elims.map((e) => e.cell))} ${elims.length === 1 ? 'sees' : 'see'} both colours, which ${removesText(elims)}`,
        });
      }
      // Colours are assigned per component; clear nothing, the next component starts uncoloured.
    }
  }
  return null;
}
