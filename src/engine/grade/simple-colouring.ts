/**
 * Simple colouring (singles chains): for one digit, cells joined by conjugate pairs alternate between two colours,
 * one of which is true. Colour wrap: two cells of one colour share a unit, so that colour is false. Colour trap: a cell
 * that sees both colours cannot hold the digit.
 */
import { CandidateGrid, POPCOUNT, seesOn } from './candidates.ts';
import { ALL_DIRTY, type Dirty } from './memo.ts';
import { candidatesIn, makeStep, type Candidate, type ChainLink, type Step, type StepFacts } from './step.ts';
import { outOfLine } from '../out-of-line.ts';

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
    // The two places' bits, not a destructured MASK_DIGITS pair: destructuring is an iterator protocol with a
    // try/finally, compiled into every search this is inlined in (issue 31).
    const a = unitCells[u * size + 31 - Math.clz32(pos & -pos)];
    const c = unitCells[u * size + 31 - Math.clz32(pos & (pos - 1))];
    ADJ[a * 3 + ADJ_COUNT[a]++] = c;
    ADJ[c * 3 + ADJ_COUNT[c]++] = a;
  }
}

/** The conjugate chains of digit d, each as its two colour classes (cells in ascending order), first cell first. */
export function colourClusters(b: CandidateGrid, d: number): [number[], number[]][] {
  outOfLine(conjugatePairs, b, d); // once per digit: out of line (out-of-line.ts), compiled on its own already
  COLOUR.fill(-1);
  const clusters: [number[], number[]][] = [];
  for (let start = 0; start < 81; start++) {
    if (ADJ_COUNT[start] === 0 || COLOUR[start] !== -1) continue;
    COLOUR[start] = 0;
    QUEUE[0] = start;
    let tail = 1;
    for (let head = 0; head < tail; head++) {
      const c = QUEUE[head];
      for (let x = c * 3, end = x + ADJ_COUNT[c]; x < end; x++) {
        if (COLOUR[ADJ[x]] !== -1) continue;
        COLOUR[ADJ[x]] = 1 - COLOUR[c];
        QUEUE[tail++] = ADJ[x];
      }
    }
    // The component's cells in ascending order, sorted where they are (a typed array's sort allocates nothing; two
    // arrays sorted with a comparator did, issue 31), then dealt to their colours.
    QUEUE.subarray(0, tail).sort();
    const classes: [number[], number[]] = [[], []];
    for (let i = 0; i < tail; i++) classes[COLOUR[QUEUE[i]]].push(QUEUE[i]);
    clusters.push(classes);
  }
  return clusters;
}

/** The two colour classes of the component being coloured (CLASS_CELLS[k * 81 ..], CLASS_SIZE[k] cells each). */
const CLASS_CELLS = new Int32Array(2 * 81);
const CLASS_SIZE = new Int32Array(2);
/** Peers of each colour class, as 81-bit sets (three words a class), for the colour trap. */
const SEEN = new Int32Array(6);

/** Colour class k of the current component, ascending, as a list (only for a step found). */
const classList = (k: number): number[] => Array.from(CLASS_CELLS.subarray(k * 81, k * 81 + CLASS_SIZE[k]));

/** The step of the current component that removes `elims`, for the reason `facts` gives. */
function colouringStep(d: number, edges: number, elims: Candidate[], facts: StepFacts): Step {
  const colours: [number[], number[]] = [classList(0), classList(1)];
  const links: ChainLink[] = Array.from({ length: edges }, (_, e) => ({
    from: [{ cell: EDGE_FROM[e], digit: d }],
    to: [{ cell: EDGE_TO[e], digit: d }],
    strong: true,
  }));
  return makeStep('simple-colouring', {
    cells: [...colours[0], ...colours[1]],
    digits: [d],
    eliminations: elims,
    links,
    colours,
    facts,
  });
}

/**
 * What searchColouring found, read by findSimpleColouring to build the step: HIT[0] the kind (WRAP or TRAP), HIT[1]
 * the digit, HIT[2] the component's tree edges (EDGE_FROM/EDGE_TO), then for a wrap the false colour and the indexes
 * in CLASS_CELLS of the two cells that share a unit, for a trap the number of cells in TRAP_CELLS. The component's
 * colour classes stay in CLASS_CELLS.
 */
const HIT = new Int32Array(6);
const TRAP_CELLS = new Int32Array(81);
const WRAP = 1;
const TRAP = 2;

