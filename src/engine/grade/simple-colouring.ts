/**
 * Simple colouring (singles chains): for one digit, cells joined by conjugate pairs alternate between two colours,
 * one of which is true. Colour wrap: two cells of one colour share a unit, so that colour is false. Colour trap: a cell
 * that sees both colours cannot hold the digit.
 */
import { CandidateGrid, MASK_DIGITS, POPCOUNT, seesOn } from './candidates.ts';
import { ALL_DIRTY, type Dirty } from './memo.ts';
import { makeStep, type Candidate, type ChainLink, type Step, type StepFacts } from './step.ts';

/**
 * Reused buffers: conjugate partners (ADJ[c*3 ..], one per unit at most), colours, BFS queue and tree edges. 81 cells,
 * room for any grid shape up to 9×9; the cells past a smaller grid's keep no partner.
 */
const ADJ = new Int32Array(81 * 3);
const ADJ_COUNT = new Uint8Array(81);
const COLOUR = new Int8Array(81);
const QUEUE = new Int32Array(81);
const EDGE_FROM = new Int32Array(81);
const EDGE_TO = new Int32Array(81);

/** Fills ADJ/ADJ_COUNT with the conjugate pairs of digit d: the two cells of each unit where d has two places. */
function conjugatePairs(b: CandidateGrid, d: number): void {
  ADJ_COUNT.fill(0);
  const { unitCount, size, unitCells } = b.shape;
  for (let u = 0; u < unitCount; u++) {
    const pos = b.positions(u, d);
    if (POPCOUNT[pos] !== 2) continue;
    const [i, j] = MASK_DIGITS[pos];
    const a = unitCells[u * size + i - 1];
    const c = unitCells[u * size + j - 1];
    ADJ[a * 3 + ADJ_COUNT[a]++] = c;
    ADJ[c * 3 + ADJ_COUNT[c]++] = a;
  }
}

/** The conjugate chains of digit d, each as its two colour classes (cells in ascending order), first cell first. */
export function colourClusters(b: CandidateGrid, d: number): [number[], number[]][] {
  conjugatePairs(b, d);
  COLOUR.fill(-1);
  const clusters: [number[], number[]][] = [];
  for (let start = 0; start < 81; start++) {
    if (ADJ_COUNT[start] === 0 || COLOUR[start] !== -1) continue;
    const classes: [number[], number[]] = [[], []];
    COLOUR[start] = 0;
    QUEUE[0] = start;
    for (let head = 0, tail = 1; head < tail; head++) {
      const c = QUEUE[head];
      classes[COLOUR[c]].push(c);
      for (let x = c * 3, end = x + ADJ_COUNT[c]; x < end; x++) {
        if (COLOUR[ADJ[x]] !== -1) continue;
        COLOUR[ADJ[x]] = 1 - COLOUR[c];
        QUEUE[tail++] = ADJ[x];
      }
    }
    classes[0].sort((x, y) => x - y);
    classes[1].sort((x, y) => x - y);
    clusters.push(classes);
  }
  return clusters;
}

export function findSimpleColouring(b: CandidateGrid, dirty: Dirty = ALL_DIRTY): Step | null {
  const { size, peerBits } = b.shape;
  const sees = seesOn(b.shape);
  for (let d = 1; d <= size; d++) {
    const bit = 1 << (d - 1);
    if ((dirty.digits & bit) === 0) continue; // colouring on d depends on d's candidates only
    conjugatePairs(b, d);
    COLOUR.fill(-1);
    for (let start = 0; start < 81; start++) {
      if (ADJ_COUNT[start] === 0 || COLOUR[start] !== -1) continue;
      const classes: [number[], number[]] = [[], []];
      // Peers of each colour class, as 81-bit sets, for the colour trap.
      const seen = [0, 0, 0, 0, 0, 0];
      let edges = 0;
      COLOUR[start] = 0;
      QUEUE[0] = start;
      for (let head = 0, tail = 1; head < tail; head++) {
        const c = QUEUE[head];
        const k = COLOUR[c];
        classes[k].push(c);
        for (let w = 0; w < 3; w++) seen[k * 3 + w] |= peerBits[c * 3 + w];
        for (let x = c * 3, end = x + ADJ_COUNT[c]; x < end; x++) {
          const n = ADJ[x];
          if (COLOUR[n] !== -1) continue;
          COLOUR[n] = 1 - k;
          EDGE_FROM[edges] = c;
          EDGE_TO[edges++] = n;
          QUEUE[tail++] = n;
        }
      }
      if (classes[0].length + classes[1].length < 3) continue;
      classes[0].sort((x, y) => x - y);
      classes[1].sort((x, y) => x - y);
      const links = (): ChainLink[] =>
        Array.from({ length: edges }, (_, e) => ({
          from: [{ cell: EDGE_FROM[e], digit: d }],
          to: [{ cell: EDGE_TO[e], digit: d }],
          strong: true,
        }));
      /** The step that removes `elims`, for the reason `facts` gives. */
      const colouringStep = (elims: Candidate[], facts: StepFacts): Step =>
        makeStep('simple-colouring', {
          cells: [...classes[0], ...classes[1]],
          digits: [d],
          eliminations: elims,
          links: links(),
          colours: [classes[0], classes[1]],
          facts,
        });
      // Colour wrap: a colour with two cells in one unit is false everywhere.
      for (const k of [0, 1]) {
        const cls = classes[k];
        for (let i = 0; i < cls.length; i++) {
          for (let j = i + 1; j < cls.length; j++) {
            if (!sees(cls[i], cls[j])) continue;
            const elims: Candidate[] = cls.map((cell) => ({ cell, digit: d }));
            return colouringStep(elims, { kind: 'colour-wrap', pair: [cls[i], cls[j]] });
          }
        }
      }
      // Colour trap: a candidate not coloured so far (this or an earlier component) seeing both colours.
      const elims: Candidate[] = [];
      for (let w = 0; w < 3; w++) {
        let bits = seen[w] & seen[3 + w];
        while (bits !== 0) {
          const low = bits & -bits;
          const c = w * 27 + 31 - Math.clz32(low);
          if (b.cands[c] & bit && COLOUR[c] === -1) elims.push({ cell: c, digit: d });
          bits ^= low;
        }
      }
      if (elims.length > 0) {
        return colouringStep(elims, { kind: 'colour-trap' });
      }
      // Colours are assigned per component; clear nothing, the next component starts uncoloured.
    }
  }
  return null;
}
