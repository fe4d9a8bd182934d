/**
 * The links between almost locked sets: two ALSs with no cell in common are linked by a restricted common digit X
 * when every X of one sees every X of the other (so X is in at most one of them). ALS-XY-wings and ALS chains walk
 * these links; they are computed once per state of the candidates (memo.ts), over the collection of als.ts, and after a
 * step only the links of the sets with a changed cell are made anew (linksOfFill).
 *
 * Stored as adjacency lists in flat arrays: the links of ALS i are entries START[i] .. START[i+1]-1, each naming the
 * other ALS and the mask of restricted common digits (one or two).
 */
import { CandidateGrid } from './candidates.ts';
import { ALS_FILL, DIGIT_SLOTS, HOLD, MASK, OLD_INDEX, SEEN, SET, alsOf } from './als.ts';
import { WORD_BITS } from './bitset.ts';
import { MAX_CELLS, MAX_SIZE } from './shape.ts';
import { StateKey, type SearchMemo } from './memo.ts';

export interface AlsLinks {
  /** How many ALSs the collection holds (als.ts tables). */
  count: number;
  start: Int32Array;
  other: Int32Array;
  rcc: Uint16Array;
}

export const disjoint = (i: number, j: number): boolean =>
  ((SET[i * 3] & SET[j * 3]) | (SET[i * 3 + 1] & SET[j * 3 + 1]) | (SET[i * 3 + 2] & SET[j * 3 + 2])) === 0;

const LINKS = new StateKey<AlsLinks>('ALS links');

/** The ALSs of `b` (filled into als.ts's tables) and the links between them. */
export function alsLinksOf(b: CandidateGrid, memo?: SearchMemo): AlsLinks {
  // The collection is the same for the same candidates (als.ts fills it in a fixed order), so links made for this
  // state stay good even when the tables were refilled for another grid in between.
  const count = alsOf(b, memo);
  return memo ? memo.perState(LINKS, () => linksOfFill(count)) : linksOfFill(count);
}

// Whether digit x is restricted between two ALSs depends only on their cells holding x (every x cell of one sees every
// x cell of the other, which is symmetric), and many ALSs share those cells (every ALS of a unit that holds x in the
// same places). So collectLinks groups the ALSs of each digit by their x cells, finds the restricted pairs of groups
// (only through the cells a group's x cells all see), and then visits only the pairs of ALSs that share a restricted
// digit, instead of testing all count² / 2 pairs (some 29,000 a state on the sample, of which 2.5 % are linked).

// The tables below have room for `room` ALSs (grown, never shrunk, when a collection is bigger: als.ts imports this
// module, so its size bound is not yet defined when this one loads).
let room = 0;
/** GROUP[i*DIGIT_SLOTS+x]: ALS i's group for digit x (its x cells), numbered per digit from 0. */
let GROUP = new Int32Array(0);
/** The current digit's groups: their x cells, GROUP_CELLS[g*3 ..]; FILL: a count or fill position per group. */
let GROUP_CELLS = new Int32Array(0);
let FILL = new Int32Array(0);
/**
 * Per digit x, group g's members (ascending ALS index) are MEMBERS[MEMBER_START[x*(room+1) + g] .. next start),
 * and the groups it is restricted with are RELATED[RELATED_START[..] ..] likewise.
 */
let MEMBER_START = new Int32Array(0);
let MEMBERS = new Int32Array(0);
let RELATED_START = new Int32Array(0);
let RELATED = new Int32Array(1 << 16);
/** Per ALS j, the restricted digits with the ALS being linked (0 when none yet), and the js touched. */
let RCC = new Uint16Array(0);
let TOUCHED = new Int32Array(0);
/** Open-addressing table from a set of x cells to its group: a slot is in use when its STAMP is the current one. */
const TABLE_BITS = 15;
const TABLE = new Int32Array(1 << TABLE_BITS);
const STAMP = new Int32Array(1 << TABLE_BITS);
let stamp = 0;

function ensureRoom(count: number): void {
  if (count <= room) return;
  room = Math.max(count, room * 2, 1024);
  GROUP = new Int32Array(room * DIGIT_SLOTS);
  GROUP_CELLS = new Int32Array(room * 3);
  FILL = new Int32Array(room);
  MEMBER_START = new Int32Array(DIGIT_SLOTS * (room + 1));
  MEMBERS = new Int32Array(room * MAX_SIZE);
  RELATED_START = new Int32Array(DIGIT_SLOTS * (room + 1));
  RCC = new Uint16Array(room);
  TOUCHED = new Int32Array(room);
  LOW_GROUP = new Int32Array(room);
}

