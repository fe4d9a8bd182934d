/**
 * Basic fish: X-wing (2), swordfish (3), jellyfish (4), row-based then column-based; and the finned and sashimi
 * fish of the same sizes, basic fish with fins.
 */
import { CandidateGrid, MASK_DIGITS, POPCOUNT } from './candidates.ts';
import { MaskSubsets } from './combinations.ts';
import { ALL_DIRTY, StateKey, type Dirty, type SearchMemo } from './memo.ts';
import { MAX_SIZE } from './shape.ts';
import { makeStep, type Candidate, type Step, type TechniqueId } from './step.ts';

/**
 * The units a fish on digit d needs a base line among: those where d changed since the finder last found nothing, when
 * candidates were only removed since (memo.ts: a base of clean lines has the same fins and cover lines, and its cover
 * lines only lost candidates elsewhere, so it still removes nothing); else all of them.
 */
const changedUnits = (dirty: Dirty, d: number): number => (dirty.shrunk ? dirty.digitUnits[d] : -1);
const FISH: readonly TechniqueId[] = ['x-wing', 'x-wing', 'x-wing', 'swordfish', 'jellyfish'];

const walk = new MaskSubsets();
const lines = new Int32Array(9);

/**
 * n base lines whose candidates for a digit lie in n cover lines: the digit leaves the cover lines elsewhere. Rows and
 * columns only, so it holds at any geometry (the grid's shape gives the size).
 */
export function findFish(b: CandidateGrid, n: number, dirty: Dirty = ALL_DIRTY): Step | null {
  const id = FISH[n];
  const { size } = b.shape;
  for (let d = 1; d <= size; d++) {
    const bit = 1 << (d - 1);
    if ((dirty.digits & bit) === 0) continue; // a fish on d depends on d's candidates only
    // After removals only, a fish needs a base line where d changed (changedUnits).
    const changed = changedUnits(dirty, d);
    // By index, not for...of over [0, size]: an iterator protocol (a try/finally) around the whole search made it a
    // larger compilation than it needs (issue 31).
    for (let baseStart = 0; baseStart <= size; baseStart += size) {
      const coverStart = size - baseStart;
      const changedLines = changed >>> baseStart;
      let m = 0;
      let need = 0;
      for (let l = 0; l < size; l++) {
        const pos = b.positions(baseStart + l, d);
        const k = POPCOUNT[pos];
        if (k >= 2 && k <= n) {
          need |= ((changedLines >>> l) & 1) << m;
          lines[m] = l;
          walk.masks[m++] = pos;
        }
      }
      if (need === 0) continue;
      for (let fresh = true; walk.next(m, n, fresh, n, n, POPCOUNT, need); fresh = false) {
        // The base lines as a mask of positions, so a cover line's cells outside them are found without a list.
        let baseMask = 0;
        for (let k = 0; k < n; k++) baseMask |= 1 << lines[walk.idx[k]];
        const cover = walk.union[n];
        if (!coverHasMore(b, d, coverStart, cover, baseMask)) continue;
        return fishStep(b, id, d, baseStart, baseMask, cover);
      }
    }
  }
  return null;
}

/** Whether `d` has a place in a cover line (a mask of lines 1..9 as bits 0..8) outside the base lines. */
function coverHasMore(b: CandidateGrid, d: number, coverStart: number, cover: number, baseMask: number): boolean {
  for (let rest = cover; rest !== 0; rest &= rest - 1) {
    if ((b.positions(coverStart + lowBit(rest), d) & ~baseMask) !== 0) return true;
  }
  return false;
}

/**
 * The step of a basic fish on `d`: base and cover lines as masks. Lists are built by pushing, never with .map (see
 * step.ts: arrays of one elements kind, whichever tier of V8 runs this).
 */
function fishStep(b: CandidateGrid, id: TechniqueId, d: number, baseStart: number, base: number, cover: number): Step {
  const { size, unitCells } = b.shape;
  const coverStart = size - baseStart;
  const bit = 1 << (d - 1);
  const elims: Candidate[] = [];
  const cells: number[] = [];
  const units: number[] = [];
  for (let rest = base; rest !== 0; rest &= rest - 1) units.push(baseStart + lowBit(rest));
  for (let rest = cover; rest !== 0; rest &= rest - 1) {
    const cl = lowBit(rest);
    units.push(coverStart + cl);
    for (let i = 0; i < size; i++) {
      const c = unitCells[(coverStart + cl) * size + i];
      if ((b.cands[c] & bit) === 0) continue;
      if ((base & (1 << i)) !== 0) cells.push(c);
      else elims.push({ cell: c, digit: d });
    }
  }
  return makeStep(id, { cells: cells.sort(byNumber), digits: [d], units, eliminations: elims });
}

