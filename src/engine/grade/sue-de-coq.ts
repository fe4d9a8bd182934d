/**
 * Sue de Coq (HoDoKu: unfair, i.e. our expert, 250; hodoku.sourceforge.net/en/tech_misc.php). Where a line meets a
 * box, take two or three empty cells C of the intersection holding digits V, at least two more digits than cells.
 * Add a set S of other cells of the line and a set T of other cells of the box such that no digit of V is in both
 * (S and T may hold digits outside V, "extras", when they have a cell more for each), and together they hold as many
 * cells as C ∪ S ∪ T has digits to place: |S| - extras(S) + |T| - extras(T) = |V| - |C|.
 *
 * Then every digit is used to the full: a digit of V or an extra of one set can be placed at most once in C ∪ S ∪ T
 * (it lies in one unit there), an extra of both sets at most twice (once in S, once in T), and those maxima add up
 * to exactly the number of cells. So each digit not in T, and each extra in both sets, sits in the line's part
 * (C ∪ S) and leaves the rest of the line; each digit not in S, and each extra in both, leaves the rest of the box.
 * The counting holds wherever the sets lie, so S and T may take the intersection's other cells, as in HoDoKu.
 *
 * Search order as HoDoKu's: rows, then columns, each against the boxes in order; in the intersection, the pairs of
 * cells in order, each followed by the triples that extend it; then the line sets and, for each, the box sets, both
 * as subsets of the free cells grown one cell at a time in cell order. The first pattern that removes something is
 * the step. A pattern rests on the cells of its line and box only, so a pair of units that did not change since the
 * search last came back empty is skipped (memo.ts). At any box geometry (units from the grid's shape): where an
 * intersection has more than three cells, every triple extending a pair is tried, in order.
 */
import { CandidateGrid, MASK_DIGITS, POPCOUNT } from './candidates.ts';
import { ALL_DIRTY, type Dirty } from './memo.ts';
import { makeStep, type Candidate, type Step } from './step.ts';
import { outOfLine } from '../out-of-line.ts';

// The search's working set, reused by every call (sized by the largest grid seen yet): the line's and the box's empty
// cells outside C with their candidates, and for each box cell its place among the line's (-1 when it is not in the
// line), so the sets S and T are bit masks over these lists; and the intersection's empty cells.
let lineCell = new Int32Array(0);
let lineCand = new Int32Array(0);
let boxCell = new Int32Array(0);
let boxCand = new Int32Array(0);
let boxInLine = new Int32Array(0);
let shared = new Int32Array(0);
/** The core C: CORE[0 .. coreN-1] (an array whose length is set to 0 gets a new backing store at its next push). */
const CORE = new Int32Array(3);
let coreN = 0;
let lineN = 0;
let boxN = 0;
let coreDigits = 0;
let surplus = 0;
let grid: CandidateGrid | null = null;
let lineUnit = 0;
let boxUnit = 0;

/**
 * Sizes the working set for a grid of `size` and `cellCount`, apart from the search: the destructuring (an iterator
 * protocol with a try/finally) compiled into it made findSueDeCoq a larger compilation than it needs (issue 31).
 */
function grow(size: number, cellCount: number): void {
  if (lineCell.length < size) {
    [lineCell, lineCand, boxCell, boxCand, boxInLine, shared, lineFree, sharedInLine, sharedInBox] = Array.from(
      { length: 9 },
      () => new Int32Array(size),
    );
  }
  if (placeInLine.length < cellCount) placeInLine = new Int32Array(cellCount).fill(-1);
}

/** The first Sue de Coq on the units `dirty` names, or null. */
export function findSueDeCoq(b: CandidateGrid, dirty: Dirty = ALL_DIRTY): Step | null {
  grid = b;
  const { size, cellUnits, unitCells, cellCount } = b.shape;
  if (lineCell.length < size || placeInLine.length < cellCount) grow(size, cellCount);
  for (let line = 0; line < 2 * size; line++) {
    // The boxes the line crosses, in order: those of its cells, each at its first cell (the other boxes share none).
    let lineFreeN = -1; // the line's empty cells, listed on first need
    for (let at = line * size; at < line * size + size; at++) {
      const box = cellUnits[unitCells[at] * 3 + 2];
      if (at > line * size && cellUnits[unitCells[at - 1] * 3 + 2] === box) continue;
      if ((dirty.units & ((1 << line) | (1 << box))) === 0) continue;
      let m = 0;
      for (let i = at; i < line * size + size; i++) {
        const c = unitCells[i];
        if (b.values[c] === 0 && cellUnits[c * 3 + 2] === box) shared[m++] = c;
      }
      if (m < 2) continue;
      lineUnit = line;
      boxUnit = box;
      if (lineFreeN < 0) {
        lineFreeN = 0;
        for (let i = line * size; i < line * size + size; i++)
          if (b.values[unitCells[i]] === 0) lineFree[lineFreeN++] = unitCells[i];
      }
      // listCells and tryCore out of line (out-of-line.ts): both were compiled on their own before this was, and
      // again into it (issue 31).
      outOfLine(listCells, b, lineFreeN, box, m);
      // Pairs of the intersection's cells in order, each followed by the triples that extend it.
      for (let i = 0; i < m - 1; i++) {
        for (let j = i + 1; j < m; j++) {
          CORE[0] = shared[i];
          CORE[1] = shared[j];
          coreN = 2;
          const step = outOfLine(tryCore, i, j, -1);
          if (step) return step;
          for (let k = j + 1; k < m; k++) {
            CORE[2] = shared[k];
            coreN = 3;
            const triple = outOfLine(tryCore, i, j, k);
            if (triple) return triple;
          }
        }
      }
    }
  }
  return null;
}

