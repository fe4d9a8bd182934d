/**
 * The rectangles the uniqueness techniques (uniqueness.ts, hidden-rectangle.ts) look at: four empty cells in two
 * rows, two columns and two boxes, and a pair of digits that would make them a deadly pattern, two solutions that
 * differ only by swapping the pair in the four cells.
 *
 * As in HoDoKu with its default "allow missing candidates in URs" (hodoku.sourceforge.net/en/tech_ur.php, "Unique
 * Rectangles with missing candidates"), a corner need not still hold both digits: "the only real necessary condition
 * is, that any UR cell could have held all UR candidates (meaning: no UR candidate in an UR cell may be blocked by a
 * given)"; HoDoKu's code (UniquenessSolver, getCandidatesAllowed) blocks by any placed digit, and so does this. That
 * is sound because every uniqueness argument only uses that a cell's candidates hold its solution digit: an earlier
 * step removed a candidate only because it is not the solution's, so a missing candidate changes nothing. The pair is
 * the candidates of a corner holding exactly two digits (every type needs one).
 *
 * At any box geometry: "two boxes" is the shape's (shape.ts), rows of one band and columns of two stacks or the other
 * way round, whatever the boxes' height and width; swapping the pair then keeps every row, column and box whole.
 */
import { CandidateGrid, MASK_DIGITS, POPCOUNT } from './candidates.ts';
import { BIT, WORD } from './bitset.ts';
import type { Dirty } from './memo.ts';
import type { ShapeTables } from './shape.ts';
import { makeStep, type Candidate, type Step, type StepFacts, type TechniqueId } from './step.ts';
import { outOfLine } from '../out-of-line.ts';

export interface Rectangle {
  cells: [number, number, number, number]; // r1c1, r1c2, r2c1, r2c2
  ab: number; // the two digits' mask
}

// The rectangles themselves, and for each cell the cells diagonally opposite it in one, are the grid's shape's
// (shape.ts: rectangles, opposites), so the per-call scan is a few reads per rectangle at any box geometry.

/**
 * Calls `visit` for every corner holding exactly two digits, in cell order, with each cell diagonally opposite it in a
 * rectangle of two rows, two columns and two boxes; returns the first step it returns, or null.
 */
export function firstByDiagonal(
  b: CandidateGrid,
  visit: (corner: number, opposite: number, ab: number) => Step | null,
): Step | null {
  const { cands } = b;
  const { cellCount, opposites, oppositeCount } = b.shape;
  for (let corner = 0; corner < cellCount; corner++) {
    const ab = cands[corner];
    if (POPCOUNT[ab] !== 2) continue;
    for (let i = corner * oppositeCount; i < corner * oppositeCount + oppositeCount; i++) {
      const step = visit(corner, opposites[i], ab);
      if (step) return step;
    }
  }
  return null;
}

/**
 * Whether the rectangle with diagonally opposite corners `corner` and `opposite` is as it was when a finder last found
 * nothing, for a pattern of the pair `ab`: candidates only removed since (memo.ts), none of its four corners changed,
 * and neither digit of the pair changed in its two rows and two columns. A pattern resting on those alone (a hidden
 * rectangle, a unique rectangle type 6) was there then, and what it removes has only shrunk: it still removes nothing,
 * and a placed digit since can only block more.
 */
export function rectangleUnchanged(
  shape: ShapeTables,
  dirty: Dirty,
  corner: number,
  opposite: number,
  ab: number,
): boolean {
  if (!dirty.shrunk) return false;
  const { size, cellUnits, unitCells } = shape;
  const cells = dirty.cells;
  const r = cellUnits[corner * 3];
  const c = cellUnits[corner * 3 + 1];
  const r2 = cellUnits[opposite * 3];
  const c2 = cellUnits[opposite * 3 + 1];
  const p = unitCells[r * size + c2 - size];
  const q = unitCells[r2 * size + c - size];
  if (((cells[WORD(corner)] & BIT(corner)) | (cells[WORD(opposite)] & BIT(opposite))) !== 0) return false;
  if (((cells[WORD(p)] & BIT(p)) | (cells[WORD(q)] & BIT(q))) !== 0) return false;
  let units = 0;
  for (let m = ab; m !== 0; m &= m - 1) units |= dirty.digitUnits[32 - Math.clz32(m & -m)];
  return (units & ((1 << r) | (1 << r2) | (1 << c) | (1 << c2))) === 0;
}

/** The rectangle with diagonally opposite corners a and d, its corners in reading order, for the pair `ab`. */
export function rectangleOf(shape: ShapeTables, a: number, d: number, ab: number): Rectangle {
  const { size, cellUnits, unitCells } = shape;
  const [top, bottom] = a < d ? [cellUnits[a * 3], cellUnits[d * 3]] : [cellUnits[d * 3], cellUnits[a * 3]];
  const [ca, cd] = [cellUnits[a * 3 + 1] - size, cellUnits[d * 3 + 1] - size];
  const [left, right] = ca < cd ? [ca, cd] : [cd, ca];
  const at = (row: number, col: number): number => unitCells[row * size + col]; // row `row`'s cell in column `col`
  return { cells: [at(top, left), at(top, right), at(bottom, left), at(bottom, right)], ab };
}

