// Unique rectangles on HoDoKu's published examples (hodoku.sourceforge.net/en/show_example.php, © Bernhard Hobiger,
// GNU FDL 1.3; the grids illustrate hodoku.sourceforge.net/en/tech_ur.php). Each case is the page's HoDoKu library
// line (givens, placed digits, candidates already deleted, published eliminations). HoDoKu's examples are not always
// the easiest step of their state: where the grader rightly finds an easier, true step first, the test says which
// and then asks the rectangle finder of that type, which must make exactly the published eliminations.
import { test } from 'node:test';
import { findUniqueRectangle } from '../../src/engine/grade/uniqueness.ts';
import { checkExample } from './fixtures/textbook/hodoku.ts';

test('Unique rectangle type 2: HoDoKu example u202, 6/9 in r6c56/r8c56 with 7 in both roof cells', () => {
  // The state also holds a pointing pair (9 in box 6 only in row 4, removing 9 from r4c4 and r4c5), which HoDoKu's
  // own order would take first too; the grader takes it, then the type-2 finder gives the page's eight eliminations.
  checkExample(
    {
      page: 'hodoku show_example.php?file=u202&tech=Unique+Rectangle+Type+2',
      line: ':0601:7:.79.....6+3.5+6.14..6........+5+6+4..8.2.+298+51+4+6+3+7+71+32..+854.......6885.4..2.3..6....+4.::774 775 776 783 788 794 795 796:',
    },
    {
      technique: 'unique-rectangle-2',
      easier: 'locked-candidates-pointing',
      finder: (b) => findUniqueRectangle(b, 2),
      words:
        /^Unique rectangle type 2 on 6\/9 in r6c5, r6c6, r8c5, r8c6: r8c5 or r8c6 must be 7, which removes 7 from r7c4, r7c5, r7c6, r8c3, r8c8, r9c4, r9c5 and r9c6$/,
    },
  );
});

test('Unique rectangle type 4: HoDoKu example u402, 2/8 in r8c38/r9c38 with 8 locked in column 8', () => {
  // Page's result: r8c8<>2, r9c8<>2. The same rectangle also gives a type 3 (the roof's extras 3/9 with r9c7 form a
  // naked pair 3/9 in box 9, removing 9 from r7c9, true too), which the grader tries first; the type-4 finder then
  // gives exactly the page's eliminations.
  checkExample(
    {
      page: 'hodoku show_example.php?file=u402&tech=Unique+Rectangle+Type+4',
      line: ':0603:2:+8.9..7......6+9+8..3...5218..+214+8.5..7.83.+7.2..........+8...+78.64..6..+53+7.17.......5:312 412 417 419 223 127 128 638 639 958 959 367 967 968 971 272 972 273 292 392 193:288 298:',
    },
    {
      technique: 'unique-rectangle-4',
      easier: 'unique-rectangle-3',
      finder: (b) => findUniqueRectangle(b, 4),
      words:
        /^Unique rectangle type 4 on 2\/8 in r8c3, r8c8, r9c3, r9c8: 8 must be in r8c8 or r9c8 \(column 8\), which removes 2 from r8c8 and r9c8$/,
    },
  );
});
