// Wings on HoDoKu's published examples (hodoku.sourceforge.net/en/show_example.php, © Bernhard Hobiger, GNU FDL 1.3;
// the grids illustrate hodoku.sourceforge.net/en/tech_wings.php) and on lines of HoDoKu's regression test library
// reglib-1.3.txt (HoDoKu 2.2.0 source, © Bernhard Hobiger, GPL v3; copies at github.com/zh3305/HoDoKu and
// github.com/wyzelli/Hodoku2, path reglib-1.3.txt; see fixtures/textbook/hodoku.ts). Each case is a HoDoKu library
// line verbatim (givens, placed digits, candidates already deleted, published eliminations): the grader's easiest
// step on that state must be the wing, removing exactly the published candidates, in a sentence naming its cells and
// digits.
import { test } from 'node:test';
import { checkExample } from './fixtures/textbook/hodoku.ts';

test('W-wing: HoDoKu example w02, 4/1 in r1c9 and r8c7 joined by the strong link on 1 in column 3', () => {
  // Page: "W-Wing: 4/1 in r1c9,r8c7 connected by 1 in r18c3 => r123c7,r89c9<>4".
  checkExample(
    {
      page: 'hodoku show_example.php?file=w02&tech=W-Wing',
      line: ':0803:4:6..+9+5..7...+9.2.....58.+31...+1+64+3+8+9+7+52...1+7+59+46597+24+6..892+54+1+76+8+3...5+6+2.....68+93...::417 427 437 489 499:',
    },
    {
      technique: 'w-wing',
      words:
        /^W-wing 1\/4 on r1c9 and r8c7 linked by the strong link on 1 r1c3=r8c3 removes 4 from r1c7, r2c7, r3c7, r8c9 and r9c9$/,
    },
  );
});

test('XY-wing: HoDoKu example xy02, pivot r4c1 (1/6), pincers r4c4 (1/9) and r5c2 (6/9)', () => {
  // Page: "XY-Wing: 1/6/9 in r4c14,r5c2 => r4c23,r5c456<>9" (five eliminations; grade-techniques.test.ts has xy01).
  checkExample(
    {
      page: 'hodoku show_example.php?file=xy02&tech=XY-Wing',
      line: ':0800:9:+71+4.+6.5+38+8..4+53..+7+3567+1+8+4+2+9....2+4.8+54.....3.22+8+5376+9+419+78+6+3+1254.....7..+6........3::942 943 954 955 956:',
    },
    {
      technique: 'xy-wing',
      words:
        /^XY-wing with pivot r4c1 \(1\/6\) and pincers r4c4 \(1\/9\), r5c2 \(6\/9\) removes 9 from r4c2, r4c3, r5c4, r5c5 and r5c6$/,
    },
  );
});

test('XYZ-wing: HoDoKu reglib-1.3.txt, pivot r3c4 (4/6/7), pincers r2c4 (6/7) and r3c7 (4/6)', () => {
  // The library's first 0801 (XYZ-Wing) line: r3c5, r3c6<>6. tech_wings.php describes the same step for its
  // right-hand XYZ-wing example ("4/7/6 in r23c4,r3c7 => r3c56<>6"); the page's picture was not compared cell by cell.
  checkExample(
    {
      page: 'hodoku reglib-1.3.txt, :0801:467: (XYZ-Wing)',
      line: ':0801:467:+673.+8.+2.9514.92..+3+9+82.....+5+167+359..28.+9.1.53+6..+5+8..+7+9+1..+614.9+2+8..+1..835+4..+8...1+67::635 636::',
    },
    {
      technique: 'xyz-wing',
      words:
        /^XYZ-wing with pivot r3c4 \(4\/6\/7\) and pincers r2c4 \(6\/7\), r3c7 \(4\/6\) removes 6 from r3c5 and r3c6$/,
    },
  );
});

test('XYZ-wing: HoDoKu reglib-1.3.txt, pivot r5c4 (2/5/9), pincers r2c4 (2/5) and r5c5 (2/9)', () => {
  // The library's 0801 line for 2/5/9, on a state with four candidates already deleted: r4c4, r6c4<>2.
  checkExample(
    {
      page: 'hodoku reglib-1.3.txt, :0801:259: (XYZ-Wing)',
      line: ':0801:259:.+7..+3.2158.1.+49+3+7+6+6.+37..+84+9.4+6.+7.....+18.....7+73..6....1+97+3+52...+3+62+48+79+5+1.+8....7+23:556 557 958 467:244 264::',
    },
    {
      technique: 'xyz-wing',
      words:
        /^XYZ-wing with pivot r5c4 \(2\/5\/9\) and pincers r2c4 \(2\/5\), r5c5 \(2\/9\) removes 2 from r4c4 and r6c4$/,
    },
  );
});