const byNumber = (x: number, y: number): number => x - y;

const lowBit = (m: number): number => 31 - Math.clz32(m & -m);
/** Fins, at most as HoDoKu searches them (its default maximum). */
const MAX_FINS = 5;

/** By size (2 X-wing, 3 swordfish, 4 jellyfish): the finned kind, then the sashimi kind. */
const FINNED: readonly (readonly TechniqueId[])[] = [
  [],
  [],
  ['finned-x-wing', 'sashimi-x-wing'],
  ['finned-swordfish', 'sashimi-swordfish'],
  ['finned-jellyfish', 'sashimi-jellyfish'],
];

/**
 * The first finned and the first sashimi fish of one size and one pass, the digits it searched, and whether it went
 * to the end: a pass stops at the first fish of the kind asked for, and then has no answer yet for the other kind
 * unless it met one before.
 */
interface FinnedAnswers {
  digits: number;
  /** Per digit, the units the pass searched bases on (-1: all of them; see changedUnits). */
  units: Int32Array;
  found: [Step | null, Step | null];
  complete: boolean;
}

const FINNED_ANSWERS = [2, 3, 4].map((n) => new StateKey<FinnedAnswers>(`finned and sashimi fish of size ${n}`));

const baseWalk = new MaskSubsets();
const baseLines = new Int32Array(9);

/** eligibleCovers' answer: cover line sets (bits of positions), in the order a scan of every n-subset meets them. */
const COVERS = new Int32Array(64);

/**
 * The cover line sets for base positions `all` that leave their fins (the base positions outside them, at least one)
 * in one stack of `stacks`, into COVERS in ascending lexicographic order; returns how many. These are exactly the
 * n-subsets of `all` that the scan below would not skip at once, so listing them instead of walking all C(|all|, n)
 * subsets changes nothing but the time: for stack s they are the positions outside it (all covers) and n - that many
 * of those inside it, leaving at least one.
 */
function eligibleCovers(all: number, stacks: number, stackMasks: readonly number[], n: number): number {
  let count = 0;
  for (let s = 0; s < stackMasks.length; s++) {
    if ((stacks & (1 << s)) === 0) continue;
    const outside = all & ~stackMasks[s];
    const inside = all & stackMasks[s];
    const need = n - POPCOUNT[outside];
    if (need < 0 || need >= POPCOUNT[inside]) continue;
    for (let sub = inside; ; sub = (sub - 1) & inside) {
      if (POPCOUNT[sub] === need) COVERS[count++] = outside | sub;
      if (sub === 0) break;
    }
  }
  // Lexicographic order of position lists: at the lowest position where two sets differ, the one holding it first.
  for (let a = 1; a < count; a++) {
    const v = COVERS[a];
    let k = a - 1;
    for (; k >= 0; k--) {
      const diff = COVERS[k] ^ v;
      if ((COVERS[k] & diff & -diff) !== 0) break; // COVERS[k] comes first
      COVERS[k + 1] = COVERS[k];
    }
    COVERS[k + 1] = v;
  }
  return count;
}

/**
 * Finned and sashimi fish of size n (HoDoKu's FishSolver, basic fish with fins; tech_fishfs.php): n base lines
 * whose candidates for a digit lie in n cover lines but for some "fins" (at most five, as HoDoKu). Either the fish
 * holds or a fin is the digit, so a cover candidate outside the base lines that sees every fin goes. Such a cell
 * exists only when the fins share one box, and then it lies in that box: in a cover line, in the fins' band, so one
 * cover line at least lies in the fins' stack and the others hold every candidate outside it. HoDoKu calls the fish
 * sashimi when a base line keeps at most one candidate in the cover lines (without its fins the fish would be
 * degenerate) and scores it apart, so each size has two techniques. Order as HoDoKu's: digit, rows before columns,
 * base lines (any line holding the digit), then cover lines (each holding some base candidate), each in ascending
 * lexicographic order; a fish on d depends on d's candidates only.
 *
 * One pass finds the first of kind `want` (0 finned, 1 sashimi) over `digits`, and the other kind's first on the way:
 * the two are tried one after the other on the same candidates, so the memo keeps the pass (as for the unique
 * rectangles). When the pass finds nothing of the kind asked for, it has searched everything for the other kind too.
 * At any box geometry: a line's boxes come from the shape, a row's (stacks of columns) and a column's (bands of rows)
 * differing when the boxes are not square.
 */
