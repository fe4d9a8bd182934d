// BUG+1 at every box geometry: the trivalue cell's digit is tried on the grid itself (the positions less that cell's
// bit), not on a clone per digit (issue 31). A bivalue universal grave is made from two solutions that differ in every
// cell (the second is the first with its digits shifted by one): each cell holds its digits in both, so every digit
// has exactly two places in every unit. One cell given a third digit is then a BUG+1 whose answer is that digit; with
// a second cell changed as well there is none. Both are checked against a plain trial on clones.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MINI, SIX } from '../../src/engine/geometries.ts';
import { CLASSIC, type Geometry } from '../../src/engine/geometry.ts';
import { CandidateGrid } from '../../src/engine/grade/candidates.ts';
import { shapeOf } from '../../src/engine/grade/shape.ts';
import { findBugPlusOne } from '../../src/engine/grade/uniqueness.ts';
import { solve } from '../../src/engine/solve/index.ts';

/** The trial as a person states it: on a copy without d, every digit has zero or two places in every unit. */
function plainBugDigit(b: CandidateGrid, triple: number): number {
  const { size, unitCount } = b.shape;
  for (let d = 1; d <= size; d++) {
    if (!b.has(triple, d)) continue;
    const trial = b.clone();
    trial.setCandidates(triple, trial.cands[triple] & ~(1 << (d - 1)));
    let bug = true;
    for (let u = 0; u < unitCount; u++)
      for (let x = 1; x <= size; x++) {
        let places = 0;
        for (let i = 0; i < size; i++) if (trial.has(trial.shape.unitCells[u * size + i], x)) places++;
        if (places !== 0 && places !== 2) bug = false;
      }
    if (bug) return d;
  }
  return 0;
}

/** The candidates of a bivalue universal grave at `geometry`: each cell's digit in a solution and the next one. */
function grave(geometry: Geometry): Uint16Array {
  const solved = solve(new Array<number>(geometry.cellCount).fill(0), { geometry }).solution;
  assert.ok(solved, `an empty ${geometry.size}×${geometry.size} grid has a solution`);
  const cands = new Uint16Array(geometry.cellCount);
  for (let c = 0; c < geometry.cellCount; c++) {
    const other = (solved[c] % geometry.size) + 1;
    cands[c] = (1 << (solved[c] - 1)) | (1 << (other - 1));
  }
  return cands;
}

for (const geometry of [MINI, SIX, CLASSIC] as Geometry[]) {
  const n = geometry.size;
  describe(`BUG+1 at ${n}×${n}`, () => {
    const shape = shapeOf(geometry);
    const base = grave(geometry);
    const grid = (cands: Uint16Array): CandidateGrid =>
      new CandidateGrid(new Uint8Array(geometry.cellCount), cands.slice(), shape);

    it('places the third digit of the one trivalue cell, leaving the grid as it was', () => {
      for (let t = 0; t < geometry.cellCount; t++) {
        for (let x = 1; x <= n; x++) {
          if ((base[t] & (1 << (x - 1))) !== 0) continue;
          const cands = base.slice();
          cands[t] |= 1 << (x - 1);
          const b = grid(cands);
          const before = Array.from({ length: shape.unitCount * n }, (_, k) => b.positions((k / n) | 0, (k % n) + 1));
          const step = findBugPlusOne(b);
          assert.deepEqual(step?.placements, [{ cell: t, digit: x }], `cell ${t} + ${x}`);
          assert.equal(plainBugDigit(b, t), x);
          assert.deepEqual(b.cands, cands, 'the candidates are untouched');
          const after = Array.from({ length: shape.unitCount * n }, (_, k) => b.positions((k / n) | 0, (k % n) + 1));
          assert.deepEqual(after, before, 'the positions are untouched');
        }
      }
    });

    it('finds nothing, as a trial on clones, when a second cell no longer fits the grave', () => {
      // s keeps its lower digit and takes the lowest one it lacks instead of its higher one: in s's units that digit
      // now has three places and the dropped one one, whatever the trivalue cell t gives up.
      for (let t = 0; t < geometry.cellCount; t += 3) {
        for (let s = 0; s < geometry.cellCount; s += 5) {
          if (s === t) continue;
          const x = firstMissing(base[t], n);
          const cands = base.slice();
          cands[t] |= 1 << (x - 1);
          cands[s] = (cands[s] & -cands[s]) | (1 << (firstMissing(cands[s], n) - 1));
          const b = grid(cands);
          assert.equal(plainBugDigit(b, t), 0, `cells ${t} and ${s}: the reference`);
          assert.equal(findBugPlusOne(b), null, `cells ${t} and ${s}`);
        }
      }
    });
  });
}

/** The lowest digit (1..n) not in `mask`. */
function firstMissing(mask: number, n: number): number {
  for (let d = 1; d <= n; d++) if ((mask & (1 << (d - 1))) === 0) return d;
  throw new RangeError('a full mask');
}
