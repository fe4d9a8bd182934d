/**
 * Naked and hidden subsets (pairs, triples, quads) inside one unit.
 *
 * Subsets are tried in lexicographic order (by position in the unit for naked subsets, by digit for hidden ones) as
 * a depth-first walk over reused index buffers; a partial choice whose union already exceeds n digits (places) is
 * abandoned with all its extensions, none of which could match. The first match is the same as a plain scan's.
 */
import { CandidateGrid, POPCOUNT } from './candidates.ts';
import { MaskSubsets } from './combinations.ts';
import { BIT, WORD } from './bitset.ts';
import { ALL_DIRTY, type Dirty } from './memo.ts';
import { makeStep, type Candidate, type Step } from './step.ts';
import type { TechniqueId } from './step.ts';

/** How many cells (naked) or digits (hidden) a subset has. */
export type SubsetSize = 2 | 3 | 4;

/** The technique ids of each size's naked and hidden forms. */
const SUBSETS = {
  2: { naked: 'naked-pair', hidden: 'hidden-pair' },
  3: { naked: 'naked-triple', hidden: 'hidden-triple' },
  4: { naked: 'naked-quad', hidden: 'hidden-quad' },
} satisfies Record<SubsetSize, { naked: TechniqueId; hidden: TechniqueId }>;

/** Reused buffers: the items of one unit; the subset walk (combinations.ts) holds their masks, indices and unions. */
const items = new Int32Array(9);
const subsets = new MaskSubsets();
const { masks, idx, union } = subsets;

/**
 * n cells of a unit whose candidates together are exactly n digits: those digits leave the unit's other cells. After
 * removals only, a subset of cells none of which changed since this search last found nothing was there then, and what
 * it removes has only shrunk: the walk takes only subsets holding a changed cell (memo.ts).
 */
export function findNakedSubset(b: CandidateGrid, n: SubsetSize, dirty: Dirty = ALL_DIRTY): Step | null {
  union[0] = 0;
  const { unitCount, size, unitCells } = b.shape;
  for (let u = 0; u < unitCount; u++) {
    if ((dirty.units & (1 << u)) === 0) continue; // a unit's subsets depend on its own cells only
    let open = 0;
    let m = 0;
    let need = 0;
    for (let i = u * size; i < u * size + size; i++) {
      const c = unitCells[i];
      if (b.values[c] !== 0) continue;
      open++;
      if (POPCOUNT[b.cands[c]] <= n) {
        if (!dirty.shrunk || (dirty.cells[WORD(c)] & BIT(c)) !== 0) need |= 1 << m;
        items[m] = c;
        masks[m++] = b.cands[c];
      }
    }
    if (open <= n || need === 0) continue;
    for (let fresh = true; subsets.next(m, n, fresh, n, n, POPCOUNT, need); fresh = false) {
      const mask = union[n];
      // Most subsets found remove nothing: check before building anything (grading's garbage, issue 31).
      let chosen = 0;
      for (let k = 0; k < n; k++) chosen |= 1 << idx[k];
      let removes = false;
      for (let i = u * size, k = 0; i < u * size + size && !removes; i++) {
        const c = unitCells[i];
        if (b.values[c] !== 0) continue;
        if (k < m && items[k] === c) {
          if ((chosen >>> k++) & 1) continue;
        }
        if ((b.cands[c] & mask) !== 0) removes = true;
      }
      if (removes) return nakedStep(b, n, u, mask);
    }
  }
  return null;
}

/**
 * n digits confined to the same n cells of a unit: every other digit leaves those cells. After removals only, a subset
 * of digits whose places in the unit did not change was there when this search last found nothing, and what it removes
 * (other digits in its cells) has only shrunk: the walk takes only subsets holding a digit that changed in the unit.
 */
