// Jellyfish on a published example: Mauricio's "4x4x4x4 Jellyfish" puzzle in the enjoysudoku.com forum thread "A
// Pure Jellyfish Collection" (posted 7 Jan 2008; tarek: "a living breathing 4x4x4x4 Jellyfish"), built so that a
// jellyfish is the only technique past the basic ones that makes progress. The post gives the givens, not a
// candidate state, so the test lets the grader take its basic steps (singles, locked candidates, naked and hidden
// subsets) and asserts that the one step past them is a jellyfish on 9 in columns 2, 3, 7 and 8, removing every
// other 9 from their four rows; nothing else past the basics is needed to solve.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { solve } from '../../src/engine/solve/index.ts';
import { findFinnedFish } from '../../src/engine/grade/fish.ts';
import { ALL_DIRTY, SearchMemo } from '../../src/engine/grade/memo.ts';
import {
  CandidateGrid,
  IMPLEMENTED_TECHNIQUES,
  TECHNIQUE_BY_ID,
  applyStep,
  findStep,
  type Step,
  type TechniqueId,
} from '../../src/engine/index.ts';
import { checkExample, keys, load, type Example, type Expectation } from './fixtures/textbook/hodoku.ts';
import { say } from '../words/say.ts';

/** Singles, locked candidates and naked/hidden subsets: the "basic" techniques the post's puzzle may also need. */
const BASIC = new Set<TechniqueId>(
  IMPLEMENTED_TECHNIQUES.filter(
    (id) => id === 'full-house' || /single|locked|naked|hidden-(pair|triple|quad)/.test(id),
  ),
);

const PUZZLE = '.............1.....123.456...........23...78..47.6.12...........318.764..58...23.';

test('Jellyfish: forum example (Mauricio, "A Pure Jellyfish Collection"), 9 in columns 2, 3, 7, 8 and rows 1, 2, 4, 7', () => {
  const givens = [...PUZZLE].map((ch) => (ch === '.' ? 0 : Number(ch)));
  const truth = solve(givens, { limit: 2 });
  assert.equal(truth.count, 1, 'the example puzzle has one solution');
  const solution = truth.solution!;
  const b = CandidateGrid.fromGrid(givens);
  const beyondBasic: Step[] = [];
  let expected: string[] = [];
  for (let i = 0; i < 200 && !b.isSolved(); i++) {
    const step = findStep(b, { unique: true, solution });
    assert.ok(step, 'a step is found');
    for (const e of step.eliminations) assert.notEqual(solution[e.cell], e.digit, say(step));
    if (!BASIC.has(step.technique)) {
      if (beyondBasic.length === 0) {
        // The pattern's own eliminations: every 9 left in rows 1, 2, 4 and 7 outside columns 2, 3, 7 and 8.
        const cells = [0, 1, 3, 6].flatMap((r) => [0, 3, 4, 5, 8].map((c) => r * 9 + c));
        expected = keys(cells.filter((c) => b.has(c, 9)).map((cell) => ({ cell, digit: 9 })));
      }
      beyondBasic.push(step);
    }
    applyStep(b, step);
  }
  assert.ok(b.isSolved(), 'the grader solves the puzzle');
  assert.deepEqual(
    beyondBasic.map((s) => s.technique),
    ['jellyfish'],
    beyondBasic.map((s) => say(s)).join('\n'),
  );
  const [jellyfish] = beyondBasic;
  assert.ok(expected.length > 0, 'the jellyfish removes something');
  assert.deepEqual(keys(jellyfish.eliminations), expected, say(jellyfish));
  assert.match(say(jellyfish), /^Jellyfish on 9 in columns 2, 3, 7 and 8 \(rows 1, 2, 4 and 7\) removes 9 from /);
  for (const k of expected) assert.ok(say(jellyfish).includes(k.split('<>')[0]), `${k} is named`);
});

