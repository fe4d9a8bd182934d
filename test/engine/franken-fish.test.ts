// Finned Franken swordfish on the rated sample: puzzle 2370 of sudoku3m-sample (the development half,
// test/data/sudoku3m-dev-ratings.tsv.gz), which HoDoKu grades Unfair with a Finned Franken Swordfish as its hardest
// step. Before this technique we needed a forcing chain there (extreme). The grader must reach a state where the
// Franken fish is the first progress (every easier row, tried first, finds nothing), every step it takes must be true
// of the solution, and the puzzle must come out expert, as HoDoKu's level.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { solve } from '../../src/engine/solve/index.ts';
import { findFinnedFrankenSwordfish, forgetPairVerdicts } from '../../src/engine/grade/franken-fish.ts';
import { puzzleLines } from '../data/puzzles.ts';
import { CandidateGrid, applyStep, findStep, grade, type SearchContext } from '../../src/engine/index.ts';
import { say } from '../words/say.ts';

const PUZZLE = '..7.8....21...5.8.8..1.9....2.5.3..63.......7...2..1..134.....87....2......6...3.';

test('Finned Franken swordfish: sample puzzle 2370 needs one and grades expert, as HoDoKu', () => {
  const givens = [...PUZZLE].map((ch) => (ch === '.' ? 0 : Number(ch)));
  const truth = solve(givens, { limit: 2 });
  assert.equal(truth.count, 1, 'the sample puzzle has one solution');
  const solution = truth.solution!;
  const ctx: SearchContext = { unique: true, solution, givens };
  const b = CandidateGrid.fromGrid(givens);
  let franken = 0;
  for (let i = 0; i < 400 && !b.isSolved(); i++) {
    const step = findStep(b, ctx);
    assert.ok(step, 'the grader finds a step');
    if (step.technique === 'finned-franken-swordfish') {
      franken++;
      assert.ok(step.eliminations.length > 0, say(step));
      for (const { cell, digit } of step.eliminations) assert.notEqual(solution[cell], digit, say(step));
      assert.match(say(step), /^Finned Franken swordfish on \d in .* with fins? .* removes /);
    }
    applyStep(b, step);
  }
  assert.ok(b.isSolved(), 'the grade finishes');
  assert.ok(franken > 0, 'a finned Franken swordfish is the first progress at some point');
  const g = grade(givens);
  assert.equal(g.level, 'expert');
  assert.ok(g.steps.some((s) => s.technique === 'finned-franken-swordfish'));
});

test('Finned Franken swordfish: nothing on a grid without candidates', () => {
  const givens = [...PUZZLE].map((ch) => (ch === '.' ? 0 : Number(ch)));
  const b = CandidateGrid.fromGrid(solve(givens, { limit: 1 }).solution!);
  assert.equal(findFinnedFrankenSwordfish(b), null);
});

// The search prunes bases before enumerating covers (franken-prune.ts); it must find exactly the fish the plain
// enumeration finds first. The reference below is that enumeration, written out without any pruning: digit, rows and
// boxes as base before columns and boxes, base sets then cover sets in ascending order, at most five fins (endo fins
// included), at least one, and a box among the six sets. It is compared with the finder on every state where the
// grader reaches the Franken fish, on the three sample puzzles HoDoKu grades with one.
const UNIT_CELLS_OF = (u: number): number[] =>
  Array.from({ length: 81 }, (_, c) => c).filter((c) => {
    const [r, k] = [Math.floor(c / 9), c % 9];
    return u < 9 ? r === u : u < 18 ? k === u - 9 : Math.floor(r / 3) * 3 + Math.floor(k / 3) === u - 18;
  });
const UNIT_OF = Array.from({ length: 27 }, (_, u) => new Set(UNIT_CELLS_OF(u)));
const seesCell = (a: number, b: number): boolean => a !== b && UNIT_OF.some((set) => set.has(a) && set.has(b));

