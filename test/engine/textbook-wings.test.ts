// Wings on HoDoKu's published examples (hodoku.sourceforge.net/en/show_example.php, © Bernhard Hobiger, GNU FDL 1.3;
// the grids illustrate hodoku.sourceforge.net/en/tech_wings.php). Each case is the page's HoDoKu library line
// (givens, placed digits, candidates already deleted, published eliminations): the grader's easiest step on that
// state must be the wing, removing exactly the published candidates, in a sentence naming its cells and digits.
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