/** The group of the x cells (h0, h1, h2) among the `groups` made so far for this digit, or a new one. */
function groupOf(h0: number, h1: number, h2: number, groups: number): number {
  const mask = (1 << TABLE_BITS) - 1;
  let slot = (Math.imul(h0, 0x9e3779b1) ^ Math.imul(h1, 0x85ebca6b) ^ Math.imul(h2, 0xc2b2ae35)) >>> (32 - TABLE_BITS);
  for (;;) {
    if (STAMP[slot] !== stamp) {
      STAMP[slot] = stamp;
      TABLE[slot] = groups;
      GROUP_CELLS[groups * 3] = h0;
      GROUP_CELLS[groups * 3 + 1] = h1;
      GROUP_CELLS[groups * 3 + 2] = h2;
      return groups;
    }
    const g = TABLE[slot];
    if (GROUP_CELLS[g * 3] === h0 && GROUP_CELLS[g * 3 + 1] === h1 && GROUP_CELLS[g * 3 + 2] === h2) return g;
    slot = (slot + 1) & mask;
  }
}

/**
 * Groups the ALSs holding each digit by their cells of it, and links each group to those its digit is restricted with.
 * Every digit slot is visited: a digit the grid does not have is in no ALS, so it makes no group.
 */
function groupByDigit(count: number): void {
  let members = 0;
  let related = 0;
  for (let x = 1; x <= MAX_SIZE; x++) {
    const bit = 1 << (x - 1);
    stamp++; // empties the table
    let groups = 0;
    const ms = x * (room + 1);
    for (let i = 0; i < count; i++) {
      if ((MASK[i] & bit) === 0) continue;
      const o = (i * DIGIT_SLOTS + x) * 3;
      const g = groupOf(HOLD[o], HOLD[o + 1], HOLD[o + 2], groups);
      if (g === groups) FILL[groups++] = 0;
      GROUP[i * DIGIT_SLOTS + x] = g;
      FILL[g]++;
    }
    // Members, in ALS order, group after group.
    for (let g = 0; g < groups; g++) {
      MEMBER_START[ms + g] = members;
      members += FILL[g];
      FILL[g] = MEMBER_START[ms + g];
    }
    MEMBER_START[ms + groups] = members;
    for (let i = 0; i < count; i++) if (MASK[i] & bit) MEMBERS[FILL[GROUP[i * DIGIT_SLOTS + x]]++] = i;
    // Restricted: every x cell of one group sees every x cell of the other (never a group with itself: no cell sees
    // itself), so only groups whose first x cell the group's x cells all see can be.
    byLowestCell(groups);
    for (let g = 0; g < groups; g++) {
      RELATED_START[ms + g] = related;
      const o = (MEMBERS[MEMBER_START[ms + g]] * DIGIT_SLOTS + x) * 3;
      const s0 = SEEN[o];
      const s1 = SEEN[o + 1];
      const s2 = SEEN[o + 2];
      for (let w = 0; w < 3; w++) {
        for (let bits = w === 0 ? s0 : w === 1 ? s1 : s2; bits !== 0; bits &= bits - 1) {
          const c = w * WORD_BITS + 31 - Math.clz32(bits & -bits);
          for (let k = LOW_START[c], end = LOW_START[c + 1]; k < end; k++) {
            const h = LOW_GROUP[k];
            const cells = h * 3;
            if ((GROUP_CELLS[cells] & ~s0) | (GROUP_CELLS[cells + 1] & ~s1) | (GROUP_CELLS[cells + 2] & ~s2)) continue;
            if (related === RELATED.length) RELATED = growTo(RELATED, related * 2);
            RELATED[related++] = h;
          }
        }
      }
    }
    RELATED_START[ms + groups] = related;
  }
}

/** The current digit's groups by their lowest x cell: LOW_GROUP[LOW_START[c] .. LOW_START[c+1]) for cell c. */
const LOW_START = new Int32Array(MAX_CELLS + 1);
let LOW_GROUP = new Int32Array(0);

