// Almost locked sets of up to seven cells, ALS-XZ, the ALS-XY-wing and ALS chains
// (HoDoKu: hodoku.sourceforge.net/en/tech_als.php).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { findAlsChain } from '../../src/engine/grade/als-chain.ts';
import { alsLinksOf } from '../../src/engine/grade/als-links.ts';
import { MASK, alsCells, forgetPreviousFill } from '../../src/engine/grade/als.ts';
import { findAlsXyWing } from '../../src/engine/grade/als-xy-wing.ts';
import { CandidateGrid } from '../../src/engine/grade/candidates.ts';
import { applyStep } from '../../src/engine/grade/search.ts';
import { grade } from '../../src/engine/grade/grade.ts';
import { cellName, emptyGrid } from '../../src/engine/grid.ts';
import { solve } from '../../src/engine/solve/index.ts';
import { puzzleLines } from '../data/puzzles.ts';
import { say } from '../words/say.ts';

const at = (name: string): number => (Number(name[1]) - 1) * 9 + Number(name[3]) - 1;
const bits = (...digits: number[]): number => digits.reduce((m, d) => m | (1 << (d - 1)), 0);

test('ALS-XY-wing, the definition with one-cell sets: 1/4 – 4/5 – 5/1 clears 1 where it sees both ends', () => {
  // A = r1c1 {1,4}, B = r1c5 {4,5}, C = r5c5 {1,5}: A–B restricted on 4 (row 1), B–C on 5 (column 5), Z = 1.
  const b = CandidateGrid.fromGrid(emptyGrid());
  b.setCandidates(at('r1c1'), bits(1, 4));
  b.setCandidates(at('r1c5'), bits(4, 5));
  b.setCandidates(at('r5c5'), bits(1, 5));
  const step = findAlsXyWing(b);
  assert.ok(step);
  assert.equal(step.technique, 'als-xy-wing');
  assert.deepEqual(
    step.eliminations.map((e) => `${cellName(e.cell)}<>${e.digit}`),
    ['r5c1<>1'],
  );
  assert.match(say(step), /^ALS-XY-wing: A = r1c1 \(1\/4\) and B = r1c5 \(4\/5\) share the restricted digit 4, /);
});

test('no wing when the middle set shares the same restricted digit with both ends', () => {
  const b = CandidateGrid.fromGrid(emptyGrid());
  b.setCandidates(at('r1c1'), bits(1, 4));
  b.setCandidates(at('r1c5'), bits(4, 5));
  b.setCandidates(at('r5c5'), bits(1, 4));
  assert.equal(findAlsXyWing(b), null);
});

test('every ALS step the grader takes on hard puzzles is sound, and large sets and wings are met', () => {
  const used = new Map<string, number>();
  let largest = 0;
  for (const line of puzzleLines('top1465').slice(0, 400)) {
    const grid = [...line].map((ch) => (ch === '.' ? 0 : Number(ch)));
    const solution = solve(grid).solution!;
    for (const step of grade(grid).steps) {
      if (step.technique !== 'als-xz' && step.technique !== 'als-xy-wing') continue;
      used.set(step.technique, (used.get(step.technique) ?? 0) + 1);
      if (step.technique === 'als-xz') largest = Math.max(largest, step.cells.length);
      for (const { cell, digit } of step.eliminations)
        assert.notEqual(solution[cell], digit, `${say(step)}: removes the solution's ${digit}`);
    }
  }
  assert.ok((used.get('als-xy-wing') ?? 0) >= 5, `ALS-XY-wings met: ${used.get('als-xy-wing') ?? 0}`);
  assert.ok(largest > 8, `the largest ALS-XZ has ${largest} cells: sets of more than four cells are searched`);
});

test('the ALSs and links kept from the previous step are exactly those found from scratch, step after step', () => {
  // After a step, units whose cells did not change keep their ALSs and the links between them (als.ts, als-links.ts);
  // every ALS and link is compared with a search of every unit, on the states a grade goes through.
  const snapshot = (b: CandidateGrid): string => {
    const { count, start, other, rcc } = alsLinksOf(b);
    const sets = Array.from({ length: count }, (_, i) => `${alsCells(i).join(',')}:${MASK[i]}`);
    return JSON.stringify([sets, Array.from(start), Array.from(other), Array.from(rcc)]);
  };
  let compared = 0;
  for (const line of puzzleLines('top1465').slice(0, 12)) {
    const grid = [...line].map((ch) => (ch === '.' ? 0 : Number(ch)));
    const b = CandidateGrid.fromGrid(grid);
    for (const step of grade(grid).steps) {
      const kept = snapshot(b);
      forgetPreviousFill();
      assert.equal(kept, snapshot(b), `after ${compared} states`);
      compared++;
      applyStep(b, step);
    }
  }
  assert.ok(compared > 300, `states compared: ${compared}`);
});

