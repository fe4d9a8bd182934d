// Locked candidates and naked/hidden subsets on HoDoKu's published examples (hodoku.sourceforge.net/en/
// show_example.php, © Bernhard Hobiger, GNU FDL 1.3; the grids illustrate hodoku.sourceforge.net/en/
// tech_intersections.php and tech_hidden.php) and on lines of HoDoKu's regression test library reglib-1.3.txt (HoDoKu
// 2.2.0 source, © Bernhard Hobiger, GPL v3; copies at github.com/zh3305/HoDoKu and github.com/wyzelli/Hodoku2, path
// reglib-1.3.txt; see fixtures/textbook/hodoku.ts), plus one forum example. Each HoDoKu case is the line verbatim
// (givens, placed digits, candidates already deleted, and the published eliminations): the grader's easiest step on
// that state must be the technique, removing exactly the published candidates, none of them a solution digit, in a
// sentence that names the digits, unit and cells.
import { test } from 'node:test';
import { findPointing } from '../../src/engine/grade/intersections.ts';
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
  // Page's result: r7c123789<>1 (the example HoDoKu uses for "such cases can remove up to 6 candidates"). The state also
  // holds a locked triple (1/4/6 in r9c1-3, row 9 and box 7), which HoDoKu's solver order tries before locked
  // candidates; the grader takes it, then the pointing finder gives the page's six eliminations.
  checkExample(
    {
      page: 'hodoku show_example.php?file=lc102&tech=Locked+Candidates+Type+1+(Pointing)',
      line: ':0100:1:34...6.7..8....93...2.+3..6.....1.....97+3+6+485......2...............6.8.9....923785::171 172 173 177 178 179:',
    },
    {
      technique: 'locked-candidates-pointing',
      easier: 'locked-triple',
      finder: (b) => findPointing(b),
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

test('Locked candidates (claiming): HoDoKu reglib-1.3.txt, 3 in row 4 lies only in box 4', () => {
  // The library's third 0101 (Locked Candidate Type 2) line, "one for every candidate": r5c1, r5c2, r5c3, r6c1<>3.
  checkExample(
    {
      page: 'hodoku reglib-1.3.txt, :0101:3: (Locked Candidate Type 2)',
      line: ':0101:3:+1+6+93+2+8+4+75.4.657+9.1.+57+14+9....9..6174+8....+8...+9.1879.+52....+91+68+5.5+8.472.9.9..+8+35...:231 653:351 352 353 361::',
    },
    {
      technique: 'locked-candidates-claiming',
      words:
        /^Locked candidates \(claiming\): in row 4, 3 lies only in box 4, which removes 3 from r5c1, r5c2, r5c3 and r6c1$/,
    },
  );
});

test('Locked candidates (claiming): HoDoKu reglib-1.3.txt, 5 in column 1 lies only in box 7', () => {
  // The library's first 0101 line of its "one for every column" group: r7c2, r7c3, r8c2, r8c3<>5.
  checkExample(
    {
      page: 'hodoku reglib-1.3.txt, :0101:5: (Locked Candidate Type 2, column)',
      line: ':0101:5:..+3+64+8512186.+25...4..+1+9.+6+8.3..2.1.6.8...+6+4..9.6.5.9..1...+9.+6+1+38...8..426638+41+2...:327 732 733:572 573 582 583::',
    },
    {
      technique: 'locked-candidates-claiming',
      words:
        /^Locked candidates \(claiming\): in column 1, 5 lies only in box 7, which removes 5 from r7c2, r7c3, r8c2 and r8c3$/,
    },
  );
});

test('Naked pair: HoDoKu reglib-1.3.txt, 1/6 in row 1 (r1c2, r1c9)', () => {
  // The library's first 0200 (Naked Pair) line, "one in every row": r1c4, r1c5, r1c6<>1,6.
  checkExample(
    {
      page: 'hodoku reglib-1.3.txt, :0200:16: (Naked Pair, row)',
      line: ':0200:16:7.+9...+3+4.+3.274.58+948+59..+7+2..3+1..8+49+7.47.9.86..9+84.+7+21.+8+2+3.+79.54+176+2549+3+8+9+5+4....+72::114 115 116 614 615 616::',
    },
    {
      technique: 'naked-pair',
      words: /^Naked pair 1\/6 in row 1 \(r1c2, r1c9\) removes 1 and 6 from r1c4, r1c5 and r1c6$/,
    },
  );
});

test('Naked pair: HoDoKu reglib-1.3.txt, 2/4 in box 1 (r1c2, r3c3)', () => {
  // The library's first 0200 line of its "one in every block" group (four candidates already deleted):
  // r1c1, r3c1<>4 and r1c3, r2c2, r2c3<>2,4.
  checkExample(
    {
      page: 'hodoku reglib-1.3.txt, :0200:24: (Naked Pair, block)',
      line: ':0200:24:...1..+95.9..38...7.+7.+5961+3..6.+2+5+8+3792+9+7+46+3+5+8153+8+7+1+9.4...983....7...25+8.3.8...1...:471 472 491 493:213 222 223 411 413 422 423 431::',
    },
    {
      technique: 'naked-pair',
      words:
        /^Naked pair 2\/4 in box 1 \(r1c2, r3c3\) removes 4 from r1c1 and r3c1, and 2 and 4 from r1c3, r2c2 and r2c3$/,
    },
  );
});

test('Naked quad: HoDoKu reglib-1.3.txt, 4/6/7/9 in box 7 (r7c3, r8c2, r8c3, r9c3)', () => {
  // The library's first 0202 (Naked Quadruple) line: ten eliminations in box 7.
  checkExample(
    {
      page: 'hodoku reglib-1.3.txt, :0202:4679: (Naked Quadruple, block)',
      line: ':0202:4679:+53+2+78+6...9+78+241.+6...19+5+32+87.254..6+7...3+617.5+27..+5........+1........+8.51.6...3...98::471 472 481 491 492 671 672 691 692 972::',
    },
    {
      technique: 'naked-quad',
      words:
        /^Naked quad 4\/6\/7\/9 in box 7 \(r7c3, r8c2, r8c3, r9c3\) removes 4 and 6 from r7c1, r9c1 and r9c2, 4, 6 and 9 from r7c2, and 4 from r8c1$/,
    },
  );
});

test('Naked quad: HoDoKu reglib-1.3.txt, 1/2/3/8 in row 5 (r5c3, r5c4, r5c5, r5c6)', () => {
  // The library's second 0202 line: one digit placed (r9c9), no candidates deleted; ten eliminations in row 5.
  checkExample(
    {
      page: 'hodoku reglib-1.3.txt, :0202:1238: (Naked Quadruple, row)',
      line: ':0202:1238:...........5.2....9.7...1.....94.5.........6....5.78.16....5..2..43...163.9.1..8+5::151 152 251 252 257 352 357 359 851 852::',
    },
    {
      technique: 'naked-quad',
      words:
        /^Naked quad 1\/2\/3\/8 in row 5 \(r5c3, r5c4, r5c5, r5c6\) removes 1, 2 and 8 from r5c1, 1, 2, 3 and 8 from r5c2, 2 and 3 from r5c7, and 3 from r5c9$/,
    },
  );
});