function byLowestCell(groups: number): void {
  LOW_START.fill(0);
  const lowest = (g: number): number => {
    const w = GROUP_CELLS[g * 3] !== 0 ? 0 : GROUP_CELLS[g * 3 + 1] !== 0 ? 1 : 2;
    const bits = GROUP_CELLS[g * 3 + w];
    return w * WORD_BITS + 31 - Math.clz32(bits & -bits);
  };
  for (let g = 0; g < groups; g++) LOW_START[lowest(g) + 1]++;
  for (let c = 0; c < MAX_CELLS; c++) LOW_START[c + 1] += LOW_START[c];
  for (let g = 0; g < groups; g++) FILL[g] = LOW_START[lowest(g)]++;
  for (let c = MAX_CELLS - 1; c >= 0; c--) LOW_START[c + 1] = LOW_START[c];
  LOW_START[0] = 0;
  for (let g = 0; g < groups; g++) LOW_GROUP[FILL[g]] = g;
}

const growTo = (a: Int32Array, n: number): Int32Array<ArrayBuffer> => {
  const b = new Int32Array(n);
  b.set(a);
  return b;
};

/**
 * Sorts TOUCHED[0 .. n-1] ascending: by insertion while short (the common case, a few dozen linked ALSs), where a
 * typed-array view and its sort cost more than the sorting.
 */
function sortTouched(n: number): void {
  if (n > 48) {
    TOUCHED.subarray(0, n).sort();
    return;
  }
  for (let a = 1; a < n; a++) {
    const v = TOUCHED[a];
    let b = a - 1;
    while (b >= 0 && TOUCHED[b] > v) {
      TOUCHED[b + 1] = TOUCHED[b];
      b--;
    }
    TOUCHED[b + 1] = v;
  }
}

let OTHER = new Int32Array(1 << 14);
let LINK_RCC = new Uint16Array(1 << 14);

/**
 * Every linked pair, as adjacency lists in ALS order: the links of i name every other ALS j, ascending, that shares
 * no cell with i and has a restricted common digit with it (the mask of them).
 */
function collectLinks(count: number): AlsLinks {
  ensureRoom(count);
  groupByDigit(count);
  const start = new Int32Array(count + 1);
  let n = 0;
  for (let i = 0; i < count; i++) {
    start[i] = n;
    let touched = 0;
    for (let digits = MASK[i]; digits !== 0; digits &= digits - 1) {
      const x = 32 - Math.clz32(digits & -digits);
      const ms = x * (room + 1);
      const g = GROUP[i * DIGIT_SLOTS + x];
      for (let r = RELATED_START[ms + g], to = RELATED_START[ms + g + 1]; r < to; r++) {
        const h = RELATED[r];
        for (let m = MEMBER_START[ms + h], end = MEMBER_START[ms + h + 1]; m < end; m++) {
          const j = MEMBERS[m];
          if (!disjoint(i, j)) continue;
          if (RCC[j] === 0) TOUCHED[touched++] = j;
          RCC[j] |= 1 << (x - 1);
        }
      }
    }
    if (n + touched > OTHER.length) {
      OTHER = growTo(OTHER, Math.max(2 * OTHER.length, n + touched));
      const rcc = new Uint16Array(OTHER.length);
      rcc.set(LINK_RCC);
      LINK_RCC = rcc;
    }
    sortTouched(touched);
    for (let t = 0; t < touched; t++) {
      const j = TOUCHED[t];
      OTHER[n] = j;
      LINK_RCC[n++] = RCC[j];
      RCC[j] = 0;
    }
  }
  start[count] = n;
  return { count, start, other: OTHER.slice(0, n), rcc: LINK_RCC.slice(0, n) };
}

/** The links last made, and the fill of the ALS tables (als.ts' ALS_FILL.current) they belong to. */
let last: AlsLinks | null = null;
let lastFill = -1;

/**
 * The links of the collection in the tables now. When that fill copied most of its ALSs from the fill whose links
 * were made last (als.ts: unchanged units keep their block), those links are updated instead: a link between two
 * copied ALSs depends only on their own cells, so it stands (renumbered; copied blocks keep their order), and only
 * the ALSs with a changed cell are linked anew (through an index by digit and lowest cell, not against every ALS).
 */
function linksOfFill(count: number): AlsLinks {
  if (last && lastFill === ALS_FILL.current) return last;
  const links =
    last && ALS_FILL.reusedFrom >= 0 && lastFill === ALS_FILL.reusedFrom
      ? updateLinks(count, last)
      : collectLinks(count);
  last = links;
  lastFill = ALS_FILL.current;
  return links;
}

