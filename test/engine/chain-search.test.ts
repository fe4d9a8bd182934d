// The chain search (chain-search.ts) finds its chain by searching the starts a word of 32 at a time, each word only
// below the depth an earlier word closed at: it must give exactly the chain a plain search gives, one start after
// another in node order, each a breadth-first search keeping the first chain strictly shorter than the best so far.
// Checked on every state where grading reaches the chains, for X-chains (each digit), XY-chains and AICs: hard
// puzzles of the sample, whose AIC graphs have 100 or more starts (several words).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { CandidateGrid } from '../../src/engine/grade/candidates.ts';
import { POPCOUNT } from '../../src/engine/grade/candidates.ts';
import {
  DIGIT,
  MAX_STRONG,
  NODE_CELL,
  NODE_ROOM,
  NSIZE,
  STRONG,
  STRONG_COUNT,
  WEAK,
  WEAK_START,
  buildGraph,
  graphSize,
  groupCanStart,
  hasEliminations,
  type Mode,
} from '../../src/engine/grade/chain-graph.ts';
import { searchAll } from '../../src/engine/grade/chain-search.ts';
import { grade } from '../../src/engine/grade/grade.ts';
import { applyStep, slotOf } from '../../src/engine/grade/search.ts';
import { puzzleLines } from '../data/puzzles.ts';

/** One start's breadth-first search in link order: the first chain it meets within `limit` depths, as node list. */
function firstChainFrom(b: CandidateGrid, start: number, limit: number): number[] | null {
  const parent = new Map<number, number>([[start * 2, -1]]);
  let level = [start * 2];
  for (let depth = 0; depth < limit && level.length > 0; depth++) {
    const next: number[] = [];
    for (const s of level) {
      const node = s >> 1;
      const isTrue = (s & 1) === 1;
      const links = isTrue
        ? Array.from(WEAK.subarray(WEAK_START[node], WEAK_START[node + 1]))
        : Array.from(STRONG.subarray(node * MAX_STRONG, node * MAX_STRONG + STRONG_COUNT[node]));
      for (const m of links) {
        const t = m * 2 + (isTrue ? 0 : 1);
        if (parent.has(t)) continue;
        parent.set(t, s);
        next.push(t);
        if (isTrue) continue;
        const closes = m === start ? NSIZE[start] === 1 : hasEliminations(b, start, m);
        if (!closes) continue;
        const path: number[] = [];
        for (let k = t; k !== -1; k = parent.get(k)!) path.push(k >> 1);
        return path.reverse();
      }
    }
    level = next;
  }
  return null;
}

/** The reference: every start in node order, keeping the first chain strictly shorter than the best so far. */
function referenceChain(b: CandidateGrid, mode: Mode, limit: number): number[] | null {
  let best: number[] | null = null;
  for (let s = 0; s < graphSize(); s++) {
    if (STRONG_COUNT[s] === 0) continue;
    if (mode === 'xy' && POPCOUNT[b.cands[NODE_CELL[s * NODE_ROOM]]] !== 2) continue;
    if (NSIZE[s] > 1 && !groupCanStart(s)) continue;
    const found = firstChainFrom(b, s, best ? best.length - 2 : limit);
    if (found) best = found;
  }
  return best;
}

/** A found chain's nodes as digit and cells, to compare with the reference's node list. */
const described = (nodes: number[]): string[] =>
  nodes.map((i) => `${DIGIT[i]}@${Array.from(NODE_CELL.subarray(i * NODE_ROOM, i * NODE_ROOM + NSIZE[i])).join('+')}`);

test('the chain search finds the chain a search one start at a time finds, in every mode', () => {
  const aic = slotOf('aic');
  let states = 0;
  let wide = 0;
  for (const line of puzzleLines('sudoku3m-sample').slice(6000, 6030)) {
    const grid = [...line.trim()].map((ch) => (ch === '.' ? 0 : Number(ch)));
    const b = CandidateGrid.fromGrid(grid);
    for (const step of grade(grid).steps) {
      if (slotOf(step.technique) >= aic) {
        states++;
        const runs: [Mode, number][] = [
          ['aic', 0],
          ['xy', 0],
          ...[1, 2, 3, 4, 5, 6, 7, 8, 9].map((d): [Mode, number] => ['x', d]),
        ];
        for (const [mode, digit] of runs) {
          buildGraph(b, mode, digit);
          let starts = 0;
          for (let s = 0; s < graphSize(); s++) if (STRONG_COUNT[s] > 0) starts++;
          if (starts > 64) wide++;
          const want = referenceChain(b, mode, 20);
          const got = searchAll(b, mode, 20);
          const where = `${mode}${digit || ''} on ${line.trim()} before ${step.technique}`;
          if (!want) {
            assert.equal(got, null, where);
            continue;
          }
          assert.ok(got, where);
          assert.deepEqual(
            got.path.map((n) => `${n.digit}@${n.cells.join('+')}`),
            described(want),
            where,
          );
        }
      }
      applyStep(b, step);
    }
  }
  assert.ok(states > 20, `${states} states searched`);
  assert.ok(wide > 20, `${wide} graphs of more than two words of starts`);
});
