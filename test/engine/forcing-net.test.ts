// Forcing chains against forcing nets (forcing.ts, singles-run.ts). A chain follows strong links only: a single that
// one removal makes (a cell that had two candidates, a digit that had two places in a unit). A net follows every
// single, also one that needs several removals first. The grader shows a net only where no chain of any kind
// (contradiction, cell, unit) exists; this is checked on a state of a rated sample puzzle against a plain enumeration
// of every chain through a propagation of its own, not with the grader's search or its SinglesRun.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { findForcingChain } from '../../src/engine/grade/forcing.ts';
import { RunRecord, SinglesRun } from '../../src/engine/grade/singles-run.ts';
import { MASK_DIGITS, UNIT_CELLS } from '../../src/engine/grade/candidates.ts';
import { applyStep, CandidateGrid, grade, solve, type Step } from '../../src/engine/index.ts';
import type { Grid } from '../../src/engine/grid.ts';
import { referenceRatings } from '../data/puzzles.ts';
import { say } from '../words/say.ts';

/** Sample puzzle 4500: HoDoKu needs a Forcing Net Contradiction for it, Sudoku Explainer rates it 9.1. */
function firstNetState(): { board: CandidateGrid; net: Step; solution: Grid } {
  const row = referenceRatings().find((r) => r.index === 4500);
  assert.ok(row, 'sample puzzle 4500 is in the development half');
  assert.match(row.hodokuHardest, /Forcing Net/);
  const puzzle = [...row.puzzle].map((ch) => (ch === '.' ? 0 : Number(ch)));
  const graded = grade(puzzle);
  assert.equal(graded.status, 'graded');
  const board = CandidateGrid.fromGrid(puzzle);
  for (const step of graded.steps) {
    if (step.technique !== 'forcing-net') {
      applyStep(board, step);
      continue;
    }
    const { solution } = solve(puzzle);
    assert.ok(solution);
    return { board, net: step, solution };
  }
  throw new Error('the grader used no forcing net on sample puzzle 4500');
}

const UNITS: number[][] = [
  ...Array.from({ length: 9 }, (_, r) => Array.from({ length: 9 }, (_, i) => r * 9 + i)),
  ...Array.from({ length: 9 }, (_, c) => Array.from({ length: 9 }, (_, i) => i * 9 + c)),
  ...Array.from({ length: 9 }, (_, b) =>
    Array.from({ length: 9 }, (_, i) => (Math.floor(b / 3) * 3 + Math.floor(i / 3)) * 9 + (b % 3) * 3 + (i % 3)),
  ),
];
const sees = (a: number, b: number): boolean => a !== b && UNITS.some((u) => u.includes(a) && u.includes(b));

/**
 * What `cell` = `digit` leads to through strong links only, by a plain sweep to a fixed point (independent of the
 * grader's SinglesRun): a cell left with one candidate is placed if it had two, a digit left with one place in a unit
 * if it had two there. The facts are "c=d" and "c<>d"; null when it runs into a contradiction.
 */
function linksFrom(board: CandidateGrid, cell: number, digit: number): Set<string> | null {
  const values = Array.from(board.values);
  const cands = Array.from({ length: 81 }, (_, c) => new Set(MASK_DIGITS[board.cands[c]]));
  const baseCount = (c: number): number => MASK_DIGITS[board.cands[c]].length;
  const basePlaces = (u: number[], d: number): number => u.filter((c) => board.has(c, d)).length;
  const facts = new Set<string>();
  const place = (c: number, d: number): boolean => {
    if (values.some((v, p) => v === d && sees(c, p))) return false;
    values[c] = d;
    facts.add(`${c}=${d}`);
    for (const e of cands[c]) if (e !== d) facts.add(`${c}<>${e}`);
    cands[c].clear();
    for (let p = 0; p < 81; p++) {
      if (values[p] === 0 && sees(c, p) && cands[p].delete(d)) facts.add(`${p}<>${d}`);
    }
    return true;
  };
  if (!place(cell, digit)) return null;
  for (let changed = true; changed;) {
    changed = false;
    for (let c = 0; c < 81; c++) {
      if (values[c] !== 0) continue;
      if (cands[c].size === 0) return null;
      if (cands[c].size === 1 && baseCount(c) === 2) {
        if (!place(c, [...cands[c]][0])) return null;
        changed = true;
      }
    }
    for (const u of UNITS) {
      for (let d = 1; d <= 9; d++) {
        if (u.some((c) => values[c] === d)) continue;
        const places = u.filter((c) => values[c] === 0 && cands[c].has(d));
        if (places.length === 0) return null;
        if (places.length === 1 && basePlaces(u, d) === 2) {
          if (!place(places[0], d)) return null;
          changed = true;
        }
      }
    }
  }
  return facts;
}

