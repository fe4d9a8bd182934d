// Skyscraper, 2-string kite and Turbot fish on HoDoKu's published examples (hodoku.sourceforge.net/en/
// show_example.php, © Bernhard Hobiger, GNU FDL 1.3): the page's candidate grid exactly as published, and the page's
// stated result. Each test asserts that the easiest step on that grid is the technique, with the published
// eliminations, none of which is a solution digit, and a sentence naming the pattern's digit, cells and units.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { solve } from '../../src/engine/solve/index.ts';
import {
  CandidateGrid,
  TECHNIQUE_BY_ID,
  findStep,
  grade,
  type Step,
  type TechniqueId,
} from '../../src/engine/index.ts';
import { findSkyscraper, findTurbotFish, findTwoStringKite } from '../../src/engine/grade/single-digit.ts';

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

const parseLine = (line: string): number[] => [...line].map((ch) => (ch === '.' ? 0 : Number(ch)));

/** HoDoKu's "r1c78<>1" as sorted "cell:digit" keys, from [row, column, digit] triples (1-based). */
const keys = (list: [number, number, number][]): string[] =>
  list.map(([r, c, d]) => `${(r - 1) * 9 + c - 1}:${d}`).sort();

/** The easiest step on the published grid, checked against the puzzle's solution. */
function easiestStep(page: string, puzzle: string, marks: string): Step {
  const truth = solve(parseLine(puzzle), { limit: 2 });
  assert.equal(truth.count, 1, `${page}: the example puzzle is unique`);
  const step = findStep(boardFromMarks(marks), { unique: true, solution: truth.solution });
  assert.ok(step, `${page}: a step is found`);
  for (const e of step.eliminations) assert.notEqual(truth.solution![e.cell], e.digit, `${page}: ${step.text}`);
  return step;
}

const elimKeys = (step: Step): string[] => step.eliminations.map((e) => `${e.cell}:${e.digit}`).sort();

const SK01 = {
  page: 'hodoku show_example.php?file=sk01&tech=Skyscraper',
  puzzle: '...........19.2.6......679.9.2...6..37....95...5.....414...3..57.9.24......8.....',
  marks: `
    6    9    7 | 1345  13458  158 | 1458  148  2
    45   58   1 | 9     7      2   | 458   6    3
    245  258  3 | 145   1458   6   | 7     9    18
    9    1    2 | 345   3458   58  | 6     38   7
    3    7    4 | 2     6      18  | 9     5    18
    8    6    5 | 7     13     9   | 13    2    4
    1    4    8 | 6     9      3   | 2     7    5
    7    35   9 | 15    2      4   | 138   138  6
    25   235  6 | 8     15     7   | 134   134  9`,
};

test('Skyscraper: HoDoKu example sk01 (1 in r1c6, r3c9, connected by r5c69)', () => {
  const step = easiestStep(SK01.page, SK01.puzzle, SK01.marks);
  assert.equal(step.technique, 'skyscraper', step.text);
  // Skyscraper: 1 in r1c6,r3c9 (connected by r5c69) => r1c78,r3c45<>1
  assert.deepEqual(
    elimKeys(step),
    keys([
      [1, 7, 1],
      [1, 8, 1],
      [3, 4, 1],
      [3, 5, 1],
    ]),
  );
  assert.equal(
    step.text,
    'Skyscraper on 1 in columns 6 and 9 (base r5c6, r5c9 in row 5; tops r1c6, r3c9): one top is 1, ' +
      'which removes 1 from r1c7, r1c8, r3c4 and r3c5',
  );
  assert.equal(step.links?.length, 3, 'drawn as strong, weak, strong');
});

test('2-string kite: HoDoKu example d2sk01 (one of the two kites on 1 of its dual kite)', () => {
  const step = easiestStep(
    'hodoku show_example.php?file=d2sk01&tech=Dual+2-String+Kite',
    '32..479.6..6........5.9..3.....7.......9.1..5..28..7.........7.6.3..4....5..26143',
    `
    3    2     18  | 5  4   7 | 9    18   6
    789  89    6   | 2  1   3 | 48   5    47
    17   4     5   | 6  9   8 | 2    3    17
    5    3689  189 | 4  7   2 | 38   168  19
    48   368   7   | 9  36  1 | 348  2    5
    149  369   2   | 8  36  5 | 7    16   149
    2    1     4   | 3  5   9 | 6    7    8
    6    7     3   | 1  8   4 | 5    9    2
    89   5     89  | 7  2   6 | 1    4    3`,
  );
  assert.equal(step.technique, 'two-string-kite', step.text);
  // Dual 2-String Kite: 1 in r1c8,r6c1/in r3c9,r4c3 (connected by r1c3,r3c1) => r4c9,r6c8<>1. The grader takes one
  // kite at a time (HoDoKu's default too, duals off): the first, r1c8/r6c1 joined by r1c3 and r3c1 in box 1.
  assert.deepEqual(elimKeys(step), keys([[6, 8, 1]]));
  assert.equal(
    step.text,
    '2-string kite on 1 in row 1 (r1c8, r1c3) and column 1 (r3c1, r6c1), joined in box 1: r1c8 or r6c1 is 1, ' +
      'which removes 1 from r6c8',
  );
});

