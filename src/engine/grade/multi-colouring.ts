/**
 * Multi-colouring (HoDoKu's "Multi Colors": hard, 200; hodoku.sourceforge.net/en/tech_col.php): two conjugate chains
 * of one digit, each coloured in two (simple-colouring.ts); in each chain one colour is true.
 * - Type 1: one colour of the first chain sees both colours of the second. Were it true, both colours of the second
 *   would be false; so it is false, and the digit leaves every cell of that colour.
 * - Type 2: a colour of the first chain sees a colour of the second. They can't both be true, so the other colour of
 *   one chain or the other is true, and a cell seeing both of those can't hold the digit.
 */
import { CandidateGrid, sees } from './candidates.ts';
import { colourClusters } from './simple-colouring.ts';
import { ALL_DIRTY, type Dirty } from './memo.ts';
import { cellsAnd, makeStep, removesText, type Candidate, type Step } from './step.ts';

type Cluster = [number[], number[]];

const touches = (xs: readonly number[], ys: readonly number[]): [number, number] | null => {
  for (const x of xs) for (const y of ys) if (sees(x, y)) return [x, y];
  return null;
};

export function findMultiColouring(b: CandidateGrid, dirty: Dirty = ALL_DIRTY): Step | null {
  for (let d = 1; d <= 9; d++) {
    if ((dirty.digits & (1 << (d - 1))) === 0) continue; // depends on d's candidates only
    const clusters = colourClusters(b, d);
    for (let i = 0; i < clusters.length; i++) {
      for (let j = 0; j < clusters.length; j++) {
        if (i === j) continue;
        const step = typeOne(d, clusters[i], clusters[j]) ?? typeTwo(b, d, clusters[i], clusters[j], i < j);
        if (step) return step;
      }
    }
  }
  return null;
}

const chains = (a: Cluster, b: Cluster): string =>
  `${cellsAnd(a[0])} / ${cellsAnd(a[1])} and ${cellsAnd(b[0])} / ${cellsAnd(b[1])}`;

function step(d: number, a: Cluster, b: Cluster, elims: Candidate[], why: string): Step {
  return makeStep('multi-colouring', 'Multi-colouring', {
    cells: [...a[0], ...a[1], ...b[0], ...b[1]],
    digits: [d],
    eliminations: elims,
    colours: [
      [...a[0], ...b[0]],
      [...a[1], ...b[1]],
    ],
    text: `Multi-colouring on ${d} (chains ${chains(a, b)}): ${why}, which ${removesText(elims)}`,
  });
}

function typeOne(d: number, a: Cluster, b: Cluster): Step | null {
  for (const k of [0, 1]) {
    const first = touches(a[k], b[0]);
    const second = touches(a[k], b[1]);
    if (!first || !second) continue;
    const elims = a[k].map((cell) => ({ cell, digit: d }));
    const why =
      `${cellsAnd([first[0]])} sees ${cellsAnd([first[1]])} and ${cellsAnd([second[0]])} sees ` +
      `${cellsAnd([second[1]])}, both colours of the other chain, so the colour of ${cellsAnd(a[k])} is false`;
    return step(d, a, b, elims, why);
  }
  return null;
}

/** Type 2 is symmetric in the two chains: `once` keeps it to one order of each pair. */
function typeTwo(b: CandidateGrid, d: number, a: Cluster, c: Cluster, once: boolean): Step | null {
  if (!once) return null;
  const coloured = new Set([...a[0], ...a[1], ...c[0], ...c[1]]);
  for (const k of [0, 1]) {
    for (const m of [0, 1]) {
      const link = touches(a[k], c[m]);
      if (!link) continue;
      const onA = a[1 - k];
      const onC = c[1 - m];
      const elims: Candidate[] = [];
      for (let cell = 0; cell < 81; cell++) {
        if (b.values[cell] !== 0 || coloured.has(cell) || (b.cands[cell] & (1 << (d - 1))) === 0) continue;
        if (onA.some((x) => sees(cell, x)) && onC.some((x) => sees(cell, x))) elims.push({ cell, digit: d });
      }
      if (elims.length === 0) continue;
      const why = `${cellsAnd([link[0]])} sees ${cellsAnd([link[1]])}, so ${cellsAnd(onA)} or ${cellsAnd(onC)} holds ${d}`;
      return step(d, a, c, elims, why);
    }
  }
  return null;
}