/** Every forcing chain of `board` by plain enumeration: contradictions, then shared conclusions of cells and units. */
function everyForcingChain(board: CandidateGrid): string[] {
  const chains: string[] = [];
  const groups: { cell: number; digit: number }[][] = [];
  for (let c = 0; c < 81; c++) {
    if (board.values[c] !== 0) continue;
    const branches = MASK_DIGITS[board.cands[c]].map((digit) => ({ cell: c, digit }));
    for (const b of branches)
      if (linksFrom(board, b.cell, b.digit) === null) chains.push(`contradiction ${c}/${b.digit}`);
    groups.push(branches);
  }
  for (let u = 0; u < 27; u++) {
    for (let d = 1; d <= 9; d++) {
      const places = Array.from(UNIT_CELLS.slice(u * 9, u * 9 + 9)).filter(
        (c) => board.values[c] === 0 && board.has(c, d),
      );
      if (places.length >= 2) groups.push(places.map((cell) => ({ cell, digit: d })));
    }
  }
  for (const branches of groups) {
    const outcomes = branches.map((b) => linksFrom(board, b.cell, b.digit)).filter((o) => o !== null);
    if (outcomes.length === 0) continue;
    const shared = [...outcomes[0]].filter((change) => outcomes.every((o) => o.has(change)));
    if (shared.length > 0) chains.push(`verity ${JSON.stringify(branches[0])}: ${shared.join(',')}`);
  }
  return chains;
}

test('a forcing net is shown only where no forcing chain exists, and it needs a single of several removals', () => {
  const { board, net, solution } = firstNetState();
  assert.deepEqual(everyForcingChain(board), [], 'no contradiction, cell or unit chain through strong links');
  for (const kind of ['forcing-chain', 'cell-forcing-chain', 'unit-forcing-chain'] as const) {
    assert.equal(findForcingChain(board, kind), null, kind);
  }
  assert.deepEqual(findForcingChain(board, 'forcing-net'), net, 'the grader shows the net it finds on this state');
  for (const e of net.eliminations) assert.notEqual(solution[e.cell], e.digit, say(net));
  for (const p of net.placements) assert.equal(solution[p.cell], p.digit, say(net));
  // The net HoDoKu needs here is a contradiction: r7c4=9 empties r3c3 after 5 singles, and strong links alone don't.
  assert.match(
    say(net),
    /^Forcing net: if r7c4 were 9, 5 singles would follow until r3c3 would have no candidate left/,
  );
  const r7c4 = 6 * 9 + 3;
  assert.deepEqual(new SinglesRun(board).assume(r7c4, 9, 81), { why: { kind: 'no-candidate', cell: 20 }, singles: 5 });
  assert.equal(new SinglesRun(board, true).assume(r7c4, 9, 81), null, 'through strong links alone, no contradiction');
  assert.equal(net.size, 6, 'the assumption and 5 singles');
});

test('a run record holds only what its latest run changed', () => {
  const { board } = firstNetState();
  const record = new RunRecord();
  assert.equal(record.placedAt(0), -1, 'a record no run has written holds nothing');
  assert.equal(record.goneAt(0, 1), -1);
  const r7c4 = 6 * 9 + 3;
  const run = new SinglesRun(board);
  run.assume(r7c4, 9, 81, record);
  assert.equal(record.placedAt(r7c4), 0, 'the assumption is placed at time 0');
  const other = MASK_DIGITS[board.cands[r7c4]].find((d) => d !== 9)!;
  run.assume(r7c4, other, 81, record);
  assert.equal(record.placedDigit[r7c4], other, "the latest run's digit");
  assert.equal(record.goneAt(r7c4, 9), 0, 'the earlier assumption is gone at once in the latest run');
});

test('every forcing chain on the grade paths of rated puzzles holds through strong links alone', () => {
  // Ten sample puzzles HoDoKu needs a forcing chain for: each chain step the grader takes is replayed with the
  // plain propagation above, branch by branch, and must reach its conclusion (or its contradiction) there.
  const rows = referenceRatings()
    .filter((r) => /Forcing Chain/.test(r.hodokuHardest))
    .slice(0, 10);
  const seen = new Set<string>();
  for (const row of rows) {
    const puzzle = [...row.puzzle].map((ch) => (ch === '.' ? 0 : Number(ch)));
    const graded = grade(puzzle);
    assert.equal(graded.status, 'graded');
    const board = CandidateGrid.fromGrid(puzzle);
    for (const step of graded.steps) {
      const [conclusion] = [
        ...step.placements.map((p) => `${p.cell}=${p.digit}`),
        ...step.eliminations.map((e) => `${e.cell}<>${e.digit}`),
      ];
      let branches: { cell: number; digit: number }[] = [];
      if (step.technique === 'forcing-chain') {
        const { cell, digit } = step.eliminations[0];
        assert.equal(linksFrom(board, cell, digit), null, `${row.index}: ${say(step)}`);
      } else if (step.technique === 'cell-forcing-chain') {
        branches = MASK_DIGITS[board.cands[step.cells[0]]].map((digit) => ({ cell: step.cells[0], digit }));
      } else if (step.technique === 'unit-forcing-chain') {
        const digit = step.digits[0];
        branches = UNITS[step.units![0]]
          .filter((c) => board.values[c] === 0 && board.has(c, digit))
          .map((cell) => ({ cell, digit }));
      }
      for (const b of branches) {
        const facts = linksFrom(board, b.cell, b.digit);
        // A branch that runs into a contradiction is false, and so leads anywhere.
        assert.ok(facts === null || facts.has(conclusion), `${row.index}: ${say(step)}: branch ${b.cell}=${b.digit}`);
      }
      if (/forcing-chain/.test(step.technique)) seen.add(step.technique);
      applyStep(board, step);
    }
  }
  assert.deepEqual(
    [...seen].sort(),
    ['cell-forcing-chain', 'forcing-chain', 'unit-forcing-chain'],
    'all three shapes met',
  );
});