function scanFinnedFish(b: CandidateGrid, n: number, dirty: Dirty, want: number): FinnedAnswers {
  const found: [Step | null, Step | null] = [null, null];
  const digits = dirty.digits;
  const units = new Int32Array(MAX_SIZE + 1);
  const { size, rowBoxMasks, colBoxMasks, rowOutsideBox, colOutsideBox } = b.shape;
  for (let d = 1; d <= size; d++) {
    if ((digits & (1 << (d - 1))) === 0) continue;
    const changed = (units[d] = changedUnits(dirty, d));
    for (let baseStart = 0; baseStart <= size; baseStart += size) {
      const coverStart = size - baseStart;
      const changedLines = changed >>> baseStart;
      // Over a base line's positions (the cover lines), the boxes' stacks (rows as base) or bands (columns); over a
      // cover line's positions (the base lines), the other way round.
      const rows = baseStart === 0;
      const stackMasks = rows ? rowBoxMasks : colBoxMasks;
      const bandMasks = rows ? colBoxMasks : rowBoxMasks;
      let m = 0;
      // The base lines that changed, as bits of their indices among the lines walked: a fish needs one of them.
      let need = 0;
      for (let l = 0; l < size; l++) {
        const pos = b.positions(baseStart + l, d);
        if (pos === 0) continue;
        need |= ((changedLines >>> l) & 1) << m;
        baseLines[m] = l;
        baseWalk.masks[m++] = pos;
      }
      if (need === 0) continue; // no base line changed: no fish, as last time
      // With fins the base candidates span more than n cover lines, and at most n - 1 of them outside the fins' stack.
      const outside = rows ? rowOutsideBox : colOutsideBox;
      for (let fresh = true; baseWalk.next(m, n, fresh, n + 1, n - 1, outside, need); fresh = false) {
        const all = baseWalk.union[n];
        let base = 0;
        for (let k = 0; k < n; k++) base |= 1 << baseLines[baseWalk.idx[k]];
        // The stacks that can hold the fins, keeping those with a candidate outside the base lines to remove.
        let stacks = 0;
        for (let s = 0; s < stackMasks.length; s++) {
          if (POPCOUNT[all & ~stackMasks[s]] >= n) continue;
          for (let r = all & stackMasks[s]; r !== 0; r &= r - 1)
            if ((b.positions(coverStart + lowBit(r), d) & ~base) !== 0) stacks |= 1 << s;
        }
        if (stacks === 0) continue;
        const covers = eligibleCovers(all, stacks, stackMasks, n);
        for (let ci = 0; ci < covers; ci++) {
          const cover = COVERS[ci];
          const fins = all & ~cover;
          const s = holding(stackMasks, lowBit(fins));
          if ((stacks & (1 << s)) === 0 || (fins & ~stackMasks[s]) !== 0) continue; // so a cover line lies in stack s
          // The base lines holding fins, read off the fins' cover lines (few): fins in two boxes, nothing sees them all.
          let finLines = 0;
          let finCount = 0;
          for (let r = fins; r !== 0; r &= r - 1) {
            const at = b.positions(coverStart + lowBit(r), d) & base;
            finLines |= at;
            finCount += POPCOUNT[at];
          }
          const band = bandMasks[holding(bandMasks, lowBit(finLines))];
          if (finCount > MAX_FINS || (finLines & ~band) !== 0) continue;
          let sashimi = false;
          for (let k = 0; k < n && !sashimi; k++)
            if (POPCOUNT[baseWalk.masks[baseWalk.idx[k]] & cover] <= 1) sashimi = true;
          const kind = sashimi ? 1 : 0;
          if (found[kind] !== null) continue;
          // What it removes: d in the fins' stack's cover lines, in the fins' band outside the base lines. Tested here
          // and listed by finnedStep: object literals compiled in this loop made it one of TurboFan's largest
          // compilations in a hard batch (issue 31).
          const targets = band & ~base;
          let removes = false;
          for (let r = cover & stackMasks[s]; r !== 0 && !removes; r &= r - 1)
            if ((b.positions(coverStart + lowBit(r), d) & targets) !== 0) removes = true;
          if (!removes) continue;
          found[kind] = finnedStep(b, FINNED[n][kind], d, baseStart, base, cover, fins, cover & stackMasks[s], targets);
          if (kind === want || found[1 - kind] !== null) return { digits, units, found, complete: false };
        }
      }
    }
  }
  return { digits, units, found, complete: true };
}

