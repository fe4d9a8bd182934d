/**
 * ALS chain (HoDoKu: unfair, i.e. our expert, 340; hodoku.sourceforge.net/en/tech_als.php#axc): almost locked sets
 * A1 … An in a row, each two neighbours sharing no cell and linked by restricted common digits, each link by a digit
 * the link before did not use. For a digit Z of both A1 and An (not the first link's digit, not the last's), a cell
 * that sees every Z of A1 and of An can't be Z: were it Z, A1 would lose Z and lock, so it would hold its link digit,
 * which then leaves A2; A2 locks in turn, and so on down the chain until An locks with Z, which that cell's Z
 * forbids. The ALS-XZ (n = 2) and the ALS-XY-wing (n = 3) are the short cases and come first; a chain has n ≥ 4.
 *
 * Which chains count follows HoDoKu, whose level this technique's puzzles are graded against: a chain visits ALSs in
 * the order they are collected (als.ts collects them in HoDoKu's order), so each ALS once. Chains exist that this
 * misses (a wider search made 67 of the sample's extreme puzzles expert where HoDoKu needs forcing chains, and fixed
 * 30); a missed chain is still found by the forcing chain after it. The shortest chain is shown (fewest ALSs, then
 * the first in that order), up to MAX_ALSS.
 */
import { CandidateGrid, MASK_DIGITS } from './candidates.ts';
import { CHANGED, DIGIT_SLOTS, ENDS, MASK, SEEN, alsCells, markChanged, markEnds, planes, removeZ } from './als.ts';
import { alsLinksOf, type AlsLinks } from './als-links.ts';
import { ALL_DIRTY, type Dirty, type SearchMemo } from './memo.ts';
import { makeStep, type Candidate, type Step } from './step.ts';

/** The longest chain searched, in ALSs. */
const MAX_ALSS = 6;

/** A found chain: ALS indices in order and the link digits between them (links[k] joins alss[k] and alss[k+1]). */
interface Chain {
  alss: number[];
  /** Per link, the digits it uses (a mask: two when both restricted digits of a pair are free to link). */
  links: number[];
}

/**
 * The shortest ALS chain (fewest ALSs; the first found among equals), or null. After removals only, a chain of
 * unchanged ALSs was there when the finder last found nothing, with the same links, and removed nothing then: it
 * still removes nothing (als.ts' markChanged), so the walk only goes where a changed ALS is still within reach.
 */
export function findAlsChain(b: CandidateGrid, memo?: SearchMemo, dirty: Dirty = ALL_DIRTY): Step | null {
  const links = alsLinksOf(b, memo);
  markChanged(links.count, dirty);
  forwardLinks(links);
  const plane = planes(b);
  markEnds(links.count, plane);
  const chain = new ChainSearch(links, plane).first();
  return chain ? chainStep(plane, chain) : null;
}

/** No changed ALS can be reached forward (DIST's cap). */
const FAR = 255;
/**
 * Per ALS i: FORWARD[i], its first link to a later ALS (a chain only walks forward in collection order); DIST[i], the
 * fewest forward links from i to a changed ALS (0 when i changed; FAR when none is reachable).
 */
let FORWARD = new Int32Array(0);
let DIST = new Uint8Array(0);

function forwardLinks({ count, start, other }: AlsLinks): void {
  if (FORWARD.length < count) {
    FORWARD = new Int32Array(Math.max(count, 2 * FORWARD.length));
    DIST = new Uint8Array(FORWARD.length);
  }
  for (let i = count - 1; i >= 0; i--) {
    let p = start[i];
    const end = start[i + 1];
    while (p < end && other[p] < i) p++;
    FORWARD[i] = p;
    let dist = FAR;
    if (CHANGED[i] === 1) dist = 0;
    else for (; p < end; p++) if (DIST[other[p]] + 1 < dist) dist = DIST[other[p]] + 1;
    DIST[i] = dist;
  }
}

/** The fewest ALSs a chain here has: two and three are the ALS-XZ and the ALS-XY-wing, tried before. */
const MIN_ALSS = 4;

/**
 * One depth-first walk finds the first chain of every length at once (the walk meets a chain's prefixes before the
 * chain, so the chains of one length come in the order a walk of exactly that length meets them), instead of a walk
 * for each length, each again through all the shorter prefixes.
 */
