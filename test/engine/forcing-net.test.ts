// Forcing chains against forcing nets (forcing.ts, singles-run.ts). A chain follows strong links only: a single that
// one removal makes (a cell that had two candidates, a digit that had two places in a unit). A net follows every
// single, also one that needs several removals first. The grader shows a net only where no chain of any kind
// (contradiction, cell, unit) exists; this is checked on a state of a rated sample puzzle against a plain enumeration
// of every chain, not with the grader's own search.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { findForcingChain } from '../../src/engine/grade/forcing.ts';
import { RunRecord, SinglesRun } from '../../src/engine/grade/singles-run.ts';
import { MASK_DIGITS, UNIT_CELLS } from '../../src/engine/grade/candidates.ts';
import { applyStep, CandidateGrid, grade, solve, type Step } from '../../src/engine/index.ts';
import type { Grid } from '../../src/engine/grid.ts';
import { referenceRatings } from '../data/puzzles.ts';

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

/** What following strong links from `cell` = `digit` removes and places (null: it runs into a contradiction). */
function linksFrom(board: CandidateGrid, cell: number, digit: number): Set<string> | null {
  const record = new RunRecord();
  if (new SinglesRun(board, true).assume(cell, digit, 81, record) !== null) return null;
  const found = new Set<string>();
  for (let n = 0; n < record.count; n++) found.add(String(record.changes[n]));
  return found;
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
  for (const e of net.eliminations) assert.notEqual(solution[e.cell], e.digit, net.text);
  for (const p of net.placements) assert.equal(solution[p.cell], p.digit, net.text);
  // The net HoDoKu needs here is a contradiction: r7c4=9 empties r3c3 after 5 singles, and strong links alone don't.
  assert.match(
    net.text,
    /^Forcing net: if r7c4 were 9, 5 singles would follow until r3c3 would have no candidate left/,
  );
  const r7c4 = 6 * 9 + 3;
  assert.deepEqual(new SinglesRun(board).assume(r7c4, 9, 81), { why: 'r3c3 would have no candidate left', singles: 5 });
  assert.equal(new SinglesRun(board, true).assume(r7c4, 9, 81), null, 'through strong links alone, no contradiction');
  assert.equal(net.size, 6, 'the assumption and 5 singles');
});
