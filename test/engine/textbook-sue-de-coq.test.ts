// Sue de Coq (HoDoKu: hodoku.sourceforge.net/en/tech_misc.php; Unfair, our expert, 250) on HoDoKu's regression
// library: the :1101: lines of reglib-1.3.txt (HoDoKu 2.2.0 source, © Bernhard Hobiger, GPL v3; copies at
// github.com/zh3305/HoDoKu and github.com/wyzelli/Hodoku2; see fixtures/textbook/hodoku.ts) verbatim. Each is a
// candidate state with a Sue de Coq and its published eliminations; on these it is the grader's first step.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { findSueDeCoq } from '../../src/engine/grade/sue-de-coq.ts';
import { CandidateGrid, IMPLEMENTED_TECHNIQUES, TECHNIQUE_BY_ID } from '../../src/engine/index.ts';
import { emptyGrid } from '../../src/engine/grid.ts';
import { checkExample, keys, type Example, type Expectation } from './fixtures/textbook/hodoku.ts';
import { say } from '../words/say.ts';

const EXAMPLES: { name: string; example: Example; want: Expectation }[] = [
  {
    // r5c7, r5c8, r5c9 hold 1/4/7/8/9, two digits more than cells: r5c5 (1/8) takes two of them in the row, r4c7
    // (7/9) two others in the box, so 4 is in the three cells, 1 and 8 leave the rest of row 5, 7 and 9 the box.
    name: 'Sue de Coq: HoDoKu reglib-1.3.txt (r5c789 1/4/7/8/9 with r5c5 1/8 and r4c7 7/9)',
    example: {
      page: 'hodoku reglib-1.3.txt, second :1101: line (Sue de Coq) => r4c8<>7, r4c9<>9, r5c2<>8, r6c7<>9, r6c9<>9',
      line: ':1101:789:+3+24+8+6+1+59765+7+9+4+3+82191+8+5+273+642.1+43....5.32.6...+4..+7.....+1..6.....+8..1746..7..+39..1.::748 852 949 967 969::',
    },
    want: {
      technique: 'sue-de-coq',
      words:
        /^Sue de Coq: r5c7, r5c8 and r5c9 \(1\/4\/7\/8\/9\) in row 5 and box 6, with r5c5 \(1\/8\) in the row and r4c7 \(7\/9\) in the box, removes 7 from r4c8, 9 from r4c9, r6c7 and r6c9, and 8 from r5c2$/,
    },
  },
  {
    // A column and two-cell sets: r1c7 and r2c7 (2/3/7) in column 7, r9c8 (1/9) in box 9.
    name: 'Sue de Coq: HoDoKu reglib-1.3.txt (r89c7 1/2/3/7/9 with r12c7 2/3/7 and r9c8 1/9)',
    example: {
      page: 'hodoku reglib-1.3.txt, third :1101: line (Sue de Coq) => 9 eliminations in column 7 and box 9',
      line: ':1101:1379:+51.....49..9315.68...+9.+45......96......4.+3.2..3........6...78......4...67.5+63...4::178 179 188 347 747 757 767 978 988::',
    },
    want: {
      technique: 'sue-de-coq',
      words:
        /^Sue de Coq: r8c7 and r9c7 \(1\/2\/3\/7\/9\) in column 7 and box 9, with r1c7 and r2c7 \(2\/3\/7\) in the column and r9c8 \(1\/9\) in the box, removes /,
    },
  },
  {
    // Six digits in two cells: three row cells (2/3/8/9) and one box cell (1/6) take four of them.
    name: 'Sue de Coq: HoDoKu reglib-1.3.txt (r7c45 1/2/3/6/8/9 with r7c128 2/3/8/9 and r9c6 1/6)',
    example: {
      page: 'hodoku reglib-1.3.txt, fourth :1101: line (Sue de Coq) => r7c3<>2/9, r8c4<>1/6, r8c5<>6, r8c6<>1/6, r9c4<>1/6',
      line: ':1101:1269:.....3+5+1+7+1+3+5+42+786+9867+91+54..+6+935+4+82+717183.+2.+54+2+54...........47.55......+4.....+5..9.::184 186 194 273 684 685 686 694 973::',
    },
    want: {
      technique: 'sue-de-coq',
      words:
        /^Sue de Coq: r7c4 and r7c5 \(1\/2\/3\/6\/8\/9\) in row 7 and box 8, with r7c1, r7c2 and r7c8 \(2\/3\/8\/9\) in the row and r9c6 \(1\/6\) in the box, removes 2 and 9 from r7c3, /,
    },
  },
];