/**
 * Digits placed in each unit, and for each cell the digits placed among its peers (the "could have held" test): sized
 * by the largest grid seen yet, so one pair of buffers serves every shape.
 */
let placed = new Uint16Array(0);
let blockedAt = new Uint16Array(0);

/** Lexicographic order of two digit pairs (the order a scan of ascending digit pairs meets them). */
const byPair = (x: number, y: number): number => {
  const [x1, x2] = MASK_DIGITS[x];
  const [y1, y2] = MASK_DIGITS[y];
  return x1 - y1 || x2 - y2;
};

/**
 * Two corners of one side holding exactly the same two digits: a floor, its pair added to `pairs` once. True when a
 * corner misses a digit of that pair (`all`: the digits every corner holds).
 */
function addFloor(pairs: number[], x: number, y: number, all: number): boolean {
  if (x !== y || POPCOUNT[x] !== 2 || pairs.includes(x)) return false;
  pairs.push(x);
  return (x & all) !== x;
}

/** Fills `blockedAt` from the placed digits of `b` and returns it. */
export function markBlocked(b: CandidateGrid): Uint16Array {
  const { cellCount, unitCount, cellUnits } = b.shape;
  if (placed.length < unitCount) placed = new Uint16Array(unitCount);
  if (blockedAt.length < cellCount) blockedAt = new Uint16Array(cellCount);
  placed.fill(0);
  for (let c = 0; c < cellCount; c++) {
    if (b.values[c] === 0) continue;
    const bit = 1 << (b.values[c] - 1);
    for (let k = c * 3; k < c * 3 + 3; k++) placed[cellUnits[k]] |= bit;
  }
  for (let c = 0; c < cellCount; c++)
    blockedAt[c] = placed[cellUnits[c * 3]] | placed[cellUnits[c * 3 + 1]] | placed[cellUnits[c * 3 + 2]];
  return blockedAt;
}

/**
 * Every rectangle of four empty cells in two rows, two columns and two boxes with a floor: two corners in one row or
 * column holding exactly the same two digits, which no placed digit blocks in any corner (every unique rectangle type
 * needs such a floor). In rectangle order, then ascending pair order.
 */
export function rectangles(b: CandidateGrid): Rectangle[] {
  const out: Rectangle[] = [];
  const { values, cands } = b;
  let blocked: Uint16Array | null = null; // computed on first need: only a corner missing a digit needs it
  const pairs: number[] = [];
  const corners = b.shape.rectangles;
  for (let k = 0; k < corners.length; k += 4) {
    const a = corners[k];
    const c = corners[k + 1];
    const d = corners[k + 2];
    const e = corners[k + 3];
    const ma = cands[a];
    const mc = cands[c];
    const md = cands[d];
    const me = cands[e];
    // A floor is a side (rows a-c, d-e; columns a-d, c-e), and every side has corner a or e: a cheap first test.
    if (!((ma === mc || ma === md) && POPCOUNT[ma] === 2) && !((me === mc || me === md) && POPCOUNT[me] === 2))
      continue;
    if (values[a] !== 0 || values[c] !== 0 || values[d] !== 0 || values[e] !== 0) continue;
    const all = ma & mc & md & me;
    pairs.length = 0;
    let missing = addFloor(pairs, ma, mc, all);
    missing = addFloor(pairs, md, me, all) || missing;
    missing = addFloor(pairs, ma, md, all) || missing;
    missing = addFloor(pairs, mc, me, all) || missing;
    if (missing) {
      // A corner misses a digit of a floor's pair: keep such a pair only where no placed digit blocks it.
      blocked ??= outOfLine(markBlocked, b); // once per call: out of line (out-of-line.ts)
      const block = blocked[a] | blocked[c] | blocked[d] | blocked[e];
      for (let i = pairs.length - 1; i >= 0; i--)
        if ((pairs[i] & all) !== pairs[i] && (pairs[i] & block) !== 0) pairs.splice(i, 1);
    }
    // Sorted whatever its length (one pair needs no sorting): a sort only for two or more pairs is a path this
    // function rarely takes, and its first run threw the optimized code away (issue 31).
    pairs.sort(byPair);
    for (let i = 0; i < pairs.length; i++) out.push({ cells: [a, c, d, e], ab: pairs[i] });
  }
  return out;
}

/** A uniqueness step on rectangle r: its digit pair and corners, and what else its reasoning rests on (`facts`). */
export function uniquenessStep(
  id: TechniqueId,
  r: Rectangle,
  elims: Candidate[],
  facts: StepFacts,
  units?: number[],
): Step {
  const digits = MASK_DIGITS[r.ab].slice();
  const cells = [...r.cells];
  return makeStep(id, {
    cells,
    digits,
    units,
    eliminations: elims,
    facts,
  });
}
