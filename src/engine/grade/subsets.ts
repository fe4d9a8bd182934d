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

/**
 * Reused buffers: the items of one unit (their indices in the unit: a cell's position for naked subsets, its digit less
 * one for hidden ones); the subset walk (combinations.ts) holds their masks, indices and unions.
 */
const items = new Int32Array(9);
/** Every item's mask in the unit being searched, by its index in the unit (-1: a filled cell), for the removal test. */
const unitMasks = new Int32Array(9);
const subsets = new MaskSubsets();
const { masks, idx, union } = subsets;

/**
 * n cells of a unit whose candidates together are exactly n digits: those digits leave the unit's other cells. After
 * removals only, a subset of cells none of which changed since this search last found nothing was there then, and what
 * it removes has only shrunk: the walk takes only subsets holding a changed cell (memo.ts).
 */
export function findNakedSubset(b: CandidateGrid, n: SubsetSize, dirty: Dirty = ALL_DIRTY): Step | null {
  return findSubset(b, n, dirty, false);
}

/**
 * n digits confined to the same n cells of a unit: every other digit leaves those cells. After removals only, a subset
 * of digits whose places in the unit did not change was there when this search last found nothing, and what it removes
 * (other digits in its cells) has only shrunk: the walk takes only subsets holding a digit that changed in the unit.
 */
export function findHiddenSubset(b: CandidateGrid, n: SubsetSize, dirty: Dirty = ALL_DIRTY): Step | null {
  return findSubset(b, n, dirty, true);
}

/**
 * One search for both forms, over a unit as a table of cells by digits read either way (issue 31: one compilation
 * instead of two near-identical ones in a hard batch; at 765 bytes of bytecode it is too large for TurboFan to inline
 * a copy into either caller). The naked form's items are the unit's open cells, each the mask of its digits; the hidden
 * form's are the digits, each the mask of its places in the unit. Either way a subset is n items whose masks unite to
 * n bits, and it removes something when an item outside it has a bit of that union: a digit of the subset in another
 * cell, or another digit in one of the subset's places. The walk takes items in unit order or digit order, as the two
 * searches did apart. Called directly, not out of line: through outOfLine's shared call site grading ran 1.5 % slower.
 */
function findSubset(b: CandidateGrid, n: SubsetSize, dirty: Dirty, hidden: boolean): Step | null {
  union[0] = 0;
  const { unitCount, size, unitCells } = b.shape;
  // A hidden single is no part of a hidden subset; a naked single is part of a naked one.
  const fewest = hidden ? 2 : 0;
  for (let u = 0; u < unitCount; u++) {
    if ((dirty.units & (1 << u)) === 0) continue; // a unit's subsets depend on its own cells only
    let m = 0;
    let need = 0;
    let open = 0;
    for (let i = 0; i < size; i++) {
      // Item i, its mask and whether it changed since the last search that found nothing (memo.ts): the digit i + 1's
      // places and whether they changed in the unit; the unit's i-th cell's digits and whether it changed.
      let mask: number;
      let changed: boolean;
      if (hidden) {
        mask = b.positions(u, i + 1);
        changed = ((dirty.digitUnits[i + 1] >>> u) & 1) !== 0;
      } else {
        const c = unitCells[u * size + i];
        mask = b.values[c] !== 0 ? -1 : b.cands[c];
        changed = (dirty.cells[WORD(c)] & BIT(c)) !== 0;
        if (mask >= 0) open++;
      }
      unitMasks[i] = mask;
      if (mask < 0 || POPCOUNT[mask] < fewest || POPCOUNT[mask] > n) continue;
      if (!dirty.shrunk || changed) need |= 1 << m;
      items[m] = i;
      masks[m++] = mask;
    }
    if (need === 0) continue;
    // The hidden form counts open cells only now: after removals most units have no changed digit.
    if (hidden) for (let i = u * size; i < u * size + size; i++) if (b.values[unitCells[i]] === 0) open++;
    if (open <= n) continue;
    for (let fresh = true; subsets.next(m, n, fresh, n, n, POPCOUNT, need); fresh = false) {
      const mask = union[n];
      let chosen = 0;
      for (let k = 0; k < n; k++) chosen |= 1 << items[idx[k]];
      // Most subsets found remove nothing: check before building anything (grading's garbage, issue 31).
      let removes = false;
      for (let i = 0; i < size && !removes; i++) {
        if (((chosen >>> i) & 1) === 0 && unitMasks[i] > 0 && (unitMasks[i] & mask) !== 0) removes = true;
      }
      if (removes) return hidden ? hiddenStep(b, n, u, mask, chosen) : nakedStep(b, n, u, mask);
    }
  }
  return null;
}

/*
 * The steps are built apart from the searches, only for a subset that removes something: the lists, object literals
 * and for...of loops (an iterator protocol with a try/finally each) compiled inside the subset walks' loops made both
 * searches among TurboFan's largest compilations in a hard batch (issue 31). Each reads the walk's buffers.
 */

/** The naked subset items[idx[0 .. n-1]] (cells' positions in unit u), with its digits `mask`. Loops by index. */
function nakedStep(b: CandidateGrid, n: SubsetSize, u: number, mask: number): Step {
  const { size, unitCells } = b.shape;
  const cells: number[] = [];
  for (let k = 0; k < n; k++) cells.push(unitCells[u * size + items[idx[k]]]);
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

/** The hidden subset of digits items[idx[0 .. n-1]] + 1 (as a mask, `dmask`) in unit u, at the places `where`. */
function hiddenStep(b: CandidateGrid, n: SubsetSize, u: number, where: number, dmask: number): Step {
  const { size, unitCells } = b.shape;
  const ds: number[] = [];
  for (let k = 0; k < n; k++) ds.push(items[idx[k]] + 1);
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
