/**
 * Multi-colouring (HoDoKu's "Multi Colors": hard, 200; hodoku.sourceforge.net/en/tech_col.php): two conjugate chains
 * of one digit, each coloured in two (simple-colouring.ts); in each chain one colour is true.
 * - Type 1: one colour of the first chain sees both colours of the second. Were it true, both colours of the second
 *   would be false; so it is false, and the digit leaves every cell of that colour.
 * - Type 2: a colour of the first chain sees a colour of the second. They can't both be true, so the other colour of
 *   one chain or the other is true, and a cell seeing both of those can't hold the digit.
 */
import { CandidateGrid, seesOn } from './candidates.ts';
import { BIT, WORD, WORD_BITS, WORD_MASK } from './bitset.ts';
import { colourClusters } from './simple-colouring.ts';
import { ALL_DIRTY, type Dirty } from './memo.ts';
import { candidatesIn, makeStep, type Candidate, type Step, type StepFacts } from './step.ts';

type Cluster = [number[], number[]];
/** "a sees b" on the grid being searched (candidates.ts' seesOn). */
type Sees = (a: number, b: number) => boolean;

// Loops by index: a for-of's iterator protocol (a try/finally per loop) grows every function TurboFan inlines this into
// (issue 31).
const touches = (xs: readonly number[], ys: readonly number[], sees: Sees): [number, number] | null => {
  for (let i = 0; i < xs.length; i++) for (let j = 0; j < ys.length; j++) if (sees(xs[i], ys[j])) return [xs[i], ys[j]];
  return null;
};

export function findMultiColouring(b: CandidateGrid, dirty: Dirty = ALL_DIRTY): Step | null {
  const sees = seesOn(b.shape);
  for (let d = 1; d <= b.shape.size; d++) {
    if ((dirty.digits & (1 << (d - 1))) === 0) continue; // depends on d's candidates only
    const clusters = colourClusters(b, d);
    for (let i = 0; i < clusters.length; i++) {
      for (let j = 0; j < clusters.length; j++) {
        if (i === j) continue;
        const step = typeOne(d, clusters[i], clusters[j], sees) ?? typeTwo(b, d, clusters[i], clusters[j], i < j, sees);
        if (step) return step;
      }
    }
  }
  return null;
}

/** Why: the pairs of cells that see each other across the chains, and the false colour (type 1) or the two colours one of which holds the digit (type 2). */
type Why = Pick<Extract<StepFacts, { kind: 'multi-colouring' }>, 'sees' | 'falseColour' | 'either'>;

function step(d: number, a: Cluster, b: Cluster, elims: Candidate[], why: Why): Step {
  return makeStep('multi-colouring', {
    cells: [...a[0], ...a[1], ...b[0], ...b[1]],
    digits: [d],
    eliminations: elims,
    colours: [
      [...a[0], ...b[0]],
      [...a[1], ...b[1]],
    ],
    facts: { kind: 'multi-colouring', chains: [a, b], ...why },
  });
}

function typeOne(d: number, a: Cluster, b: Cluster, sees: Sees): Step | null {
  for (let k = 0; k < 2; k++) {
    const first = touches(a[k], b[0], sees);
    const second = touches(a[k], b[1], sees);
    if (!first || !second) continue;
    const elims = candidatesIn(a[k], d);
    return step(d, a, b, elims, { sees: [first, second], falseColour: a[k] });
  }
  return null;
}

/**
 * Cells seeing a cell of the list / held by it, as cell sets (bitset.ts) in SETS: three words from `at`. Integer
 * work only, so the rare path where two chains touch has no call or array access of its own for V8 to lack feedback
 * on (issue 31: typeTwo deoptimized there three times in a hard batch).
 */
const SETS = new Int32Array(9);

function seenByAny(xs: readonly number[], peerBits: Int32Array, at: number): void {
  let w0 = 0;
  let w1 = 0;
  let w2 = 0;
  for (let i = 0; i < xs.length; i++) {
    const k = xs[i] * 3;
    w0 |= peerBits[k];
    w1 |= peerBits[k + 1];
    w2 |= peerBits[k + 2];
  }
  SETS[at] = w0;
  SETS[at + 1] = w1;
  SETS[at + 2] = w2;
}

function addCells(xs: readonly number[], at: number): void {
  for (let i = 0; i < xs.length; i++) SETS[at + WORD(xs[i])] |= BIT(xs[i]);
}

/** Type 2 is symmetric in the two chains: `once` keeps it to one order of each pair. */
function typeTwo(b: CandidateGrid, d: number, a: Cluster, c: Cluster, once: boolean, sees: Sees): Step | null {
  if (!once) return null;
  const { peerBits } = b.shape;
  const bit = 1 << (d - 1);
  for (let k = 0; k < 2; k++) {
    for (let m = 0; m < 2; m++) {
      const link = touches(a[k], c[m], sees);
      if (!link) continue;
      const onA = a[1 - k];
      const onC = c[1 - m];
      // Cells seeing both other colours, less the coloured cells of either chain.
      seenByAny(onA, peerBits, 0);
      seenByAny(onC, peerBits, 3);
      SETS[6] = SETS[7] = SETS[8] = 0;
      addCells(a[0], 6);
      addCells(a[1], 6);
      addCells(c[0], 6);
      addCells(c[1], 6);
      if (removes(b, bit)) return step(d, a, c, typeTwoElims(b, d), { sees: [link], either: [onA, onC] });
    }
  }
  return null;
}

/**
 * Whether a cell of the set SETS[0..2] & SETS[3..5] less SETS[6..8] holds the digit (`bit`): the test, and the list
 * typeTwoElims makes only for a step found, so that no object literal is compiled into typeTwo's loops (issue 31).
 */
function removes(b: CandidateGrid, bit: number): boolean {
  const { cellCount } = b.shape;
  for (let w = 0; w < 3; w++) {
    for (let bits = SETS[w] & SETS[w + 3] & ~SETS[w + 6] & WORD_MASK; bits !== 0; bits &= bits - 1) {
      const cell = w * WORD_BITS + 31 - Math.clz32(bits & -bits);
      if (cell < cellCount && b.values[cell] === 0 && (b.cands[cell] & bit) !== 0) return true;
    }
  }
  return false;
}

/** Type 2's eliminations: digit `d` in the cells `removes` tests. */
function typeTwoElims(b: CandidateGrid, d: number): Candidate[] {
  const { cellCount } = b.shape;
  const elims: Candidate[] = [];
  for (let w = 0; w < 3; w++) {
    for (let bits = SETS[w] & SETS[w + 3] & ~SETS[w + 6] & WORD_MASK; bits !== 0; bits &= bits - 1) {
      const cell = w * WORD_BITS + 31 - Math.clz32(bits & -bits);
      if (cell < cellCount && b.values[cell] === 0 && (b.cands[cell] & (1 << (d - 1))) !== 0)
        elims.push({ cell, digit: d });
    }
  }
  return elims;
}
