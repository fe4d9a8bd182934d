// Empty rectangle on lines of HoDoKu's regression test library reglib-1.3.txt (HoDoKu 2.2.0 source, © Bernhard
// Hobiger, GPL v3; copies at github.com/zh3305/HoDoKu and github.com/wyzelli/Hodoku2, path reglib-1.3.txt; see
// fixtures/textbook/hodoku.ts), the technique's "0402" lines, whose first line is the state of HoDoKu's own page
// example er01 (hodoku.sourceforge.net/en/tech_sdp.php#er, © Bernhard Hobiger, GNU FDL 1.3): "Row 4 and column 6 form
// an ER in box 5. r48c2 form a conjugate pair ... 9 can be eliminated from r8c6". Each case is a library line
// verbatim (givens, placed digits, candidates already deleted, published elimination).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { findEmptyRectangle } from '../../src/engine/grade/empty-rectangle.ts';
import { ALL_DIRTY } from '../../src/engine/grade/memo.ts';
import { TECHNIQUE_BY_ID } from '../../src/engine/index.ts';
import { checkExample, keys, load, type Example, type Expectation } from './fixtures/textbook/hodoku.ts';

const EXAMPLES: { name: string; example: Example; want: Expectation }[] = [
  {
    // The library's third 0402 line: box 7's 5s lie in row 7 and column 2; row 2 holds 5 only in r2c2 and r2c6. If
    // r2c6 is not 5, r2c2 is, box 7's 5 is then in row 7, and r7c6 sees it: r7c6<>5 either way. Nothing easier applies.
    name: 'HoDoKu reglib-1.3.txt, 5 in box 7 (row 7, column 2) with the pair r2c2=r2c6 removes r7c6<>5',
    example: {
      page: 'hodoku reglib-1.3.txt, third :0402: line (Empty Rectangle)',
      line: ':0402:5:.+9...+83+1.8.193..+6.+4+3.+1.6+8+953+492.+16..7+1.4.9+2.3.+28..39+412..8..+1+3.+9+8+4+3175+26+1.3......:515 745 673 495:576::',
    },
    want: {
      technique: 'empty-rectangle',
      words:
        /^Empty rectangle on 5 in box 7 \(its 5s lie in row 7 and column 2\) with the conjugate pair r2c2=r2c6 in row 2: r2c6 is 5, or the box's 5 is in row 7, which removes 5 from r7c6$/,
    },
  },
  {
    // The library's fifth 0402 line, the other orientation: the pair runs along column 5 from the rectangle's row.
    name: 'HoDoKu reglib-1.3.txt, 5 in box 3 (row 2, column 9) with the pair r2c5=r5c5 removes r5c9<>5',
    example: {
      page: 'hodoku reglib-1.3.txt, fifth :0402: line (Empty Rectangle)',
      line: ':0402:5:..+8.+2316..2.8.....1..94628.8...7..9...7...8...9..3+8..1.81265..3.....4+65+8+5643+8..+1+2:711 321 323 727 927 728:559::',
    },
    want: {
      technique: 'empty-rectangle',
      words:
        /^Empty rectangle on 5 in box 3 \(its 5s lie in row 2 and column 9\) with the conjugate pair r2c5=r5c5 in column 5: r5c5 is 5, or the box's 5 is in column 9, which removes 5 from r5c9$/,
    },
  },
  {
    // The library's first 0402 line is er01's state. It also holds a 2-string kite on 2 (r9c3<>2, true too), which the
    // grader rightly takes first, and an empty rectangle on 2 (the library's second line); asked for digit 9 alone,
    // the finder gives the page's step.
    name: 'HoDoKu page example er01, 9 in box 5 (row 4, column 6) with the pair r4c2=r8c2 removes r8c6<>9',
    example: {
      page: 'hodoku tech_sdp.php#er example er01 = reglib-1.3.txt, first :0402: line',
      line: ':0402:9:7+2+4+956+1381+6842+3+5+9+7+9+3+5+7+1+8+6+2+45..3..+8+1..4..8+17+5..+81.+7.24..+13....+7+2...1...+85.5...7.6+1::986::',
    },
    want: {
      technique: 'empty-rectangle',
      easier: 'two-string-kite',
      finder: (b) => findEmptyRectangle(b, { ...ALL_DIRTY, digits: 1 << 8 }),
      words:
        /^Empty rectangle on 9 in box 5 \(its 9s lie in row 4 and column 6\) with the conjugate pair r4c2=r8c2 in column 2: r8c2 is 9, or the box's 9 is in column 6, which removes 9 from r8c6$/,
    },
  },
];

for (const { name, example, want } of EXAMPLES)
  test(`Empty rectangle: ${name}`, () => {
    checkExample(example, want);
  });

test('Empty rectangle: not with only two candidates in the box (HoDoKu reglib-1.3.txt 0402-1 lines: its default)', () => {
  // The 0402-1 lines are ERs whose box holds two candidates only; HoDoKu finds them only as an option (off by
  // default), as Turbot fish (tried earlier) or X-chains. The finder leaves them alone.
  const example = {
    page: 'hodoku reglib-1.3.txt, first :0402-1: line (Empty Rectangle with only two candidates)',
    line: ':0402-1:3:96...+758..4.8.+5.6.8.+5.+62+4+7..+9..8.72...8.7.9+4..74.5..+1..+8.3..+2+57.2.+5.6.3.+351+7+2+8+694:221 151 154 359 185:349::',
  };
  const { candidates, line } = load(example);
  assert.deepEqual(keys(line.eliminations), ['r4c9<>3']);
  assert.equal(findEmptyRectangle(candidates), null);
});

test('Empty rectangle is hard, weighted 120 as HoDoKu, and tried after the Turbot fish and before the W-wing', () => {
  const t = TECHNIQUE_BY_ID['empty-rectangle'];
  assert.deepEqual([t.level, t.weight, t.uniqueness], ['hard', 120, false]);
  const order = Object.keys(TECHNIQUE_BY_ID);
  assert.equal(order.indexOf('empty-rectangle'), order.indexOf('turbot-fish') + 1);
  assert.equal(order.indexOf('w-wing'), order.indexOf('empty-rectangle') + 1);
});