/** The index of the mask in `masks` (a line's boxes, shape.ts) holding position `i`. */
function holding(masks: readonly number[], i: number): number {
  let k = 0;
  while ((masks[k] & (1 << i)) === 0) k++;
  return k;
}

/**
 * The step of a finned fish on `d`: base and cover lines as masks, `fins` the columns (rows) holding fins; it removes
 * d from the cover lines `finCovers` (those in the fins' stack) at the positions `targets`.
 */
function finnedStep(
  b: CandidateGrid,
  id: TechniqueId,
  d: number,
  baseStart: number,
  base: number,
  cover: number,
  fins: number,
  finCovers: number,
  targets: number,
): Step {
  const { size, unitCells } = b.shape;
  const coverStart = size - baseStart;
  const elims: Candidate[] = [];
  for (let r = finCovers; r !== 0; r &= r - 1) {
    const unit = coverStart + lowBit(r);
    for (let t = b.positions(unit, d) & targets; t !== 0; t &= t - 1)
      elims.push({ cell: unitCells[unit * size + lowBit(t)], digit: d });
  }
  const baseList = MASK_DIGITS[base];
  const coverList = MASK_DIGITS[cover];
  const cells: number[] = [];
  const finCells: number[] = [];
  for (let k = 0; k < baseList.length; k++) {
    const l = baseList[k];
    for (let p = b.positions(baseStart + l - 1, d); p !== 0; p &= p - 1) {
      const i = lowBit(p);
      const cell = unitCells[(baseStart + l - 1) * size + i];
      cells.push(cell);
      if ((fins & (1 << i)) !== 0) finCells.push(cell);
    }
  }
  const units: number[] = [];
  for (let k = 0; k < baseList.length; k++) units.push(baseStart + baseList[k] - 1);
  for (let k = 0; k < coverList.length; k++) units.push(coverStart + coverList[k] - 1);
  return makeStep(id, {
    cells: cells.sort(byNumber),
    digits: [d],
    units,
    eliminations: elims,
    facts: { kind: 'fins', fins: finCells.sort(byNumber) },
  });
}

/** Whether a kept pass searched every base `dirty` asks for: each of its digits, on at least its changed units. */
function covers(kept: FinnedAnswers, dirty: Dirty): boolean {
  if ((dirty.digits & ~kept.digits) !== 0) return false;
  for (let m = dirty.digits; m !== 0; m &= m - 1) {
    const d = 32 - Math.clz32(m & -m);
    if ((changedUnits(dirty, d) & ~kept.units[d]) !== 0) return false;
  }
  return true;
}

/** The first finned (or, with `sashimi`, sashimi) fish of size `n` on the digits `dirty` names, or null. */
export function findFinnedFish(
  b: CandidateGrid,
  n: 2 | 3 | 4,
  sashimi: boolean,
  dirty: Dirty = ALL_DIRTY,
  memo?: SearchMemo,
): Step | null {
  const kind = sashimi ? 1 : 0;
  const kept = memo?.perState(FINNED_ANSWERS[n - 2], () => scanFinnedFish(b, n, dirty, kind));
  // The digits (and units) the kept pass searched and this caller did not are clean for it: they hold none of its
  // fish. But a pass the other kind ran may have left out digits or units clean for that kind only, or stopped before
  // it met this kind; then search again, and keep the new pass.
  if (kept && covers(kept, dirty) && (kept.complete || kept.found[kind] !== null)) return kept.found[kind];
  const answers = scanFinnedFish(b, n, dirty, kind);
  if (kept) Object.assign(kept, answers);
  return answers.found[kind];
}
