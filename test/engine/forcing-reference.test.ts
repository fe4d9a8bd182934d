// The forcing search (forcing.ts, forcing-verity.ts) shares work: the cell and unit forcing chains find what every
// branch reached by ANDing the branches' bit sets, and the forcing nets keep the chains' runs that never passed over a
// single needing several removals. Which step is reported depends on the order the chains are found in, so sharing
// must never change it: on every state of the grade paths of hard sample puzzles, the grader's answer for each of the
// four forcing rows must be the one of a plain search here, which follows every candidate afresh for each kind and
// walks the branches' changes one by one.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { findForcingChain, type ForcingTechnique } from '../../src/engine/grade/forcing.ts';
import { verityStep, type Verity } from '../../src/engine/grade/forcing-verity.ts';
import { RunRecord, SinglesRun, type Contradiction } from '../../src/engine/grade/singles-run.ts';
import { MASK_DIGITS, POPCOUNT } from '../../src/engine/grade/candidates.ts';
import { SearchMemo } from '../../src/engine/grade/memo.ts';
import { makeStep } from '../../src/engine/grade/step.ts';
import { applyStep, CandidateGrid, grade, type Step } from '../../src/engine/index.ts';
import { puzzleLines } from '../data/puzzles.ts';

const KINDS: ForcingTechnique[] = ['forcing-chain', 'cell-forcing-chain', 'unit-forcing-chain', 'forcing-net'];

/** The single at which `rec`'s run placed `digit` in `cell` (`placement`), or removed it, or -1. */
const timeIn = (rec: RunRecord, placement: boolean, cell: number, digit: number): number =>
  placement ? (rec.placedDigit[cell] === digit ? rec.placedAt(cell) : -1) : rec.goneAt(cell, digit);

/**
 * A group's best shared conclusion below `bound`, by walking the changes of the branch with the fewest, in the order
 * it made them, and keeping one only when it is strictly better: smaller, or as small and a placement over a removal.
 */
function walkGroup(
  records: RunRecord[],
  branches: { cell: number; digit: number }[],
  unit: number | null,
  bound: number,
): Verity | null {
  const lead = records.reduce((a, r) => (r.count < a.count ? r : a));
  let best: Verity | null = null;
  for (let n = 0; n < lead.count; n++) {
    const code = lead.changes[n];
    const placement = code >= 1000;
    const cell = Math.floor((code % 1000) / 10);
    const digit = code % 10;
    const times = records.map((r) => timeIn(r, placement, cell, digit));
    if (times.some((t) => t < 0)) continue;
    const size = Math.max(...times) + 1;
    if (size >= bound) continue;
    if (best && (size > best.size || (size === best.size && (best.placement || !placement)))) continue;
    best = { branches, unit, placement, cell, digit, times, size };
  }
  return best;
}

/** The smallest forcing chain (or with `net` net) of `b` by a plain search, with records of its own. */
function plainOfKind(b: CandidateGrid, net: boolean): Step | null {
  const run = new SinglesRun(b, !net);
  const records = new Map<number, RunRecord>();
  const empty = [...b.values.keys()].filter((c) => b.values[c] === 0);
  empty.sort((x, y) => POPCOUNT[b.cands[x]] - POPCOUNT[b.cands[y]] || x - y);
  let best: { cell: number; digit: number; met: Contradiction } | null = null;
  search: for (const cell of empty) {
    for (const digit of MASK_DIGITS[b.cands[cell]]) {
      const record = new RunRecord();
      records.set(cell * 9 + digit - 1, record);
      const met = run.assume(cell, digit, best ? best.met.singles - 1 : 81, record);
      if (met === null || (best && met.singles >= best.met.singles)) continue;
      best = { cell, digit, met };
      if (met.singles === 0) break search;
    }
  }
  const contradiction = best
    ? makeStep(net ? 'forcing-net' : 'forcing-chain', {
        cells: [best.cell],
        digits: [best.digit],
        eliminations: [{ cell: best.cell, digit: best.digit }],
        size: best.met.singles + 1,
        facts: { kind: 'contradiction', why: best.met.why },
      })
    : null;
  if (contradiction?.size === 1) return contradiction;
  let verity: Verity | null = null;
  const bound = (): number => verity?.size ?? contradiction?.size ?? Infinity;
  const tryGroup = (branches: { cell: number; digit: number }[], unit: number | null): void => {
    const found = walkGroup(
      branches.map((x) => records.get(x.cell * 9 + x.digit - 1)!),
      branches,
      unit,
      bound(),
    );
    if (found) verity = found;
  };
  for (const cell of [...empty].sort((x, y) => x - y)) {
    if (POPCOUNT[b.cands[cell]] >= 2)
      tryGroup(
        MASK_DIGITS[b.cands[cell]].map((digit) => ({ cell, digit })),
        null,
      );
  }
  for (let u = 0; u < 27; u++) {
    for (let digit = 1; digit <= 9; digit++) {
      const places = Array.from(b.shape.unitCells.slice(u * 9, u * 9 + 9)).filter(
        (c) => b.values[c] === 0 && b.has(c, digit),
      );
      if (places.length >= 2)
        tryGroup(
          places.map((cell) => ({ cell, digit })),
          u,
        );
    }
  }
  return verity ? verityStep(verity, net) : contradiction;
}

const plainForcing = (b: CandidateGrid): Step | null => plainOfKind(b, false) ?? plainOfKind(b, true);

test('the forcing search answers as a plain search without shared work, on every state of hard grades', () => {
  // Hard-half sample puzzles whose grades need forcing nets and chains: every state on their paths is searched.
  const puzzles = puzzleLines('sudoku3m-sample')
    .slice(4500)
    .filter((_, i) => i % 97 === 3)
    .map((line) => [...line.trim()].map((ch) => (ch === '.' ? 0 : Number(ch))));
  const met = new Set<string>();
  let states = 0;
  for (const puzzle of puzzles) {
    const graded = grade(puzzle);
    if (!KINDS.some((kind) => kind in graded.counts)) continue;
    const board = CandidateGrid.fromGrid(puzzle);
    const memo = new SearchMemo();
    for (const step of graded.steps) {
      memo.begin(board);
      const plain = plainForcing(board);
      if (plain) met.add(plain.technique);
      for (const kind of KINDS) {
        assert.deepEqual(
          findForcingChain(board, kind, memo),
          plain?.technique === kind ? plain : null,
          `${puzzle.join('')}, state ${states}: ${kind}`,
        );
      }
      states++;
      applyStep(board, step);
    }
  }
  assert.ok(states >= 200, `only ${states} states compared`);
  assert.deepEqual([...met].sort(), [...KINDS].sort(), 'every forcing row answered on some state');
});