/** Per digit x and cell c, the ALSs holding x whose lowest x cell is c: BY_CELL[BY_CELL_START[x*MAX_CELLS+c] ..]. */
// (MAX_SIZE + 1 is DIGIT_SLOTS, not yet defined when this module loads: see `room`.)
const BY_CELL_START = new Int32Array((MAX_SIZE + 1) * MAX_CELLS + 1);
let BY_CELL = new Int32Array(0);
/** Per digit x, the cells whose BY_CELL list is not empty (three words at x*3): linksOfOne visits only those. */
const LOW_CELLS = new Int32Array((MAX_SIZE + 1) * 3);
/** byLowestCellOfDigit's entries in ALS order: each one's key (digit and lowest cell) and ALS. */
let ENTRY_KEY = new Int32Array(0);
let ENTRY_ALS = new Int32Array(0);

/** Fills BY_CELL for the collection in the tables (a counting sort by digit and lowest cell). */
function byLowestCellOfDigit(count: number): void {
  BY_CELL_START.fill(0);
  LOW_CELLS.fill(0);
  let total = 0;
  for (let i = 0; i < count; i++) {
    if (ENTRY_KEY.length < total + DIGIT_SLOTS) {
      ENTRY_KEY = growTo(ENTRY_KEY, 2 * (total + DIGIT_SLOTS));
      ENTRY_ALS = growTo(ENTRY_ALS, ENTRY_KEY.length);
    }
    for (let digits = MASK[i]; digits !== 0; digits &= digits - 1) {
      const x = 32 - Math.clz32(digits & -digits);
      const o = (i * DIGIT_SLOTS + x) * 3;
      const w = HOLD[o] !== 0 ? 0 : HOLD[o + 1] !== 0 ? 1 : 2;
      const low = HOLD[o + w] & -HOLD[o + w];
      LOW_CELLS[x * 3 + w] |= low;
      const key = x * MAX_CELLS + w * WORD_BITS + 31 - Math.clz32(low);
      BY_CELL_START[key]++;
      ENTRY_KEY[total] = key;
      ENTRY_ALS[total++] = i;
    }
  }
  // Each key's end (running sums), then filled from the end backwards with the ALSs descending: each list comes out
  // ascending, and its entry is its start again (its end is the next key's start).
  for (let k = 0; k < DIGIT_SLOTS * MAX_CELLS; k++) BY_CELL_START[k + 1] += BY_CELL_START[k];
  if (BY_CELL.length < total) BY_CELL = new Int32Array(2 * total);
  for (let e = total - 1; e >= 0; e--) BY_CELL[--BY_CELL_START[ENTRY_KEY[e]]] = ENTRY_ALS[e];
}

/**
 * ALS i's links: the other ALSs j, ascending, sharing no cell with it and with a restricted common digit, into
 * TOUCHED (returns how many) with their masks in RCC[j] (the caller clears them).
 */
function linksOfOne(i: number): number {
  let touched = 0;
  for (let digits = MASK[i]; digits !== 0; digits &= digits - 1) {
    const x = 32 - Math.clz32(digits & -digits);
    const o = (i * DIGIT_SLOTS + x) * 3;
    const s0 = SEEN[o];
    const s1 = SEEN[o + 1];
    const s2 = SEEN[o + 2];
    for (let w = 0; w < 3; w++) {
      for (let bits = (w === 0 ? s0 : w === 1 ? s1 : s2) & LOW_CELLS[x * 3 + w]; bits !== 0; bits &= bits - 1) {
        const key = x * MAX_CELLS + w * WORD_BITS + 31 - Math.clz32(bits & -bits);
        for (let k = BY_CELL_START[key], end = BY_CELL_START[key + 1]; k < end; k++) {
          const j = BY_CELL[k];
          const h = (j * DIGIT_SLOTS + x) * 3;
          if ((HOLD[h] & ~s0) | (HOLD[h + 1] & ~s1) | (HOLD[h + 2] & ~s2) || !disjoint(i, j)) continue;
          if (RCC[j] === 0) TOUCHED[touched++] = j;
          RCC[j] |= 1 << (x - 1);
        }
      }
    }
  }
  sortTouched(touched);
  return touched;
}

// updateLinks' buffers: the new ALSs' links (PAIR_*, by new ALS then other ALS, ascending), per copied ALS its links
// to new ones (BUCKET_*, from BUCKET_START), and a previous ALS's new index (NEW_INDEX, -1 when its block was not copied).
let PAIR_I = new Int32Array(1 << 12);
let PAIR_J = new Int32Array(1 << 12);
let PAIR_RCC = new Uint16Array(1 << 12);
let BUCKET_START = new Int32Array(0);
let BUCKET_J = new Int32Array(1 << 12);
let BUCKET_RCC = new Uint16Array(1 << 12);
let NEW_INDEX = new Int32Array(0);

