// Locked candidates and hidden subsets on HoDoKu's published examples (hodoku.sourceforge.net/en/show_example.php,
// © Bernhard Hobiger, GNU FDL 1.3; the grids illustrate hodoku.sourceforge.net/en/tech_intersections.php and
// tech_hidden.php). Each case is the page's HoDoKu library line (givens, placed digits, candidates already deleted,
// and the published eliminations): the grader's easiest step on that state must be the technique, removing exactly
// the published candidates, none of them a solution digit, in a sentence that names the digits, unit and cells.
import { test } from 'node:test';
import { checkExample } from './fixtures/textbook/hodoku.ts';

test('Locked candidates (pointing): HoDoKu example lc101, 5 in box 1 lies in row 3', () => {
  // Page: "Locked Candidates Type 1 (Pointing): 5 in b1 => r3c7<>5".
  checkExample(
    {
      page: 'hodoku show_example.php?file=lc101&tech=Locked+Candidates+Type+1+(Pointing)',
      line: ':0100:5:984........+25...4...+1+9.+4..2..6.972+3...3+6.2...+2.+9.+3+5+61.+1+95+76+8+4+234+27+35189+6+63+8..97+5+1::537:',
    },
    {
      technique: 'locked-candidates-pointing',
      words: /^Locked candidates \(pointing\): in box 1, 5 lies only in row 3, which removes 5 from r3c7$/,
    },
  );
});

test('Locked candidates (pointing): HoDoKu example lc102, 1 in box 8 lies in row 7 and clears six cells', () => {
  // Page's result: r7c123789<>1 (the example HoDoKu uses for "such cases can remove up to 6 candidates").
  checkExample(
    {
      page: 'hodoku show_example.php?file=lc102&tech=Locked+Candidates+Type+1+(Pointing)',
      line: ':0100:1:34...6.7..8....93...2.+3..6.....1.....97+3+6+485......2...............6.8.9....923785::171 172 173 177 178 179:',
    },
    {
      technique: 'locked-candidates-pointing',
      words:
        /^Locked candidates \(pointing\): in box 8, 1 lies only in row 7, which removes 1 from r7c1, r7c2, r7c3, r7c7, r7c8 and r7c9$/,
    },
  );
});

test('Hidden pair: HoDoKu example h202, 4/7 in row 1 only in r1c1 and r1c2', () => {
  // Page's result: r1c1<>2,3,5,8,9 and r1c2<>1,2,3,5,8.
  checkExample(
    {
      page: 'hodoku show_example.php?file=h202&tech=Hidden+Pair',
      line: ':0210:123589:....+6........4273+6..67+3..4..94....+6+8....96+4.+7+6.7.+5.+9231......85.6..8.27+1..5.1..+9+4::112 211 212 311 312 511 512 811 812 911:',
    },
    {
      technique: 'hidden-pair',
      words:
        /^Hidden pair 4\/7 in row 1 \(r1c1, r1c2\) removes 2, 3, 5, 8 and 9 from r1c1, and 1, 2, 3, 5 and 8 from r1c2$/,
    },
  );
});

test('Hidden triple: HoDoKu example h301, 2/4/5 in box 7 only in r8c2, r9c2, r9c3', () => {
  // Page: "Hidden Triple: 2,4,5 in r89c2,r9c3 => r9c2<>1, r9c3<>6".
  checkExample(
    {
      page: 'hodoku show_example.php?file=h301&tech=Hidden+Triple',
      line: ':0211:16:2+8....4+7+35+3+4+8+2+7+1+96.+71.34.8.+3..5...4....+3+4..+6.+46.79.+3+1..9.2.+36+5+4..3..9+8+21....8.+937::192 693:',
    },
    {
      technique: 'hidden-triple',
      words: /^Hidden triple 2\/4\/5 in box 7 \(r8c2, r9c2, r9c3\) removes 1 from r9c2, and 6 from r9c3$/,
    },
  );
});

test('Hidden quad: HoDoKu example h402 (a state with six candidates already deleted), 2/4/5/9 in column 9', () => {
  // The page's state is not the bare candidates of its placed digits: the line deletes 1r2c1, 1r5c1, 3r6c1,
  // 8r6c1, 4r8c5 and 2r9c9 first, and the test builds exactly that state.
  checkExample(
    {
      page: 'hodoku show_example.php?file=h402&tech=Hidden+Quadruple',
      line: ':0212:3678:.3.....1...8.9....4..6.8......+57694....+9+8+352....124...2+76..+519....7.+9....95...47.:121 151 361 861 485 299:329 339 389 619 629 689 719 729 739 819 889:',
    },
    {
      technique: 'hidden-quad',
      words:
        /^Hidden quad 2\/4\/5\/9 in column 9 \(r1c9, r2c9, r3c9, r8c9\) removes 6, 7 and 8 from r1c9, 3, 6 and 7 from r2c9, 3 and 7 from r3c9, and 3, 6 and 8 from r8c9$/,
    },
  );
});

test('Naked triple: forum example (Leren, enjoysudoku t33097), 2/4/9 in r4c4, r4c6, r4c7', () => {
  // forum.enjoysudoku.com/spotting-a-triple-what-s-the-logic-t33097.html posts the state as a line and its
  // pencil marks: "the three cells marked * only contain three different digits: 2, 4 and 9 ... any cell in Row 4
  // except for the three * cells, 5 eliminations": 4 and 9 from r4c1, 4 from r4c2, 4 and 9 from r4c8.
  checkExample(
    {
      page: 'forum.enjoysudoku.com/spotting-a-triple-what-s-the-logic-t33097.html',
      puzzle: '2957..86..3186592.8.6........7.5...6...387...5...167.....5..1.9.2.6..35..54..8672',
      marks: `
        | 2     9     5     | 7     34    134   | 8     6     134   |
        | 47    3     1     | 8     6     5     | 9     2     47    |
        | 8     47    6     | 1249  2349  12349 | 45    134   13457 |
        | 349   148   7     | 249   5     249   | 24    13489 6     |
        | 469   146   29    | 3     8     7     | 245   149   145   |
        | 5     48    2389  | 249   1     6     | 7     3489  348   |
        | 367   678   38    | 5     2347  234   | 1     48    9     |
        | 179   2     89    | 6     479   149   | 3     5     48    |
        | 139   5     4     | 19    39    8     | 6     7     2     |`,
      published: ['r4c1<>4', 'r4c1<>9', 'r4c2<>4', 'r4c8<>4', 'r4c8<>9'],
    },
    {
      technique: 'naked-triple',
      words: /^Naked triple 2\/4\/9 in row 4 \(r4c4, r4c6, r4c7\) removes 4 and 9 from r4c1 and r4c8, and 4 from r4c2$/,
    },
  );
});
