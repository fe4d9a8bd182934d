/**
 * Basic fish: X-wing (2), swordfish (3), jellyfish (4), row-based then column-based; and the finned and sashimi
 * X-wing, an X-wing with fins.
 */
import { CandidateGrid, MASK_DIGITS, POPCOUNT, UNIT_CELLS } from './candidates.ts';
import { MaskSubsets } from './combinations.ts';
import { ALL_DIRTY, StateKey, type Dirty, type SearchMemo } from './memo.ts';
import { andList, cellsAnd, makeStep, removesText, type Candidate, type Step, type TechniqueId } from './step.ts';

const FISH: readonly [TechniqueId, string][] = [
  ['x-wing', 'X-wing'],
  ['x-wing', 'X-wing'],
  ['x-wing', 'X-wing'],
  ['swordfish', 'Swordfish'],
  ['jellyfish', 'Jellyfish'],
];

const walk = new MaskSubsets();
const lines = new Int32Array(9);

/** n base lines whose candidates for a digit lie in n cover lines: the digit leaves the cover lines elsewhere. */
export function findFish(b: CandidateGrid, n: number, dirty: Dirty = ALL_DIRTY): Step | null {
  const [id, name] = FISH[n];
  for (let d = 1; d <= 9; d++) {
    const bit = 1 << (d - 1);
    if ((dirty.digits & bit) === 0) continue; // a fish on d depends on d's candidates only
    for (const baseStart of [0, 9]) {
      const coverStart = 9 - baseStart;
      let m = 0;
      for (let l = 0; l < 9; l++) {
        const pos = b.positions(baseStart + l, d);
        const k = POPCOUNT[pos];
        if (k >= 2 && k <= n) {
          lines[m] = l;
          walk.masks[m++] = pos;
        }
      }
      for (let fresh = true; walk.next(m, n, fresh); fresh = false) {
        const base: number[] = [];
        for (let k = 0; k < n; k++) base.push(lines[walk.idx[k]]);
        const coverLines = MASK_DIGITS[walk.union[n]].map((i) => i - 1);
        const elims: Candidate[] = [];
        const cells: number[] = [];
        for (const cl of coverLines) {
          for (let i = 0; i < 9; i++) {
            const c = UNIT_CELLS[(coverStart + cl) * 9 + i];
            if ((b.cands[c] & bit) === 0) continue;
            if (base.includes(i)) cells.push(c);
            else elims.push({ cell: c, digit: d });
          }
        }
        if (elims.length === 0) continue;
        const baseKind = baseStart === 0 ? 'rows' : 'columns';
        const coverKind = baseStart === 0 ? 'columns' : 'rows';
        return makeStep(id, name, {
          cells: cells.sort((a, x) => a - x),
          digits: [d],
          units: [...base.map((l) => baseStart + l), ...coverLines.map((l) => coverStart + l)],
          eliminations: elims,
          text:
            `${name} on ${d} in ${baseKind} ${andList(base.map((l) => l + 1))} ` +
            `(${coverKind} ${andList(coverLines.map((l) => l + 1))}) ${removesText(elims)}`,
        });
      }
    }
  }
  return null;
}

const lowBit = (m: number): number => 31 - Math.clz32(m & -m);
const FINNED: readonly [TechniqueId, string][] = [
  ['finned-x-wing', 'Finned X-wing'],
  ['sashimi-x-wing', 'Sashimi X-wing'],
];

/** The first finned and the first sashimi X-wing of one pass, and the digits it searched. */
interface FinnedAnswers {
  digits: number;
  found: [Step | null, Step | null];
}
const FINNED_ANSWERS = new StateKey<FinnedAnswers>('finned and sashimi X-wings');

/** The digit's positions in each base line, read once per digit and orientation. */
const linePos = new Int32Array(9);

/**
 * Finned and sashimi X-wing (HoDoKu's FishSolver, a basic fish of size 2 with fins; tech_fishfs.php): two base lines
 * whose candidates for a digit lie in two cover lines but for some "fins". Either the X-wing holds or a fin is the
 * digit, so a cover candidate outside the base lines that sees every fin goes. Such a cell exists only when the fins
 * share one box, and then it lies in that box: in a cover line, in the fins' band. HoDoKu calls the fish sashimi when
 * a base line keeps at most one candidate in the cover lines (without its fins the X-wing would be degenerate) and
 * scores it apart, so they are two techniques. Order as HoDoKu's: digit, rows before columns, base pairs, then cover
 * pairs, each in ascending order; a fish on d depends on d's candidates only.
 *
 * One pass finds the first of each kind (index 0 finned, 1 sashimi) over `digits`: the two are tried one after the
 * other on the same candidates, so the memo keeps the pass (as for the unique rectangles).
 */