// Finned and sashimi X-wings on HoDoKu's page examples and regression library: the lines of reglib-1.3.txt (HoDoKu
// 2.2.0 source, © Bernhard Hobiger, GPL v3; copies at github.com/zh3305/HoDoKu and github.com/wyzelli/Hodoku2; see
// fixtures/textbook/hodoku.ts) verbatim. Two of them are the states of the examples on hodoku.sourceforge.net/en/
// tech_fishfs.php (© Bernhard Hobiger, GNU FDL 1.3), as the page's text tells: fbf201 and sbf201.
const FINNED: { name: string; example: Example; want: Expectation }[] = [
  {
    // Page: "an X-Wing in r24/c35 ... an additional base candidate in r2c1 ... This candidate is the fin ... In our
    // example only one cell is part of both sets: r3c3."
    name: 'Finned X-wing: HoDoKu example fbf201 (9 in rows 2 and 4, columns 3 and 5, fin r2c1 => r3c3<>9)',
    example: {
      page: 'hodoku tech_fishfs.php example fbf201 = reglib-1.3.txt :0310: line for 9 => r3c3<>9',
      line: ':0310:9:.+52+6+7.3.+8.3...+5+6+2767..+3+2+5.+1+2+8...61.+5.+6....+2.47+1+452+3+86+9+82+73+149+5+6.9.+2+67+48+3+3+469+58+71+2::933::',
    },
    want: {
      technique: 'finned-x-wing',
      words: /^Finned X-wing on 9 in rows 2 and 4 \(columns 3 and 5\) with fin r2c1 removes 9 from r3c3$/,
    },
  },
  {
    // Base columns this time: 6 in columns 2 and 5 lies in rows 3 and 6 but for r1c2, which sees r3c1 in box 1.
    name: 'Finned X-wing: HoDoKu reglib-1.3.txt (6 in columns 2 and 5, rows 3 and 6, fin r1c2 => r3c1<>6)',
    example: {
      page: 'hodoku reglib-1.3.txt, :0310: line for 6 => r3c1<>6',
      line: ':0310:6:2...8.+4+19......+865..+8...7+2+3+17..2.35+8...+8.1+6+728.+2...+1+9+4.8....+9+315+41.7.2869+236+1+8+5+4+7::631::',
    },
    want: {
      technique: 'finned-x-wing',
      words: /^Finned X-wing on 6 in columns 2 and 5 \(rows 3 and 6\) with fin r1c2 removes 6 from r3c1$/,
    },
  },
  {
    // Page: "a (Finned) Sashimi X-Wing in c36/r37 with two fins at r89c3 ... r7c1 is the only cover candidate that
    // can see both fins, it can be eliminated." Without the fins, column 3 would keep one 3: the X-wing degenerates.
    name: 'Sashimi X-wing: HoDoKu example sbf201 (3 in columns 3 and 6, rows 3 and 7, fins r8c3, r9c3 => r7c1<>3)',
    example: {
      page: 'hodoku tech_fishfs.php example sbf201 = reglib-1.3.txt :0320: line for 3 => r7c1<>3',
      line: ':0320:3:......3+8+99.4..2+561....9.72+4+4619+2+78+53+8+5+93+64+17+2..2...+4+9+6.97.1..4+85....8+9.+7.....+9..+5::371::',
    },
    want: {
      technique: 'sashimi-x-wing',
      words: /^Sashimi X-wing on 3 in columns 3 and 6 \(rows 3 and 7\) with fins r8c3 and r9c3 removes 3 from r7c1$/,
    },
  },
  {
    name: 'Sashimi X-wing: HoDoKu reglib-1.3.txt (8 in rows 1 and 4, columns 5 and 9, fins r4c7, r4c8 => r56c9<>8)',
    example: {
      page: 'hodoku reglib-1.3.txt, first :0320: line (Sashimi X-Wing) => r5c9<>8, r6c9<>8',
      line: ':0320:8:4..5.769....+3....2.68+1...3.65.2.4..9...+73.4.....9.......+68........+6.3..73894+7....::859 869::',
    },
    want: {
      technique: 'sashimi-x-wing',
      words:
        /^Sashimi X-wing on 8 in rows 1 and 4 \(columns 5 and 9\) with fins r4c7 and r4c8 removes 8 from r5c9 and r6c9$/,
    },
  },
  // Swordfish and jellyfish with fins (HoDoKu: Unfair, our expert), from the same library: its :0311:, :0321:, :0312:
  // and :0322: lines are Finned Swordfish, Sashimi Swordfish, Finned Jellyfish and Sashimi Jellyfish test cases, each
  // a candidate state where that fish (and no other instance of it) makes the published elimination. On these the
  // fish is the grader's first step: nothing tried before it applies.
  {
    // Rows 1, 3 and 4 hold their 5s in columns 3, 4 and 7 but for r4c8, which sees r5c7 in box 6.
    name: 'Finned swordfish: HoDoKu reglib-1.3.txt (5 in rows 1, 3, 4, columns 3, 4, 7, fin r4c8 => r5c7<>5)',
    example: {
      page: 'hodoku reglib-1.3.txt, first :0311: line (Finned Swordfish) => r5c7<>5',
      line: ':0311:5:.+6.4+1+7.+83+3+1+4+98..+7.8+7..+6+39147+43.29..+8..+8+3+4+6.2+7..6.+7.34+96..+75+4+8+314+3+1.+9.7..58+7631+4+9+2::557::',
    },
    want: {
      technique: 'finned-swordfish',
      words: /^Finned swordfish on 5 in rows 1, 3 and 4 \(columns 3, 4 and 7\) with fin r4c8 removes 5 from r5c7$/,
    },
  },
  {
    // Base columns: 7 in columns 1, 5 and 9 lies in rows 3, 5 and 7 but for r1c9, which sees r3c7 in box 3.
    name: 'Finned swordfish: HoDoKu reglib-1.3.txt (7 in columns 1, 5, 9, rows 3, 5, 7, fin r1c9 => r3c7<>7)',
    example: {
      page: 'hodoku reglib-1.3.txt, third :0311: line (Finned Swordfish) => r3c7<>7',
      line: ':0311:7:+2.3.+186+5.41+6+75+39+8+2.+5+8.+26.1.84.3+6+2.9+5+62.+8.543.5+3.1+4.+8+2+6.+6+52...+4+83.+4+58.26..+8+2+6.45+7.::737::',
    },
    want: {
      technique: 'finned-swordfish',
      words: /^Finned swordfish on 7 in columns 1, 5 and 9 \(rows 3, 5 and 7\) with fin r1c9 removes 7 from r3c7$/,
    },
  },
  {
    // Without its fin r3c1, column 1 would keep a single 6 in rows 2, 6 and 8: the swordfish is sashimi.
    name: 'Sashimi swordfish: HoDoKu reglib-1.3.txt (6 in columns 1, 3, 5, rows 2, 6, 8, fin r3c1 => r2c2<>6)',
    example: {
      page: 'hodoku reglib-1.3.txt, second :0321: line (Sashimi Swordfish) => r2c2<>6',
      line: ':0321:6:5+8.74...+39..+3.8....4319+5..+22.7..+9.3+64.8.3.5+79+39...+72.1+8+2.+97361....5....8+1...84..7:613 122 623 664 686 693:622::',
    },
    want: {
      technique: 'sashimi-swordfish',
      words: /^Sashimi swordfish on 6 in columns 1, 3 and 5 \(rows 2, 6 and 8\) with fin r3c1 removes 6 from r2c2$/,
    },
  },
  {
    name: 'Sashimi swordfish: HoDoKu reglib-1.3.txt (6 in rows 6, 7, 9, columns 2, 6, 8, fin r6c4 => r4c6<>6)',
    example: {
      page: 'hodoku reglib-1.3.txt, third :0321: line (Sashimi Swordfish) => r4c6<>6',
      line: ':0321:6:+8.3.14.2..+4....8...+1..385.4+7+3184..+52.+25+37+14+8.4.+8.523..3.418.+2....9..+3+1+4+8+18+249.7..:612 712 614 914 919 621 526 628 728 928 629 729 929 631 638 668 968 669 969 572 679 584 684 699:646::',
    },
    want: {
      technique: 'sashimi-swordfish',
      words: /^Sashimi swordfish on 6 in rows 6, 7 and 9 \(columns 2, 6 and 8\) with fin r6c4 removes 6 from r4c6$/,
    },
  },
  {
    name: 'Finned jellyfish: HoDoKu reglib-1.3.txt (8 in rows 1, 3, 5, 8, columns 4, 6, 8, 9, fin r8c7 => r7c9<>8)',
    example: {
      page: 'hodoku reglib-1.3.txt, first :0312: line (Finned Jellyfish) => r7c9<>8',
      line: ':0312:8:+64+12+5.7.3+3826+7..+1+5....+31+6...9+3+1.+6..+74+1+6.27+3.......3.61.+2.+7+65+13.+765+31....+13...+2+576:934 938 939 979 986 993:879::',
    },
    want: {
      technique: 'finned-jellyfish',
      words:
        /^Finned jellyfish on 8 in rows 1, 3, 5 and 8 \(columns 4, 6, 8 and 9\) with fin r8c7 removes 8 from r7c9$/,
    },
  },
  {
    // Row 9's only 8 in the cover columns is r9c1 once the fin r9c3 is set aside: sashimi.
    name: 'Sashimi jellyfish: HoDoKu reglib-1.3.txt (8 in rows 1, 4, 6, 9, columns 1, 2, 8, 9, fin r9c3 => r78c12<>8)',
    example: {
      page: 'hodoku reglib-1.3.txt, second :0322: line (Sashimi Jellyfish) => r7c1, r7c2, r8c1, r8c2<>8',
      line: ':0322:8:..+34+16+2..2+6...+3+1.41.+4....36.463+7+15.+2.+2184......7+62.+41...5.3..41..+2+1.+4...+4+1.5+6732.:536 936 976:871 872 881 882::',
    },
    want: {
      technique: 'sashimi-jellyfish',
      words:
        /^Sashimi jellyfish on 8 in rows 1, 4, 6 and 9 \(columns 1, 2, 8 and 9\) with fin r9c3 removes 8 from r7c1, r7c2, r8c1 and r8c2$/,
    },
  },
];