class ChainSearch {
  private readonly alss: number[] = [];
  private readonly used: number[] = [];
  /** The longest chain still worth walking to: once a chain of n ALSs is found, only shorter ones can do better. */
  private longest = MAX_ALSS;
  /** The first chain found of the length `longest + 1`, while none shorter is found. */
  private found: Chain | null = null;

  constructor(
    private readonly links: AlsLinks,
    private readonly plane: Int32Array,
  ) {}

  /** The first chain of the fewest ALSs (MIN_ALSS to MAX_ALSS), in collection order. */
  first(): Chain | null {
    const { count, start, other, rcc } = this.links;
    for (let a = 0; a < count; a++) {
      // A first ALS none of whose digits it could remove (ENDS) starts no chain that removes something.
      if (1 + DIST[a] > this.longest || ENDS[a] === 0) continue;
      this.alss[0] = a;
      for (let p = FORWARD[a]; p < start[a + 1]; p++) {
        // The first link picks one of its restricted digits; with two, each is tried.
        for (const x of MASK_DIGITS[rcc[p]]) if (this.extend(1, other[p], 1 << (x - 1), CHANGED[a])) return this.found;
      }
    }
    return this.found;
  }

  /**
   * Places ALS j at position k, entered by the digits `via`; true when it completes a chain of MIN_ALSS, which no
   * other can beat. A longer chain is kept (the first of its length) and the walk goes on for shorter ones.
   * `changedBefore` (1 or 0): whether an ALS before j changed; a chain of none removes nothing (findAlsChain).
   */
  private extend(k: number, j: number, via: number, changedBefore: number): boolean {
    const length = k + 1;
    const changed = changedBefore | CHANGED[j];
    // Unchanged so far: only a chain reaching a changed ALS within the length still allowed can remove something.
    if (changed === 0 && length + DIST[j] > this.longest) return false;
    this.alss[k] = j;
    this.used[k - 1] = via;
    if (length >= MIN_ALSS && changed === 1 && this.removesSome(j, via)) {
      this.found = this.chain(length);
      if (length === MIN_ALSS) return true;
      this.longest = length - 1;
      return false;
    }
    if (length === this.longest) return false;
    const { start, other, rcc } = this.links;
    for (let p = FORWARD[j]; p < start[j + 1]; p++) {
      // Aj without `via` locks: its other restricted digits with the next ALS are in Aj, so they leave the next.
      const next = rcc[p] & ~via;
      if (next !== 0 && this.extend(k + 1, other[p], next, changed)) return true;
      if (length === this.longest) return false;
    }
    return false;
  }

  private removesSome(last: number, via: number): boolean {
    const first = this.alss[0];
    const { plane } = this;
    // Only digits both ends could remove (ENDS) can be removed by the two together.
    for (let rest = ENDS[first] & ENDS[last] & ~this.used[0] & ~via; rest !== 0; rest &= rest - 1) {
      const z = 32 - Math.clz32(rest & -rest);
      const f = (first * DIGIT_SLOTS + z) * 3;
      const l = (last * DIGIT_SLOTS + z) * 3;
      if (
        (plane[z * 3] & SEEN[f] & SEEN[l]) |
        (plane[z * 3 + 1] & SEEN[f + 1] & SEEN[l + 1]) |
        (plane[z * 3 + 2] & SEEN[f + 2] & SEEN[l + 2])
      )
        return true;
    }
    return false;
  }

  private chain(length: number): Chain {
    return { alss: this.alss.slice(0, length), links: this.used.slice(0, length - 1) };
  }
}

/** The chain's step: every Z of both ends (not the first or last link digit) leaves the cells seeing all of them. */
function chainStep(plane: Int32Array, { alss, links }: Chain): Step {
  const first = alss[0];
  const last = alss[alss.length - 1];
  const elims: Candidate[] = [];
  const zs: number[] = [];
  const notZ = links[0] | links[links.length - 1];
  for (const z of MASK_DIGITS[MASK[first] & MASK[last] & ~notZ]) {
    if (removeZ(plane, first, last, z, elims)) zs.push(z);
  }
  return makeStep('als-chain', {
    cells: alss.flatMap((i) => alsCells(i)),
    digits: [...new Set([...links.flatMap((m) => MASK_DIGITS[m]), ...zs])],
    eliminations: elims,
    facts: {
      kind: 'als',
      sets: alss.map((i) => ({ cells: alsCells(i), digits: MASK_DIGITS[MASK[i]].slice() })),
      restricted: links.map((m) => MASK_DIGITS[m].slice()),
      z: zs,
    },
  });
}