function scanFinnedXWings(b: CandidateGrid, digits: number): FinnedAnswers {
  const found: [Step | null, Step | null] = [null, null];
  for (let d = 1; d <= 9; d++) {
    if ((digits & (1 << (d - 1))) === 0) continue;
    for (let baseStart = 0; baseStart <= 9; baseStart += 9) {
      const coverStart = 9 - baseStart;
      for (let l = 0; l < 9; l++) linePos[l] = b.positions(baseStart + l, d);
      for (let l1 = 0; l1 < 9; l1++) {
        const p1 = linePos[l1];
        if (p1 === 0) continue;
        for (let l2 = l1 + 1; l2 < 9; l2++) {
          const p2 = linePos[l2];
          if (p2 === 0) continue;
          const both = p1 | p2;
          // One cover line must be in the fins' stack (the eliminations lie there), so the other covers all the
          // candidates outside it: a pair with two or more columns' worth outside every stack has no finned X-wing.
          if (POPCOUNT[both & ~0o7] > 1 && POPCOUNT[both & ~0o70] > 1 && POPCOUNT[both & ~0o700] > 1) continue;
          for (let r1 = both; r1 !== 0; r1 &= r1 - 1) {
            const c1 = lowBit(r1);
            for (let r2 = r1 & (r1 - 1); r2 !== 0; r2 &= r2 - 1) {
              const c2 = lowBit(r2);
              const cover = (1 << c1) | (1 << c2);
              const fins1 = p1 & ~cover;
              const fins2 = p2 & ~cover;
              const fins = fins1 | fins2;
              if (fins === 0) continue; // a plain X-wing, tried earlier
              const stack = ((lowBit(fins) / 3) | 0) * 3;
              if ((fins & ~(7 << stack)) !== 0) continue; // fins in two boxes: nothing sees them all
              if (fins1 !== 0 && fins2 !== 0 && ((l1 / 3) | 0) !== ((l2 / 3) | 0)) continue;
              const kind = POPCOUNT[p1 & cover] <= 1 || POPCOUNT[p2 & cover] <= 1 ? 1 : 0;
              if (found[kind] !== null) continue;
              const band = (((fins1 !== 0 ? l1 : l2) / 3) | 0) * 3;
              const targets = (7 << band) & ~((1 << l1) | (1 << l2));
              const elims: Candidate[] = [];
              for (const c of [c1, c2]) {
                if (c < stack || c >= stack + 3) continue;
                const unit = coverStart + c;
                for (let m = b.positions(unit, d) & targets; m !== 0; m &= m - 1)
                  elims.push({ cell: UNIT_CELLS[unit * 9 + lowBit(m)], digit: d });
              }
              if (elims.length === 0) continue;
              const cellsOf = (line: number, mask: number): number[] =>
                MASK_DIGITS[mask].map((i) => UNIT_CELLS[(baseStart + line) * 9 + i - 1]);
              const finCells = [...cellsOf(l1, fins1), ...cellsOf(l2, fins2)].sort((x, y) => x - y);
              const [id, name] = FINNED[kind];
              const baseKind = baseStart === 0 ? 'rows' : 'columns';
              const coverKind = baseStart === 0 ? 'columns' : 'rows';
              found[kind] = makeStep(id, name, {
                cells: [...cellsOf(l1, p1), ...cellsOf(l2, p2)].sort((x, y) => x - y),
                digits: [d],
                units: [baseStart + l1, baseStart + l2, coverStart + c1, coverStart + c2],
                eliminations: elims,
                text:
                  `${name} on ${d} in ${baseKind} ${l1 + 1} and ${l2 + 1} (${coverKind} ${c1 + 1} and ${c2 + 1}) ` +
                  `with ${finCells.length === 1 ? 'fin' : 'fins'} ${cellsAnd(finCells)} ${removesText(elims)}`,
              });
              if (found[1 - kind] !== null) return { digits, found };
            }
          }
        }
      }
    }
  }
  return { digits, found };
}

/** The first finned (or, with `sashimi`, sashimi) X-wing on the digits `dirty` names, or null. */
export function findFinnedXWing(
  b: CandidateGrid,
  sashimi: boolean,
  dirty: Dirty = ALL_DIRTY,
  memo?: SearchMemo,
): Step | null {
  const kind = sashimi ? 1 : 0;
  const kept = memo?.perState(FINNED_ANSWERS, () => scanFinnedXWings(b, dirty.digits));
  // The digits the kept pass searched and this caller did not are clean for it: they hold none of its fish. But a pass
  // the other kind ran may have left out digits clean for that kind only; then search again, and keep the new pass.
  if (kept && (dirty.digits & ~kept.digits) === 0) return kept.found[kind];
  const answers = scanFinnedXWings(b, dirty.digits);
  if (kept) Object.assign(kept, answers);
  return answers.found[kind];
}