/**
 * Simple colouring, split in two so that the first step found does not deoptimize the search (issue 31): a path
 * that never ran before V8 optimized a function has no type feedback, and running it throws the optimized code away
 * (this finder was compiled three times in a hard batch). The search only writes integers, on every pass and before
 * it tests for a hit, so a hit is a bare return; the step is built here, in a function too small to matter.
 */
export function findSimpleColouring(b: CandidateGrid, dirty: Dirty = ALL_DIRTY): Step | null {
  const kind = searchColouring(b, dirty);
  if (kind === 0) return null;
  const d = HIT[1];
  if (kind === WRAP) {
    const k = HIT[3];
    const pair: [number, number] = [CLASS_CELLS[HIT[4]], CLASS_CELLS[HIT[5]]];
    return colouringStep(d, HIT[2], candidatesIn(classList(k), d), { kind: 'colour-wrap', pair });
  }
  const trapped: number[] = [];
  for (let i = 0; i < HIT[3]; i++) trapped.push(TRAP_CELLS[i]);
  return colouringStep(d, HIT[2], candidatesIn(trapped, d), { kind: 'colour-trap' });
}

/** The search of findSimpleColouring: 0 when nothing applies, else WRAP or TRAP with the details in HIT. */
function searchColouring(b: CandidateGrid, dirty: Dirty): number {
  const { size, peerBits } = b.shape;
  const sees = seesOn(b.shape);
  // The hot path of hard grading: nothing is allocated per component, only for a step found (issue 31).
  for (let d = 1; d <= size; d++) {
    const bit = 1 << (d - 1);
    if ((dirty.digits & bit) === 0) continue; // colouring on d depends on d's candidates only
    outOfLine(conjugatePairs, b, d); // as in colourClusters
    COLOUR.fill(-1);
    for (let start = 0; start < 81; start++) {
      if (ADJ_COUNT[start] === 0 || COLOUR[start] !== -1) continue;
      CLASS_SIZE[0] = CLASS_SIZE[1] = 0;
      SEEN.fill(0);
      let edges = 0;
      COLOUR[start] = 0;
      QUEUE[0] = start;
      for (let head = 0, tail = 1; head < tail; head++) {
        const c = QUEUE[head];
        const k = COLOUR[c];
        CLASS_CELLS[k * 81 + CLASS_SIZE[k]++] = c;
        for (let w = 0; w < 3; w++) SEEN[k * 3 + w] |= peerBits[c * 3 + w];
        for (let x = c * 3, end = x + ADJ_COUNT[c]; x < end; x++) {
          const n = ADJ[x];
          if (COLOUR[n] !== -1) continue;
          COLOUR[n] = 1 - k;
          EDGE_FROM[edges] = c;
          EDGE_TO[edges++] = n;
          QUEUE[tail++] = n;
        }
      }
      if (CLASS_SIZE[0] + CLASS_SIZE[1] < 3) continue;
      CLASS_CELLS.subarray(0, CLASS_SIZE[0]).sort();
      CLASS_CELLS.subarray(81, 81 + CLASS_SIZE[1]).sort();
      HIT[1] = d;
      HIT[2] = edges;
      // Colour wrap: a colour with two cells in one unit is false everywhere.
      HIT[0] = WRAP;
      for (let k = 0; k < 2; k++) {
        const from = k * 81;
        const end = from + CLASS_SIZE[k];
        HIT[3] = k;
        for (let i = from; i < end; i++) {
          HIT[4] = i;
          for (let j = i + 1; j < end; j++) {
            HIT[5] = j;
            if (sees(CLASS_CELLS[i], CLASS_CELLS[j])) return WRAP;
          }
        }
      }
      // Colour trap: a candidate not coloured so far (this or an earlier component) seeing both colours. Each cell
      // is written and counted only if it holds the digit uncoloured: no branch the search has not run before.
      let trapped = 0;
      for (let w = 0; w < 3; w++) {
        let bits = SEEN[w] & SEEN[3 + w];
        while (bits !== 0) {
          const low = bits & -bits;
          const c = w * 27 + 31 - Math.clz32(low);
          TRAP_CELLS[trapped] = c;
          trapped += ((b.cands[c] & bit) !== 0 ? 1 : 0) & (COLOUR[c] === -1 ? 1 : 0);
          bits ^= low;
        }
      }
      HIT[0] = TRAP;
      HIT[3] = trapped;
      if (trapped > 0) return TRAP;
      // Colours are assigned per component; clear nothing, the next component starts uncoloured.
    }
  }
  return 0;
}