function reference(b: CandidateGrid): string | null {
  const triples = (units: number[]): number[][] =>
    units.flatMap((u1, i) => units.slice(i + 1).flatMap((u2, j) => units.slice(i + j + 2).map((u3) => [u1, u2, u3])));
  for (let d = 1; d <= 9; d++) {
    const holds = (c: number): boolean => b.has(c, d);
    const cellsOf = (u: number): number[] => UNIT_CELLS_OF(u).filter(holds);
    for (const lineStart of [0, 9]) {
      const lines = (start: number): number[] => Array.from({ length: 9 }, (_, i) => start + i);
      const boxes = lines(18);
      const bases = [...lines(lineStart), ...boxes].filter((u) => cellsOf(u).length > 0);
      for (const base of triples(bases)) {
        const inBase = (c: number): number => base.filter((u) => UNIT_OF[u].has(c)).length;
        const baseCells = [...new Set(base.flatMap(cellsOf))];
        const covers = [...lines(9 - lineStart), ...boxes.filter((u) => !base.includes(u))].filter((u) =>
          cellsOf(u).some((c) => inBase(c) > 0),
        );
        for (const cover of triples(covers)) {
          if (!base.some((u) => u >= 18) && !cover.some((u) => u >= 18)) continue;
          const covered = (c: number): boolean => cover.some((u) => UNIT_OF[u].has(c));
          const fins = baseCells.filter((c) => !covered(c) || inBase(c) > 1);
          if (fins.length === 0 || fins.length > 5) continue;
          const gone = [...new Set(cover.flatMap(cellsOf))]
            .filter((c) => inBase(c) === 0 && fins.every((f) => seesCell(f, c)))
            .sort((x, y) => x - y);
          if (gone.length > 0) return `${d} ${base.join(',')} ${cover.join(',')} ${gone.join(',')}`;
        }
      }
    }
  }
  return null;
}

const SAMPLE: readonly string[] = [
  PUZZLE,
  '6...745......5.9.....8......179.6..3..6.8.....9......2....9.1.58....1.6....4...2.',
  '1...7....37...5......9...1693......2.....6.5..4..8.........7..9.8..9.4..6....457.',
];

test('Finned Franken swordfish: the pruned search finds what the plain enumeration finds first', () => {
  let compared = 0;
  let fish = 0;
  for (const puzzle of SAMPLE) {
    const givens = [...puzzle].map((ch) => (ch === '.' ? 0 : Number(ch)));
    const ctx: SearchContext = { unique: true, solution: solve(givens, { limit: 1 }).solution!, givens };
    const b = CandidateGrid.fromGrid(givens);
    for (let i = 0; i < 400 && !b.isSolved(); i++) {
      const step = findStep(b, ctx);
      assert.ok(step, 'the grader finds a step');
      if (step.technique === 'finned-franken-swordfish' || step.technique === 'forcing-chain') {
        const ours = findFinnedFrankenSwordfish(b);
        const units = ours?.units ?? [];
        const got = ours
          ? `${ours.digits[0]} ${units.slice(0, 3).join(',')} ${units.slice(3).join(',')} ` +
            ours.eliminations.map((e) => e.cell).join(',')
          : null;
        assert.equal(got, reference(b), `puzzle ${puzzle}, step ${i}`);
        compared++;
        if (got) fish++;
      }
      applyStep(b, step);
    }
  }
  assert.ok(compared >= 3 && fish >= 3, `compared ${compared} states, ${fish} with a fish`);
});

// The search keeps its verdicts on pairs of base units from one state to the next while the digit's candidates in them
// are unchanged and only removals happened elsewhere (franken-fish.ts). A kept verdict must never hide a fish: on every
// state of several grades (not only where the grader reaches the Franken fish), the search with verdicts carried over
// from the previous state and across puzzles must answer exactly what a search that forgot them all answers.
test('Finned Franken swordfish: verdicts kept from earlier states change no answer', () => {
  const HARD = puzzleLines('sudoku3m-sample').slice(4500);
  const puzzles = [...SAMPLE, ...HARD.filter((_, i) => i % 300 === 11)];
  const walk = (fresh: boolean): (string | null)[] => {
    forgetPairVerdicts();
    const answers: (string | null)[] = [];
    for (const puzzle of puzzles) {
      const givens = [...puzzle].map((ch) => (ch === '.' ? 0 : Number(ch)));
      const truth = solve(givens, { limit: 2 });
      const ctx: SearchContext = { unique: truth.count === 1, solution: truth.solution!, givens };
      const b = CandidateGrid.fromGrid(givens);
      for (let i = 0; i < 400 && !b.isSolved(); i++) {
        if (fresh) forgetPairVerdicts();
        const ours = findFinnedFrankenSwordfish(b);
        answers.push(ours ? say(ours) : null);
        const step = findStep(b, ctx);
        assert.ok(step, 'the grader finds a step');
        applyStep(b, step);
      }
    }
    return answers;
  };
  const kept = walk(false);
  const fresh = walk(true);
  assert.deepEqual(kept, fresh);
  assert.ok(kept.length >= 300, `only ${kept.length} states compared`);
  assert.ok(kept.filter((a) => a !== null).length >= 5, 'few states with a Franken fish');
});
