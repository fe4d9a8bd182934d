/**
 * Uniqueness techniques: unique rectangles types 1–4 and BUG+1. They rest on the puzzle having exactly one solution
 * (a deadly pattern would allow two), so the search only runs them when the solver has proved uniqueness. The
 * rectangles, HoDoKu's with missing candidates allowed, come from rectangles.ts. At any box geometry: the rectangles
 * and units are the grid's shape's.
 */
import { CandidateGrid, MASK_DIGITS, POPCOUNT } from './candidates.ts';
import { seenByAll } from './bitset.ts';
import { MAX_SIZE } from './shape.ts';
import { StateKey, type SearchMemo } from './memo.ts';
import { rectangles, uniquenessStep, type Rectangle } from './rectangles.ts';
import { candidatesAt, candidatesOfPair, makeStep, type Candidate, type Step, type StepFacts } from './step.ts';
import type { TechniqueId } from './step.ts';
import { outOfLine } from '../out-of-line.ts';

/** The units two cells share (row/column/box). */
function sharedUnits(b: CandidateGrid, a: number, c: number): number[] {
  const { cellUnits } = b.shape;
  const out: number[] = [];
  for (let k = 0; k < 3; k++) if (cellUnits[a * 3 + k] === cellUnits[c * 3 + k]) out.push(cellUnits[a * 3 + k]);
  return out;
}

/** The empty cells of unit u other than the roof cells p and q. */
function emptyCellsOf(b: CandidateGrid, u: number, p: number, q: number): number[] {
  const { size, unitCells } = b.shape;
  const out: number[] = [];
  for (let i = u * size; i < u * size + size; i++) {
    const c = unitCells[i];
    if (b.values[c] === 0 && c !== p && c !== q) out.push(c);
  }
  return out;
}

function unitHas(b: CandidateGrid, u: number, c: number): boolean {
  const { cellUnits } = b.shape;
  return cellUnits[c * 3] === u || cellUnits[c * 3 + 1] === u || cellUnits[c * 3 + 2] === u;
}

/** The technique id of each unique rectangle type. */
const UR_IDS = {
  1: 'unique-rectangle-1',
  2: 'unique-rectangle-2',
  3: 'unique-rectangle-3',
  4: 'unique-rectangle-4',
} satisfies Record<1 | 2 | 3 | 4, TechniqueId>;

function urStep(type: 1 | 2 | 3 | 4, r: Rectangle, elims: Candidate[], facts: StepFacts, units?: number[]): Step {
  return uniquenessStep(UR_IDS[type], r, elims, facts, units);
}

/** Floor: two cells holding exactly the pair, on one side of the rectangle; roof: the opposite side. */
function floorAndRoof(b: CandidateGrid, r: Rectangle): [number[], number[]] | null {
  const [a, c, d, e] = r.cells;
  const ab = r.ab;
  const k = b.cands;
  if (k[a] === ab && k[c] === ab && k[d] !== ab && k[e] !== ab)
    return [
      [a, c],
      [d, e],
    ];
  if (k[d] === ab && k[e] === ab && k[a] !== ab && k[c] !== ab)
    return [
      [d, e],
      [a, c],
    ];
  if (k[a] === ab && k[d] === ab && k[c] !== ab && k[e] !== ab)
    return [
      [a, d],
      [c, e],
    ];
  if (k[c] === ab && k[e] === ab && k[a] !== ab && k[d] !== ab)
    return [
      [c, e],
      [a, d],
    ];
  return null;
}

/** The first unique rectangle of `type` on rectangle r (its digit pair included), or null. */
function rectangleStep(b: CandidateGrid, r: Rectangle, type: 1 | 2 | 3 | 4): Step | null {
  // Type 1 needs three corners holding exactly the pair, the others a floor of two (and a roof without it).
  const k = b.cands;
  const exact =
    +(k[r.cells[0]] === r.ab) + +(k[r.cells[1]] === r.ab) + +(k[r.cells[2]] === r.ab) + +(k[r.cells[3]] === r.ab);
  if (exact !== (type === 1 ? 3 : 2)) return null;
  if (type === 1) {
    // The one corner that does not hold exactly the pair (three do); a loop, not .find's closure (issue 31).
    let extra = r.cells[0];
    for (let i = 1; i < 4 && b.cands[extra] === r.ab; i++) extra = r.cells[i];
    if ((b.cands[extra] & ~r.ab) === 0) return null; // no other candidate: no type 1 (and no sound state)
    // A missing candidate (rectangles.ts) leaves one digit of the pair to remove, or none.
    const elims = candidatesAt(extra, b.cands[extra] & r.ab);
    if (elims.length === 0) return null;
    return urStep(1, r, elims, { kind: 'ur-extra', cell: extra });
  }
  const fr = floorAndRoof(b, r);
  if (!fr) return null;
  // Indexes, not destructuring or for-of, in this function: their iterator protocol (a try/finally each) made it one
  // of TurboFan's largest compilations in a hard batch (issue 31).
  const roof = fr[1];
  const p = roof[0];
  const q = roof[1];
  const extraP = b.cands[p] & ~r.ab;
  const extraQ = b.cands[q] & ~r.ab;
  if (type === 2) {
    if (extraP !== extraQ || POPCOUNT[extraP] !== 1) return null;
    const z = MASK_DIGITS[extraP][0];
    const elims = seenByAll(b.cands, z, [p, q], b.shape.peerBits);
    if (elims.length === 0) return null;
    return urStep(2, r, elims, { kind: 'ur-roof', roof: [p, q], digit: z });
  }
  if (type === 4) {
    const units = sharedUnits(b, p, q);
    const pair = MASK_DIGITS[r.ab];
    for (let i = 0; i < units.length; i++) {
      const u = units[i];
      for (let j = 0; j < pair.length; j++) {
        const x = pair[j];
        // x lives only in the roof in this unit (a roof cell may miss it: rectangles.ts).
        const inRoof = +b.has(p, x) + +b.has(q, x);
        if (inRoof === 0 || POPCOUNT[b.positions(u, x)] !== inRoof) continue;
        const y = MASK_DIGITS[r.ab & ~(1 << (x - 1))][0];
        const elims = candidatesOfPair(b.cands, p, q, y);
        if (elims.length === 0) continue;
        return urStep(4, r, elims, { kind: 'ur-roof', roof: [p, q], digit: x }, [u]);
      }
    }
    return null;
  }
  return typeThree(b, r, p, q, extraP | extraQ);
}