for (const { name, example, want } of FINNED)
  test(name, () => {
    checkExample(example, want);
  });

test('a sashimi X-wing is not a finned one, and the reverse: each search skips the other kind', () => {
  const [fbf201, , sbf201] = FINNED;
  assert.equal(findFinnedFish(load(sbf201.example).candidates, 2, false)?.technique ?? null, null);
  assert.equal(findFinnedFish(load(fbf201.example).candidates, 2, true)?.technique ?? null, null);
});

test('one pass serves both kinds, but not for digits the pass did not search', () => {
  // The memo keeps the pass of the first caller; a caller with more dirty digits searches again (sbf201's sashimi is on
  // 3: a finned search on 9 alone must not hide it).
  const { candidates } = load(FINNED[2].example);
  const memo = new SearchMemo();
  memo.begin(candidates);
  assert.equal(findFinnedFish(candidates, 2, false, { ...ALL_DIRTY, digits: 1 << 8 }, memo), null);
  const sashimi = findFinnedFish(candidates, 2, true, ALL_DIRTY, memo);
  assert.deepEqual(keys(sashimi?.eliminations ?? []), ['r7c1<>3']);
  assert.equal(findFinnedFish(candidates, 2, true, { ...ALL_DIRTY, digits: 1 << 2 }, memo), sashimi);
});