/** The line's empty cells, listed once per line for every intersection and core tried there. */
let lineFree = new Int32Array(0);
/** Per cell, its place in the line's list while listCells builds the box's (-1 elsewhere; reset before it returns). */
let placeInLine = new Int32Array(0);
/** Per intersection cell (shared), its place in the line's list and in the box's, as a bit. */
let sharedInLine = new Int32Array(0);
let sharedInBox = new Int32Array(0);
/** The places in the line's and the box's lists outside the core, as bits: S and T are drawn from these. */
let lineAvail = 0;
let boxAvail = 0;

/**
 * Lists the line's `lineFreeN` empty cells (lineFree) and the box's, with their candidates and each box cell's place
 * in the line's list: once per intersection, for every core tried there (a core's cells are left out by their bits).
 */
function listCells(b: CandidateGrid, lineFreeN: number, box: number, m: number): void {
  const { size, unitCells } = b.shape;
  const cands = b.cands;
  lineN = 0;
  for (let i = 0; i < lineFreeN; i++) {
    const c = lineFree[i];
    placeInLine[c] = lineN;
    lineCell[lineN] = c;
    lineCand[lineN++] = cands[c];
  }
  boxN = 0;
  for (let i = box * size; i < box * size + size; i++) {
    const c = unitCells[i];
    if (b.values[c] !== 0) continue;
    boxCell[boxN] = c;
    boxCand[boxN] = cands[c];
    boxInLine[boxN] = placeInLine[c];
    // An intersection cell: its places, so that a core's cells are left out of S and T by their bits.
    for (let k = 0; k < m; k++) {
      if (shared[k] !== c) continue;
      sharedInBox[k] = 1 << boxN;
      sharedInLine[k] = 1 << placeInLine[c];
    }
    boxN++;
  }
  for (let i = 0; i < lineN; i++) placeInLine[lineCell[i]] = -1;
}

/**
 * Tries the intersection cells shared[i], shared[j] and shared[k] (k -1 for a pair) as the core: enough digits, then
 * every line set with every box set.
 */
function tryCore(i: number, j: number, k: number): Step | null {
  const cands = grid!.cands;
  coreDigits = cands[shared[i]] | cands[shared[j]] | (k < 0 ? 0 : cands[shared[k]]);
  surplus = POPCOUNT[coreDigits] - (k < 0 ? 2 : 3);
  if (surplus < 2) return null;
  lineAvail = ((1 << lineN) - 1) & ~sharedInLine[i] & ~sharedInLine[j] & ~(k < 0 ? 0 : sharedInLine[k]);
  boxAvail = ((1 << boxN) - 1) & ~sharedInBox[i] & ~sharedInBox[j] & ~(k < 0 ? 0 : sharedInBox[k]);
  return outOfLine(lineSets, lineAvail, 0, 0, 0); // recursive, compiled on its own: not copied in here (issue 31)
}

/**
 * The line sets S grown from `chosen` (bits over the line's list; `count` cells holding `mask`): each one that shares
 * a digit with V and leaves some of the surplus for the box (|S| - extras in 1 .. surplus - 1) is tried with every
 * box set. Cells added later add at most one each, so a set too short of cells for its extras grows no further.
 */