test('grids graded in turn (a worker serving several boards): each state gets its own ALSs and links, never another grid’s', () => {
  // The kept tables belong to whichever grid was filled last; filling for another grid must compare by content and
  // search every unit that differs, so alternating two grids gives what a search from scratch gives on each.
  const snapshot = (b: CandidateGrid): string => {
    const { count, start, other, rcc } = alsLinksOf(b);
    const sets = Array.from({ length: count }, (_, i) => `${alsCells(i).join(',')}:${MASK[i]}`);
    return JSON.stringify([sets, Array.from(start), Array.from(other), Array.from(rcc)]);
  };
  const games = puzzleLines('top1465')
    .slice(12, 16)
    .map((line) => {
      const grid = [...line].map((ch) => (ch === '.' ? 0 : Number(ch)));
      return { board: CandidateGrid.fromGrid(grid), steps: grade(grid).steps, next: 0 };
    });
  let compared = 0;
  for (let turn = 0; games.some((g) => g.next < g.steps.length); turn++) {
    const game = games[turn % games.length];
    if (game.next >= game.steps.length) continue;
    const kept = snapshot(game.board);
    forgetPreviousFill();
    assert.equal(kept, snapshot(game.board), `game ${turn % games.length}, step ${game.next}`);
    compared++;
    // The next turn's grid fills after this one again, not after a fresh search of it.
    snapshot(games[(turn + 1) % games.length].board);
    applyStep(game.board, game.steps[game.next++]);
  }
  assert.ok(compared > 100, `states compared: ${compared}`);
});

test('ALS chain, the definition with one-cell sets: 1/2 – 2/3 – 3/4 – 4/1 clears 1 where it sees both ends', () => {
  // A = r1c1 {1,2}, B = r1c5 {2,3} (row 1, restricted on 2), C = r5c5 {3,4} (column 5, on 3), D = r5c7 {4,1} (row 5,
  // on 4); Z = 1 is in A or D, so r1c7 and r5c1, which see both, lose 1.
  const b = CandidateGrid.fromGrid(emptyGrid());
  b.setCandidates(at('r1c1'), bits(1, 2));
  b.setCandidates(at('r1c5'), bits(2, 3));
  b.setCandidates(at('r5c5'), bits(3, 4));
  b.setCandidates(at('r5c7'), bits(1, 4));
  const step = findAlsChain(b);
  assert.ok(step);
  assert.equal(step.technique, 'als-chain');
  assert.deepEqual(
    step.eliminations.map((e) => `${cellName(e.cell)}<>${e.digit}`),
    ['r1c7<>1', 'r5c1<>1'],
  );
  assert.match(say(step), /^ALS chain: A = r1c1 \(1\/2\), B = r1c5 \(2\/3\), C = r5c5 \(3\/4\), D = r5c7 \(1\/4\), /);
  assert.match(
    say(step),
    /restricted digit 2, 3, 4 in turn, so Z = 1 is in A or D, which removes 1 from r1c7 and r5c1$/,
  );
});

test('an ALS chain needs different digits on neighbouring links, and follows the sets in the order HoDoKu collects them', () => {
  // The same digit twice in a row breaks it: B {2,3} entered by 2 holds 3, so C {3,5} holds 5, and D {1,3} on 3
  // again proves nothing.
  const same = CandidateGrid.fromGrid(emptyGrid());
  same.setCandidates(at('r1c1'), bits(1, 2));
  same.setCandidates(at('r1c5'), bits(2, 3));
  same.setCandidates(at('r5c5'), bits(3, 5));
  same.setCandidates(at('r5c7'), bits(1, 3));
  assert.equal(findAlsChain(same), null);
  // HoDoKu walks a chain from each set only to sets collected after it (rows first, then columns and boxes), and its
  // levels are what ours are measured against: the chain r1c1 – r1c5 – r5c5 – r5c2 goes back in that order.
  const backwards = CandidateGrid.fromGrid(emptyGrid());
  backwards.setCandidates(at('r1c1'), bits(1, 2));
  backwards.setCandidates(at('r1c5'), bits(2, 3));
  backwards.setCandidates(at('r5c5'), bits(3, 4));
  backwards.setCandidates(at('r5c2'), bits(1, 4));
  assert.equal(findAlsChain(backwards), null);
});

test('a puzzle HoDoKu solves with an ALS chain is expert, not extreme, and every chain on the way is true', () => {
  // sudoku3m-sample (test/data), which HoDoKu grades Unfair with an ALS chain as its hardest step; before chains
  // were searched the grader needed a forcing chain here.
  const puzzle = '6..4.3.58..8..57..4.2......1...4...3.2.57..6......9......7..9..7.4.3.....6...8...';
  const grid = [...puzzle].map((ch) => (ch === '.' ? 0 : Number(ch)));
  const solution = solve(grid).solution!;
  const graded = grade(grid);
  assert.equal(graded.level, 'expert');
  const chains = graded.steps.filter((s) => s.technique === 'als-chain');
  assert.ok(chains.length > 0, 'an ALS chain is used');
  for (const step of chains)
    for (const { cell, digit } of step.eliminations)
      assert.notEqual(solution[cell], digit, `${say(step)}: removes the solution's ${digit}`);
});