test('a pass that skipped unchanged base lines serves no caller that needs them', () => {
  // After removals only, a finder may skip bases on lines where the digit did not change (memo.ts). A pass told that
  // no line of 3 changed finds no sashimi on 3; a caller for whom every line is dirty must search again and find it.
  const { candidates } = load(FINNED[2].example);
  const memo = new SearchMemo();
  memo.begin(candidates);
  const nothingChanged = { ...ALL_DIRTY, digitUnits: new Int32Array(10), shrunk: true };
  assert.equal(findFinnedFish(candidates, 2, false, nothingChanged, memo), null);
  assert.equal(findFinnedFish(candidates, 2, true, nothingChanged, memo), null);
  const sashimi = findFinnedFish(candidates, 2, true, ALL_DIRTY, memo);
  assert.deepEqual(keys(sashimi?.eliminations ?? []), ['r7c1<>3']);
});

test('finned and sashimi X-wings are hard, weighted 130 and 150 as HoDoKu, and tried after the unique rectangles', () => {
  const at = (id: TechniqueId): number => IMPLEMENTED_TECHNIQUES.indexOf(id);
  assert.deepEqual(
    (['finned-x-wing', 'sashimi-x-wing'] as const).map((id) => [TECHNIQUE_BY_ID[id].level, TECHNIQUE_BY_ID[id].weight]),
    [
      ['hard', 130],
      ['hard', 150],
    ],
  );
  assert.ok(at('unique-rectangle-4') < at('finned-x-wing'));
  assert.equal(at('sashimi-x-wing'), at('finned-x-wing') + 1);
});