for (const { name, example, want } of EXAMPLES)
  test(name, () => {
    checkExample(example, want);
  });

const at = (name: string): number => (Number(name[1]) - 1) * 9 + Number(name[3]) - 1;
const bits = (...digits: number[]): number => digits.reduce((m, d) => m | (1 << (d - 1)), 0);

/** Row 1 and box 1 around r1c1, r1c2 holding 1/2/3/4 (r1c3 is a placed 9; every other cell keeps 1-8). */
function around(lineSet: Record<string, number[]>, boxSet: Record<string, number[]>): CandidateGrid {
  const b = CandidateGrid.fromGrid(emptyGrid());
  b.place(at('r1c3'), 9);
  b.setCandidates(at('r1c1'), bits(1, 2, 3, 4));
  b.setCandidates(at('r1c2'), bits(1, 2, 3, 4));
  for (const [cell, digits] of Object.entries({ ...lineSet, ...boxSet })) b.setCandidates(at(cell), bits(...digits));
  return b;
}

test('Sue de Coq with an extra digit: two row cells 1/5 and 2/5 take 1 and 2 (and the 5 they add), the box 3/4', () => {
  // The row set has one digit outside V (5) and one cell more for it, so 1, 2 and 5 leave the rest of the row.
  const step = findSueDeCoq(around({ r1c5: [1, 5], r1c6: [2, 5] }, { r2c1: [3, 4] }));
  assert.ok(step);
  assert.equal(step.technique, 'sue-de-coq');
  const row = ['r1c4', 'r1c7', 'r1c8', 'r1c9'].flatMap((c) => [1, 2, 5].map((d) => `${c}<>${d}`));
  const box = ['r2c2', 'r2c3', 'r3c1', 'r3c2', 'r3c3'].flatMap((c) => [3, 4].map((d) => `${c}<>${d}`));
  assert.deepEqual(
    keys(step.eliminations),
    [...row, ...box].sort((a, b) => at(a) - at(b) || a.localeCompare(b)),
  );
  assert.equal(
    say(step),
    'Sue de Coq: r1c1 and r1c2 (1/2/3/4) in row 1 and box 1, with r1c5 and r1c6 (1/2/5) in the row and r2c1 (3/4) ' +
      'in the box, removes 1, 2 and 5 from r1c4, r1c7, r1c8 and r1c9, and 3 and 4 from r2c2, r2c3, r3c1, r3c2 and r3c3',
  );
});

test('no Sue de Coq when the row and box sets share a digit of the intersection', () => {
  assert.equal(findSueDeCoq(around({ r1c5: [1, 2] }, { r2c1: [2, 3] })), null);
  // ... nor when a set brings an extra digit without a cell for it.
  assert.equal(findSueDeCoq(around({ r1c5: [1, 5] }, { r2c1: [3, 4] })), null);
});

test("Sue de Coq is expert (HoDoKu's Unfair), weighted 250, tried after the finned fish and before simple colouring", () => {
  const info = TECHNIQUE_BY_ID['sue-de-coq'];
  assert.deepEqual([info.level, info.weight], ['expert', 250]);
  const index = IMPLEMENTED_TECHNIQUES.indexOf('sue-de-coq');
  assert.equal(IMPLEMENTED_TECHNIQUES[index - 1], 'sashimi-jellyfish');
  assert.equal(IMPLEMENTED_TECHNIQUES[index + 1], 'simple-colouring');
});