function updateLinks(count: number, old: AlsLinks): AlsLinks {
  ensureRoom(count);
  if (NEW_INDEX.length < Math.max(count, old.count) + 1) {
    NEW_INDEX = new Int32Array(2 * Math.max(count, old.count) + 1);
    BUCKET_START = new Int32Array(NEW_INDEX.length);
  }
  NEW_INDEX.fill(-1, 0, old.count);
  for (let i = 0; i < count; i++) if (OLD_INDEX[i] >= 0) NEW_INDEX[OLD_INDEX[i]] = i;
  // Every new ALS against every ALS: through the ALSs by digit and lowest cell of it (byLowestCellOfDigit), only
  // those whose x cells all lie where the new ALS's x cells are all seen.
  byLowestCellOfDigit(count);
  let pairs = 0;
  BUCKET_START.fill(0, 0, count + 1);
  for (let i = 0; i < count; i++) {
    if (OLD_INDEX[i] >= 0) continue;
    const touched = linksOfOne(i);
    if (pairs + touched > PAIR_I.length) {
      const room = Math.max(2 * PAIR_I.length, pairs + touched);
      PAIR_I = growTo(PAIR_I, room);
      PAIR_J = growTo(PAIR_J, room);
      const r = new Uint16Array(room);
      r.set(PAIR_RCC);
      PAIR_RCC = r;
    }
    for (let t = 0; t < touched; t++) {
      const j = TOUCHED[t];
      PAIR_I[pairs] = i;
      PAIR_J[pairs] = j;
      PAIR_RCC[pairs++] = RCC[j];
      RCC[j] = 0;
      if (OLD_INDEX[j] >= 0) BUCKET_START[j + 1]++;
    }
  }
  // A copied ALS's links to new ones, ascending (the pairs come by new ALS ascending).
  for (let j = 0; j < count; j++) BUCKET_START[j + 1] += BUCKET_START[j];
  if (BUCKET_J.length < BUCKET_START[count]) {
    BUCKET_J = new Int32Array(2 * BUCKET_START[count]);
    BUCKET_RCC = new Uint16Array(BUCKET_J.length);
  }
  for (let p = 0; p < pairs; p++) {
    const j = PAIR_J[p];
    if (OLD_INDEX[j] < 0) continue;
    const at = BUCKET_START[j]++;
    BUCKET_J[at] = PAIR_I[p];
    BUCKET_RCC[at] = PAIR_RCC[p];
  }
  // Bucket j now starts where bucket j-1 started: BUCKET_START[j-1] .. BUCKET_START[j] after the shift below.
  for (let j = count; j > 0; j--) BUCKET_START[j] = BUCKET_START[j - 1];
  BUCKET_START[0] = 0;
  const start = new Int32Array(count + 1);
  let n = 0;
  let p = 0;
  const room = old.start[old.count] + pairs * 2;
  if (OTHER.length < room) {
    OTHER = new Int32Array(Math.max(room, 2 * OTHER.length));
    LINK_RCC = new Uint16Array(OTHER.length);
  }
  for (let i = 0; i < count; i++) {
    start[i] = n;
    const o = OLD_INDEX[i];
    if (o < 0) {
      for (; p < pairs && PAIR_I[p] === i; p++) {
        OTHER[n] = PAIR_J[p];
        LINK_RCC[n++] = PAIR_RCC[p];
      }
      continue;
    }
    // Merge the previous links still standing (renumbered, ascending) with the links to new ALSs (ascending).
    let q = old.start[o];
    const qEnd = old.start[o + 1];
    let k = BUCKET_START[i];
    const kEnd = BUCKET_START[i + 1];
    for (;;) {
      while (q < qEnd && NEW_INDEX[old.other[q]] < 0) q++;
      const a = q < qEnd ? NEW_INDEX[old.other[q]] : count;
      const c = k < kEnd ? BUCKET_J[k] : count;
      if (a === count && c === count) break;
      if (a < c) {
        OTHER[n] = a;
        LINK_RCC[n++] = old.rcc[q++];
      } else {
        OTHER[n] = c;
        LINK_RCC[n++] = BUCKET_RCC[k++];
      }
    }
  }
  start[count] = n;
  return { count, start, other: OTHER.slice(0, n), rcc: LINK_RCC.slice(0, n) };
}