function lineSets(free: number, chosen: number, count: number, mask: number): Step | null {
  for (let rest = free; rest !== 0;) {
    const low = rest & -rest;
    rest ^= low;
    const m = mask | lineCand[31 - Math.clz32(low)];
    const bits = chosen | low;
    const net = count + 1 - POPCOUNT[m & ~coreDigits];
    if ((m & coreDigits) !== 0 && net > 0 && net < surplus) {
      // The box cells T may take: outside S and without a digit of V that S holds (a set with one has it for good).
      const banned = m & coreDigits;
      let free = 0;
      for (let r = boxAvail; r !== 0; r &= r - 1) {
        const k = 31 - Math.clz32(r & -r);
        if ((boxCand[k] & banned) === 0 && (boxInLine[k] < 0 || (bits & (1 << boxInLine[k])) === 0)) free |= 1 << k;
      }
      const step = boxSets(free, bits, m, 0, 0, 0, surplus - net);
      if (step) return step;
    }
    if (net + POPCOUNT[rest] > 0) {
      const deeper = lineSets(rest, bits, count + 1, m);
      if (deeper) return deeper;
    }
  }
  return null;
}

/**
 * The box sets T grown from `chosen` (bits over the box's list) by the cells of `free` (those T may take, above the
 * last chosen), adding exactly `need` cells beyond their extras, in cell order.
 */
function boxSets(
  free: number,
  lineBits: number,
  lineMask: number,
  chosen: number,
  count: number,
  mask: number,
  need: number,
): Step | null {
  for (let rest = free; rest !== 0;) {
    const low = rest & -rest;
    rest ^= low;
    const m = mask | boxCand[31 - Math.clz32(low)];
    const bits = chosen | low;
    const net = count + 1 - POPCOUNT[m & ~coreDigits];
    if ((m & coreDigits) !== 0 && net === need) {
      const step = sueDeCoqStep(lineBits, lineMask, bits, m);
      if (step) return step;
    }
    // Each later cell adds at most one.
    if (net + POPCOUNT[rest] >= need) {
      const deeper = boxSets(rest, lineBits, lineMask, bits, count + 1, m, need);
      if (deeper) return deeper;
    }
  }
  return null;
}

/** The cells of a list picked by `bits`. */
function picked(cells: Int32Array, bits: number): number[] {
  const out: number[] = [];
  for (let i = 0; bits >> i !== 0; i++) if ((bits & (1 << i)) !== 0) out.push(cells[i]);
  return out;
}

/** The pattern's eliminations as a step, or null when it removes nothing. */
function sueDeCoqStep(lineBits: number, lineMask: number, boxBits: number, boxMask: number): Step | null {
  const both = lineMask & boxMask;
  const fromLine = ((coreDigits | lineMask) & ~boxMask) | both;
  const fromBox = ((coreDigits | boxMask) & ~lineMask) | both;
  // Most patterns tried remove nothing: that is seen without a map (issue 31: the map was a fifth of what grading a
  // hard puzzle allocates).
  let any = 0;
  for (let r = lineAvail & ~lineBits; r !== 0; r &= r - 1) any |= lineCand[31 - Math.clz32(r & -r)] & fromLine;
  for (let r = boxAvail & ~boxBits; r !== 0; r &= r - 1) any |= boxCand[31 - Math.clz32(r & -r)] & fromBox;
  if (any === 0) return null;
  // Per cell, the digits it loses: the line's cells outside S, the box's outside T (a cell may be in both).
  const removed = new Map<number, number>();
  for (let r = lineAvail & ~lineBits; r !== 0; r &= r - 1) {
    const i = 31 - Math.clz32(r & -r);
    if ((lineCand[i] & fromLine) !== 0) removed.set(lineCell[i], lineCand[i] & fromLine);
  }
  for (let r = boxAvail & ~boxBits; r !== 0; r &= r - 1) {
    const i = 31 - Math.clz32(r & -r);
    if ((boxCand[i] & fromBox) === 0) continue;
    removed.set(boxCell[i], (removed.get(boxCell[i]) ?? 0) | (boxCand[i] & fromBox));
  }
  const elims: Candidate[] = [];
  for (const [cell, m] of removed) for (const digit of MASK_DIGITS[m]) elims.push({ cell, digit });
  const lineSet = picked(lineCell, lineBits);
  const boxSet = picked(boxCell, boxBits);
  const core: number[] = [];
  for (let i = 0; i < coreN; i++) core.push(CORE[i]);
  return makeStep('sue-de-coq', {
    cells: [...core, ...lineSet, ...boxSet].sort((x, y) => x - y),
    digits: MASK_DIGITS[coreDigits | lineMask | boxMask].slice(),
    units: [lineUnit, boxUnit],
    eliminations: elims,
    facts: {
      kind: 'sue-de-coq',
      core: { cells: core, digits: MASK_DIGITS[coreDigits].slice() },
      line: { cells: lineSet, digits: MASK_DIGITS[lineMask].slice() },
      box: { cells: boxSet, digits: MASK_DIGITS[boxMask].slice() },
    },
  });
}