export function findHiddenSubset(b: CandidateGrid, n: SubsetSize, dirty: Dirty = ALL_DIRTY): Step | null {
  union[0] = 0;
  const { unitCount, size, unitCells } = b.shape;
  for (let u = 0; u < unitCount; u++) {
    if ((dirty.units & (1 << u)) === 0) continue;
    let m = 0;
    let need = 0;
    for (let d = 1; d <= size; d++) {
      const pos = b.positions(u, d);
      const k = POPCOUNT[pos];
      if (k >= 2 && k <= n) {
        if (!dirty.shrunk || ((dirty.digitUnits[d] >>> u) & 1) !== 0) need |= 1 << m;
        items[m] = d;
        masks[m++] = pos;
      }
    }
    if (need === 0) continue;
    // Counted only now: after removals most units have no changed digit, and are passed over above.
    let open = 0;
    for (let i = u * size; i < u * size + size; i++) if (b.values[unitCells[i]] === 0) open++;
    if (open <= n) continue;
    for (let fresh = true; subsets.next(m, n, fresh, n, n, POPCOUNT, need); fresh = false) {
      const where = union[n];
      let dmask = 0;
      for (let k = 0; k < n; k++) dmask |= 1 << (items[idx[k]] - 1);
      // Most subsets found remove nothing: check before building anything (grading's garbage, issue 31).
      let removes = false;
      for (let bits = where; bits !== 0 && !removes; bits &= bits - 1) {
        const c = unitCells[u * size + 31 - Math.clz32(bits & -bits)];
        if ((b.cands[c] & ~dmask) !== 0) removes = true;
      }
      if (removes) return hiddenStep(b, n, u, where, dmask);
    }
  }
  return null;
}

/*
 * The steps are built apart from the searches, only for a subset that removes something: the lists, object literals
 * and for...of loops (an iterator protocol with a try/finally each) compiled inside the subset walks' loops made both
 * searches among TurboFan's largest compilations in a hard batch (issue 31). Each reads the walk's buffers.
 */

/** The naked subset idx[0 .. n-1] of unit u's items, with its digits `mask`. Loops by index (no iterator protocol). */
function nakedStep(b: CandidateGrid, n: SubsetSize, u: number, mask: number): Step {
  const { size, unitCells } = b.shape;
  const cells: number[] = [];
  for (let k = 0; k < n; k++) cells.push(items[idx[k]]);
  const elims: Candidate[] = [];
  for (let i = u * size; i < u * size + size; i++) {
    const c = unitCells[i];
    if (b.values[c] !== 0 || cells.includes(c)) continue;
    pushDigits(elims, c, b.cands[c] & mask);
  }
  const digits: number[] = [];
  for (let m = mask; m !== 0; m &= m - 1) digits.push(32 - Math.clz32(m & -m));
  return makeStep(SUBSETS[n].naked, { cells, digits, units: [u], eliminations: elims });
}

/** The hidden subset of digits items[idx[0 .. n-1]] (as a mask, `dmask`) in unit u, at the places `where`. */
function hiddenStep(b: CandidateGrid, n: SubsetSize, u: number, where: number, dmask: number): Step {
  const { size, unitCells } = b.shape;
  const ds: number[] = [];
  for (let k = 0; k < n; k++) ds.push(items[idx[k]]);
  const cells: number[] = [];
  for (let m = where; m !== 0; m &= m - 1) cells.push(unitCells[u * size + 31 - Math.clz32(m & -m)]);
  const elims: Candidate[] = [];
  for (let i = 0; i < cells.length; i++) pushDigits(elims, cells[i], b.cands[cells[i]] & ~dmask);
  return makeStep(SUBSETS[n].hidden, { cells, digits: ds, units: [u], eliminations: elims });
}

/** Appends the candidates of `cell` in `mask` (bit d-1 for digit d), ascending by digit. */
function pushDigits(out: Candidate[], cell: number, mask: number): void {
  for (let m = mask; m !== 0; m &= m - 1) out.push({ cell, digit: 32 - Math.clz32(m & -m) });
}