/** Type 3's buffers: the empty cells of a unit beside the roof, and the positions among them of a subset's cells. */
const OTHERS = new Int32Array(MAX_SIZE);
const PICK = new Int32Array(3);

/**
 * Type 3: the roof's extra digits (`extra`) act as one virtual cell in a naked subset of a unit both roof cells share.
 * The subsets are walked over the two buffers above, in the order firstCombination gives them, with no list or closure
 * per subset, and the step is built apart (typeThreeStep) for the first that removes something: the closure and the
 * object literals compiled inside this loop made the rectangles' step one of TurboFan's largest compilations in a
 * hard batch (issue 31).
 */
function typeThree(b: CandidateGrid, r: Rectangle, p: number, q: number, extra: number): Step | null {
  const { cellUnits, size, unitCells } = b.shape;
  for (let s = 0; s < 3; s++) {
    const u = cellUnits[p * 3 + s];
    if (u !== cellUnits[q * 3 + s]) continue;
    let n = 0;
    for (let i = u * size; i < u * size + size; i++) {
      const c = unitCells[i];
      if (b.values[c] === 0 && c !== p && c !== q) OTHERS[n++] = c;
    }
    for (let k = 1; k <= 3 && k < n; k++) {
      for (let i = 0; i < k; i++) PICK[i] = i;
      for (;;) {
        let mask = extra;
        for (let i = 0; i < k; i++) mask |= b.cands[OTHERS[PICK[i]]];
        if (POPCOUNT[mask] === k + 1 && subsetRemoves(b, p, q, s, k, mask)) {
          return typeThreeStep(b, r, p, q, extra, u, k, mask);
        }
        let i = k - 1;
        while (i >= 0 && PICK[i] === n - k + i) i--;
        if (i < 0) break;
        PICK[i]++;
        for (let j = i + 1; j < k; j++) PICK[j] = PICK[j - 1] + 1;
      }
    }
  }
  return null;
}

/** Whether the subset PICK[0 .. k-1] of OTHERS removes a digit of `mask`, in unit `s` (0–2) of the roof or beside. */
function subsetRemoves(b: CandidateGrid, p: number, q: number, s: number, k: number, mask: number): boolean {
  const { cellUnits, size, unitCells } = b.shape;
  for (let t = 0; t < 3; t++) {
    const v = cellUnits[p * 3 + t];
    if (v !== cellUnits[q * 3 + t]) continue;
    // Units other than the subset's own count when they hold the whole subset (typeThreeStep).
    if (t !== s) {
      let all = true;
      for (let i = 0; i < k; i++) if (!unitHas(b, v, OTHERS[PICK[i]])) all = false;
      if (!all) continue;
    }
    for (let i = v * size; i < v * size + size; i++) {
      const c = unitCells[i];
      if (b.values[c] !== 0 || c === p || c === q || (b.cands[c] & mask) === 0) continue;
      let inSubset = false;
      for (let j = 0; j < k; j++) if (OTHERS[PICK[j]] === c) inSubset = true;
      if (!inSubset) return true;
    }
  }
  return false;
}