test('2-string kite: HoDoKu example d2sk02 is a kite, and every kite it holds is true', () => {
  const page = 'hodoku show_example.php?file=d2sk02&tech=Dual+2-String+Kite';
  const puzzle = '...1.7......9.5.....3.8.5...9.....7...52.64..1.......87.......9..6.4.3...2.....1.';
  const marks = `
    5    46  9 | 1    236  7   | 8  246  346
    246  8   7 | 9    236  5   | 1  246  346
    26   1   3 | 46   8    24  | 5  9    7
    36   9   4 | 358  1    38  | 2  7    56
    8    7   5 | 2    9    6   | 4  3    1
    1    36  2 | 345  7    34  | 9  56   8
    7    34  1 | 38   25   238 | 6  45   9
    9    5   6 | 7    4    1   | 3  8    2
    34   2   8 | 36   56   9   | 7  1    45`;
  // The page shows the dual kite on 4 (=> r1c9,r2c8<>4); the grid also holds a kite on 3, which comes first by digit.
  const step = easiestStep(page, puzzle, marks);
  assert.equal(step.technique, 'two-string-kite', step.text);
  assert.match(step.text, /^2-string kite on 3 in row 9 .* removes 3 from r6c4$/);
  // With the 3s gone, the next kite is one half of the published dual: r2c1/r7c8 or r1c2/r9c9 on 4.
  const b = boardFromMarks(marks);
  b.eliminate(5 * 9 + 3, 3);
  const next = findTwoStringKite(b);
  assert.ok(next);
  assert.ok(
    [keys([[1, 9, 4]]), keys([[2, 8, 4]])].some((k) => k.join() === elimKeys(next).join()),
    next.text,
  );
});

const TF04 = {
  page: 'hodoku show_example.php?file=tf04&tech=Turbot+Fish',
  puzzle: '9....5.....149.2.6.64..35..3..7.18......6..3......9..4.2....46.48...............2',
  marks: `
    9     7    28   | 6      128    5  | 13    4      138
    5     3    1    | 4      9      78 | 2     78     6
    28    6    4    | 128    1278   3  | 5     1789   1789
    3     59   6    | 7      4      1  | 8     2      59
    178   4    5789 | 58     6      2  | 179   3      1579
    1278  15   2578 | 358    358    9  | 6     157    4
    17    2    3579 | 13589  13578  78 | 4     6      135789
    4     8    3579 | 12359  12357  6  | 1379  1579   13579
    6     159  3579 | 13589  13578  4  | 1379  15789  2`,
};

test('Turbot fish: HoDoKu example tf04 (8r2c6=8r7c6-8r7c9=8r9c8), the same chain HoDoKu picks', () => {
  const step = easiestStep(TF04.page, TF04.puzzle, TF04.marks);
  assert.equal(step.technique, 'turbot-fish', step.text);
  // Turbot Fish: 8r2c6=8r7c6-8r7c9=8r9c8 => r2c8<>8
  assert.deepEqual(elimKeys(step), keys([[2, 8, 8]]));
  assert.equal(
    step.text,
    'Turbot fish on 8 (r2c6=r7c6-r7c9=r9c8, strong links in column 6 and box 9): r2c6 or r9c8 is 8, ' +
      'which removes 8 from r2c8',
  );
});

test('an X-wing is not a skyscraper, and a shared cell makes no kite', () => {
  // 5 only in r1c1, r1c5, r4c1, r4c5 and r4c9, and in r8c7, r9c7: columns 1 and 5 make an X-wing (its "tops" r4c1
  // and r4c5 share row 4, so r4c9 is the X-wing's to remove), and row 1 meets column 1 in one shared cell, r1c1,
  // which is no kite (r4c5 may well be 5).
  const b = new CandidateGrid();
  for (const c of [0, 4, 27, 31, 35, 69, 78]) b.cands[c] = 1 << 4;
  for (let c = 0; c < 81; c++) if (b.cands[c] === 0) b.values[c] = 1; // every other cell is solved
  assert.equal(findSkyscraper(b), null);
  assert.equal(findTwoStringKite(b), null);
});

test('the three patterns are hard, weighted as HoDoKu, and tried after BUG+1 and before the W-wing', () => {
  assert.deepEqual(
    (['skyscraper', 'two-string-kite', 'turbot-fish'] satisfies TechniqueId[]).map((id) => {
      const t = TECHNIQUE_BY_ID[id];
      return [t.level, t.weight];
    }),
    [
      ['hard', 130],
      ['hard', 150],
      ['hard', 120],
    ],
  );
  const order = Object.keys(TECHNIQUE_BY_ID);
  const at = (id: string): number => order.indexOf(id);
  assert.ok(at('bug-plus-1') < at('skyscraper'));
  assert.ok(at('skyscraper') < at('two-string-kite') && at('two-string-kite') < at('turbot-fish'));
  assert.ok(at('turbot-fish') < at('w-wing'));
});

test('the sk01 puzzle grades with a single-digit pattern and every step is true', () => {
  const puzzle = parseLine(SK01.puzzle);
  const truth = solve(puzzle, { limit: 2 }).solution!;
  const g = grade(puzzle);
  assert.ok(g.solved);
  assert.ok(
    g.steps.some((s) => ['skyscraper', 'two-string-kite', 'turbot-fish'].includes(s.technique)),
    g.steps.map((s) => s.technique).join(', '),
  );
  for (const s of g.steps) for (const e of s.eliminations) assert.notEqual(truth[e.cell], e.digit, s.text);
  // Direct finders agree with the search: none of them changes the board they inspect.
  const b = boardFromMarks(SK01.marks);
  const before = b.cands.slice();
  findTurbotFish(b);
  assert.deepEqual(b.cands, before);
});