test("finned and sashimi swordfish and jellyfish are expert (HoDoKu's Unfair), weighted as HoDoKu, tried in its order", () => {
  // HoDoKu's StepConfig index order: 4200 Sashimi X-Wing, 4300 Finned Swordfish, 4400 Sashimi Swordfish, 4500 Finned
  // Jellyfish, 4600 Sashimi Jellyfish, then 5300 Sue de Coq and 5330 Simple Colors (Hard).
  const ids = ['finned-swordfish', 'sashimi-swordfish', 'finned-jellyfish', 'sashimi-jellyfish'] as const;
  assert.deepEqual(
    ids.map((id) => [TECHNIQUE_BY_ID[id].level, TECHNIQUE_BY_ID[id].weight]),
    [
      ['expert', 200],
      ['expert', 240],
      ['expert', 250],
      ['expert', 260],
    ],
  );
  const at = (id: TechniqueId): number => IMPLEMENTED_TECHNIQUES.indexOf(id);
  ids.forEach((id, i) => assert.equal(at(id), at('sashimi-x-wing') + 1 + i, id));
  assert.equal(at('sue-de-coq'), at('sashimi-jellyfish') + 1);
  assert.equal(at('simple-colouring'), at('sue-de-coq') + 1);
});

test('each size finds its own fish: the swordfish search finds no X-wing, the X-wing search no swordfish', () => {
  const swordfish = load(FINNED.find((f) => f.want.technique === 'finned-swordfish')!.example).candidates;
  assert.equal(findFinnedFish(swordfish, 2, false), null);
  assert.equal(findFinnedFish(swordfish, 2, true), null);
  assert.equal(findFinnedFish(swordfish, 3, false)?.technique, 'finned-swordfish');
  const xWing = load(FINNED[0].example).candidates;
  assert.equal(findFinnedFish(xWing, 2, false)?.technique, 'finned-x-wing');
});

test('a pass that stopped at the first finned fish leaves the sashimi search to run again', () => {
  // The first finned swordfish example also holds a sashimi swordfish on 5 (in columns), met after the finned one
  // (in rows): the finned search stops there, so the sashimi caller on the same state must not take "none" from it.
  const { candidates } = load(FINNED.find((f) => f.want.technique === 'finned-swordfish')!.example);
  const memo = new SearchMemo();
  memo.begin(candidates);
  assert.deepEqual(keys(findFinnedFish(candidates, 3, false, ALL_DIRTY, memo)?.eliminations ?? []), ['r5c7<>5']);
  const sashimi = findFinnedFish(candidates, 3, true, ALL_DIRTY, memo);
  assert.match(
    sashimi ? say(sashimi) : '',
    /^Sashimi swordfish on 5 in columns 6, 8 and 9 \(rows 2, 4 and 8\) with fin r6c6 /,
  );
  assert.deepEqual(sashimi, findFinnedFish(candidates, 3, true));
});