/** The type 3 step of the subset PICK[0 .. k-1] of OTHERS in unit u, with its digits `mask` (it removes some). */
function typeThreeStep(
  b: CandidateGrid,
  r: Rectangle,
  p: number,
  q: number,
  extra: number,
  u: number,
  k: number,
  mask: number,
): Step {
  const subset: number[] = [];
  for (let i = 0; i < k; i++) subset.push(OTHERS[PICK[i]]);
  const shared = sharedUnits(b, p, q);
  // Roof and subset in a line and a box at once (both roof cells in one box row or column): the subset locks its
  // digits in both units, as in HoDoKu.
  const units = [u];
  for (const v of shared) if (v !== u && subset.every((c) => unitHas(b, v, c))) units.push(v);
  const elims: Candidate[] = [];
  const seen = new Set<number>();
  for (const v of units) {
    for (const c of emptyCellsOf(b, v, p, q)) {
      if (subset.includes(c) || seen.has(c)) continue;
      seen.add(c);
      for (const digit of MASK_DIGITS[b.cands[c] & mask]) elims.push({ cell: c, digit });
    }
  }
  const facts: StepFacts = {
    kind: 'ur-subset',
    roof: [p, q],
    extra: MASK_DIGITS[extra].slice(),
    subset: { cells: subset, digits: MASK_DIGITS[mask].slice() },
  };
  return urStep(3, r, elims, facts, units);
}

// The four types are searched one after another on the same candidates, so one pass over the rectangles answers all
// four; the memo keeps the answers for this state of the candidates, and types 2–4 then cost nothing.
const TYPES = [1, 2, 3, 4] as const;
const RECTANGLE_ANSWERS = new StateKey<readonly (Step | null)[]>('unique rectangles, types 1–4');

/** The first unique rectangle of each type in rectangle order (index type - 1), each null when there is none. */
function firstRectangles(b: CandidateGrid): (Step | null)[] {
  const found: (Step | null)[] = [null, null, null, null];
  let missing = 4;
  const all = rectangles(b);
  for (let i = 0; i < all.length; i++) {
    const r = all[i];
    for (let j = 0; j < TYPES.length; j++) {
      const t = TYPES[j];
      if (found[t - 1] !== null) continue;
      const step = rectangleStep(b, r, t);
      if (step) {
        found[t - 1] = step;
        missing--;
      }
    }
    if (missing === 0) break;
  }
  return found;
}

/** The first unique rectangle of `type` in rectangle order, or null; with a memo, one pass serves all four types. */
export function findUniqueRectangle(b: CandidateGrid, type: 1 | 2 | 3 | 4, memo?: SearchMemo): Step | null {
  // The pass out of line (out-of-line.ts): once per state, and TurboFan had copied it into this (issue 31).
  const answers = memo
    ? memo.perState(RECTANGLE_ANSWERS, () => outOfLine(firstRectangles, b))
    : outOfLine(firstRectangles, b);
  return answers[type - 1];
}

/**
 * BUG+1: every empty cell has two candidates except one with three, and removing the right digit d from it would
 * leave every digit twice in every unit (a deadly pattern with no unique solution), so that cell is d. At any
 * geometry: every cell taking its other candidate would be a second solution, whatever the units' shape.
 */
export function findBugPlusOne(b: CandidateGrid): Step | null {
  const { cellCount } = b.shape;
  let triple = -1;
  for (let c = 0; c < cellCount; c++) {
    if (b.values[c] !== 0) continue;
    const n = POPCOUNT[b.cands[c]];
    if (n === 2) continue;
    if (n !== 3 || triple !== -1) return null;
    triple = c;
  }
  if (triple === -1) return null;
  const digit = bugDigit(b, triple);
  return digit === 0 ? null : outOfLine(bugStep, b, triple, digit);
}

/**
 * The digit that BUG+1 places in the one trivalue cell `triple`, or 0: apart from findBugPlusOne's scan, which runs for every
 * state that reaches it while this rarely does (a clone per digit and a for...of compiled into the scan, issue 31).
 * Each digit d is tried on the grid itself: the trial's positions are the grid's, less `triple`'s bit in its three
 * units' positions of d. A clone per digit put the grid's constructor and a second build of the positions table into
 * TurboFan's compilation of this function (issue 31).
 */
function bugDigit(b: CandidateGrid, triple: number): number {
  const { unitCount, size, cellUnits, unitPosBit } = b.shape;
  for (let m = b.cands[triple]; m !== 0; m &= m - 1) {
    const d = 32 - Math.clz32(m & -m);
    let bug = true;
    for (let u = 0; u < unitCount && bug; u++) {
      // Units are rows, then columns, then boxes, `size` of each: u's kind is u / size, and triple's unit of that kind
      // is cellUnits[triple * 3 + kind].
      const k = triple * 3 + ((u / size) | 0);
      const without = cellUnits[k] === u ? unitPosBit[k] : 0;
      for (let x = 1; x <= size; x++) {
        const n = POPCOUNT[x === d ? b.positions(u, x) & ~without : b.positions(u, x)];
        if (n !== 0 && n !== 2) {
          bug = false;
          break;
        }
      }
    }
    if (bug) return d;
  }
  return 0;
}

/** BUG+1's step: `digit` in `triple`. Built apart from the trial (out-of-line.ts). */
function bugStep(b: CandidateGrid, triple: number, digit: number): Step {
  return makeStep('bug-plus-1', { cells: [triple], digits: [digit], placements: [{ cell: triple, digit }] });
}
