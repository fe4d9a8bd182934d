// Chains, ALS-XZ and forcing chains on HoDoKu's published examples (hodoku.sourceforge.net/en/show_example.php,
// © Bernhard Hobiger, GNU FDL 1.3; the grids illustrate hodoku.sourceforge.net/en/tech_chains.php, tech_als.php and
// tech_fc.php) and XY-chains, a grouped AIC and ALS-XY-wings on lines of HoDoKu's regression test library reglib-1.3.txt (HoDoKu
// 2.2.0 source, © Bernhard Hobiger, GPL v3; copies at github.com/zh3305/HoDoKu and github.com/wyzelli/Hodoku2, path
// reglib-1.3.txt; see fixtures/textbook/hodoku.ts). Each case is a HoDoKu library line verbatim (givens, placed
// digits, candidates already deleted, published result). A chain technique can prove the same thing by more than
// one chain; where the grader's chain differs from the page's, the test states both results, and every elimination,
// published or found, is checked against the solution. The library's lines give an XY-chain's result and length,
// not the chain itself, so those tests assert the published result and name the grader's chain.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { findAlsXz } from '../../src/engine/grade/als.ts';
import { findAIC } from '../../src/engine/grade/chains.ts';
import { RunRecord, SinglesRun } from '../../src/engine/grade/singles-run.ts';
import { applyStep } from '../../src/engine/index.ts';
import { checkExample, easiest, load } from './fixtures/textbook/hodoku.ts';
import { say } from '../words/say.ts';

const GAIC02 = {
  page: 'hodoku show_example.php?file=gaic02&tech=Grouped+Alternate+Inference+Chain+Type+2',
  line: ':0711:14:+2...5+376.7+65.....3..+3+786.2...43..+2.+6+3+26.9.14....+62+4...+6.+2.+3..5...7.6...2839...+6..:819 141 142 746 769 584 586 194 494 196 796 799:125 414:',
};

test('AIC with a grouped node: HoDoKu example gaic02, the grader proves r2c5<>1 of the published r2c5<>1, r1c4<>4', () => {
  // HoDoKu's type-2 AIC runs between 1r1c4 and 4r2c5 (cells that see each other) and so removes both 4 from r1c4 and
  // 1 from r2c5. The grader's easiest step is a shorter grouped AIC, 1r2c8=1r89c8-1r9c9=4r9c9-4r9c5=4r2c5, whose
  // ends are 1 in r2c8 and 4 in r2c5: it removes only 1 from r2c5, a subset of the page's result, and true.
  checkExample(GAIC02, {
    technique: 'aic',
    eliminations: ['r2c5<>1'],
    words: /^AIC: 1r2c8=1r89c8-1r9c9=4r9c9-4r9c5=4r2c5 removes 1 from r2c5$/,
  });
});

test("AIC: after the grader's first chain on gaic02, its later steps complete the page's result (r1c4<>4)", () => {
  const loaded = load(GAIC02);
  const r1c4 = 3;
  for (let i = 0; i < 10 && loaded.candidates.has(r1c4, 4); i++) {
    const step = easiest(loaded);
    for (const e of step.eliminations) assert.notEqual(loaded.solution[e.cell], e.digit, say(step));
    applyStep(loaded.candidates, step);
  }
  assert.ok(!loaded.candidates.has(r1c4, 4), 'r1c4<>4 is reached');
});

test('AIC with a grouped node: HoDoKu example gaic01, the grader finds a different, true grouped chain first', () => {
  // HoDoKu's chain (5r7c2 ... 5r9c6) removes 5 from r7c4, r7c5, r7c6 and r9c1 (load() checks those are true). The
  // grader's easiest step on the same state is another grouped AIC, through the group 7r45c5, ending on 6 in r6c2
  // and r7c5, which both see r7c2: it removes 6 from r7c2.
  checkExample(
    {
      page: 'hodoku show_example.php?file=gaic01&tech=Grouped+Alternate+Inference+Chain+Type+1',
      line: ':0711:5:+3+4512+8+9..+97+6...+28+1+28+1...345.......+1.+1..6...3.4.2.81+5.9+7.+4...+128+8+19.4.6+5+3.+2+38+1.7+94::574 575 576 591:',
    },
    {
      technique: 'aic',
      eliminations: ['r7c2<>6'],
      words: /^AIC: 6r6c2=6r6c8-7r6c8=7r6c4-7r45c5=7r3c5-6r3c5=6r7c5 removes 6 from r7c2$/,
    },
  );
});

test('AIC through an empty-rectangle box link: HoDoKu reglib-1.3.txt, the sixth 0710-4 line, box 7 on 7', () => {
  // Box 7's 7s lie in column 3 (r7c3, r9c3) and row 8 (r8c1, r8c2), not where they cross (r8c3 is 6/9): if none is in
  // column 3, one is in row 8, a strong link between two group nodes, as in HoDoKu's grouped nice loops. With row 4's
  // pair 7r4c3=7r4c9 it makes a three-link grouped AIC whose ends, 7 in r4c9 and 7 in r8c12, both see r8c9: the empty
  // rectangle's own elimination, which the grader's empty rectangle (hard, tried first) makes on this state, and
  // without the box link the AIC finder finds nothing here. The library's result, r5c9<>2, comes from a nine-link
  // grouped nice loop that no chain of our graph reaches, at any length (HoDoKu's library also runs with ALS nodes
  // in its chains, which its grading does not use).
  checkExample(
    {
      page: 'hodoku reglib-1.3.txt, sixth :0710-4: line (Grouped Discontinuous Nice Loop)',
      line: ':0710-4:2:1...5..69.62..9+5..+9.+58....435...28+9...1.9.4....97...155+9...3......9..65.21..8.+9.3:713 314 821 424 729 237 738 643 752 174 175 278 779 783 189:259::9',
    },
    {
      technique: 'aic',
      easier: 'empty-rectangle',
      finder: (b) => findAIC(b),
      eliminations: ['r8c9<>7'],
      words: /^AIC: 7r4c9=7r4c3-7r79c3=7r8c12 removes 7 from r8c9$/,
    },
  );
});

test('ALS-XZ: HoDoKu example axz02, A = r4c3, r5c3, r6c2, r6c3 and B = r7c2, r9c1, X = 3, Z = 8', () => {
  // Page's result: r7c3, r8c3, r9c3<>8. The state also holds a 2-string kite on 3 (r7c6/r4c1, removing 3 from
  // r4c6, true), which is easier and comes first; the ALS-XZ finder then gives exactly the page's eliminations.
  checkExample(
    {
      page: 'hodoku show_example.php?file=axz02&tech=ALS-XZ',
      line: ':9001:8:.+934.7.6.4....59...276...+41........591.+5...8.2..78....6..25.4...4..........1....3:325 145 245 747 748 255 581 587 591 597:873 883 893:',
    },
    {
      technique: 'als-xz',
      easier: 'two-string-kite',
      finder: findAlsXz,
      words:
        /^ALS-XZ: A = r4c3, r5c3, r6c2, r6c3 \(3\/4\/5\/6\/8\) and B = r7c2, r9c1 \(3\/7\/8\) share the restricted digit 3, with Z = 8, which removes 8 from r7c3, r8c3 and r9c3$/,
    },
  );
});

test('ALS-XZ doubly linked: HoDoKu reglib-1.3.txt, r2c239 and r4c23 linked by both 2 and 4', () => {
  // The library's second 0901-2 (Doubly Linked ALS-XZ) line: A = r2c2, r2c3, r2c9 (2/4/7/9) and B = r4c2, r4c3
  // (1/2/4) have two restricted common digits, so 7/9 lock in A and 1 in B, and 2 and 4 each lie in A or B: thirteen
  // eliminations, exactly the library's, and the easiest step of the state.
  checkExample(
    {
      page: 'hodoku reglib-1.3.txt, :0901-2:12479: (Doubly Linked ALS-XZ)',
      line: ':0901-2:12479:.......+3.6..5..18..83.1..+2....9573...6.....92...........+6...254.487...1+3..23.....:111 615 616 636 453 457 261 262 164 464 664 465 467 667 668 669 171 971 172 972 985 986 791 792 895 995 196 896 996:141 149 151 153 161 162 163 212 413 463 725 925 926::',
    },
    {
      technique: 'als-xz',
      words:
        /^ALS-XZ: A = r2c2, r2c3, r2c9 \(2\/4\/7\/9\) and B = r4c2, r4c3 \(1\/2\/4\) share the restricted digits 2 and 4 \(doubly linked\), so each holds all its other digits, and 2 and 4 are each in one of them, which removes 2 from r1c2, 4 from r1c3, 7 and 9 from r2c5, 9 from r2c6, 1 from r4c1, r4c9, r5c1, r5c3, r6c1 and r6c2, and 1 and 4 from r6c3$/,
    },
  );
});

test('Unit forcing chain: HoDoKu example fcv03 (verity r1c7=4), the grader shows the smallest forcing chain, then reaches r1c7=4', () => {
  // HoDoKu proves r1c7=4 with three chains, one from each 1 in row 4. A forcing chain follows strong links only (a
  // single that one removal makes: a cell that had two candidates, a digit that had two places in a unit), and the
  // smallest on this state starts from the 1s of box 5 too: each of its four places leads to r6c8 losing 3, the
  // deepest branch after 4 singles (size 5). Through any singles (a forcing net) r6c8=3 would fail after 6. Steps
  // after it reach the page's r1c7=4.
  const example = {
    page: 'hodoku show_example.php?file=fcv03&tech=Forcing+Chain+Verity+(only+chain+2)',
    line: ':1202::+27+1+896...+9+4352+768+1+8+56+3+147+9248.....2.+6+3.......51.......+3+9+5....7.+7+2+4.3+85.9168...+2+43:::',
  };
  checkExample(example, {
    technique: 'unit-forcing-chain',
    eliminations: ['r6c8<>3'],
    words:
      /^Unit forcing chain: each place of 1 in box 5 \(r4c4, r4c6, r5c4 and r5c6\) leads by singles to r6c8 losing 3 \(after 4 singles, 1 single, 4 singles and 4 singles\), so r6c8 is not 3$/,
  });
  const loaded = load(example);
  const first = easiest(loaded);
  assert.equal(first.size, 5, 'the deepest branch: its assumption and 4 singles');
  const r6c8 = 5 * 9 + 7;
  const links = new SinglesRun(loaded.candidates, true);
  for (const cell of [3 * 9 + 3, 3 * 9 + 5, 4 * 9 + 3, 4 * 9 + 5]) {
    const record = new RunRecord();
    links.assume(cell, 1, 81, record);
    assert.ok(record.goneAt(r6c8, 3) >= 0, `1 in ${cell}: through strong links, 3 leaves r6c8`);
  }
  assert.equal(new SinglesRun(loaded.candidates).assume(r6c8, 3, 81)?.singles, 6, 'r6c8=3 fails after 6 singles');
  applyStep(loaded.candidates, first);
  const r1c7 = 6;
  for (let i = 0; i < 20 && loaded.candidates.values[r1c7] === 0; i++) {
    const next = easiest(loaded);
    for (const e of next.eliminations) assert.notEqual(loaded.solution[e.cell], e.digit, say(next));
    for (const p of next.placements) assert.equal(loaded.solution[p.cell], p.digit, say(next));
    applyStep(loaded.candidates, next);
  }
  assert.equal(loaded.candidates.values[r1c7], 4);
});

test('XY-chain: HoDoKu reglib-1.3.txt, 6r6c5 ... 6r7c1 through bivalue cells removes 6 from r7c5', () => {
  // The library's second 0702 (XY-Chain) line: r7c5<>6. The grader's chain runs r6c5 (6/9), r6c8 (9/1), r7c8 (1/3),
  // r7c1 (3/6); its ends, 6 in r6c5 and 6 in r7c1, both see r7c5.
  checkExample(
    {
      page: 'hodoku reglib-1.3.txt, :0702:6: (XY-Chain)',
      line: ':0702:6:4+7+2+35+698153+1..+8.+2.+86+91.+2.53+158.2+7+34.+2+9+64+13+8+7+57+4+38.+5....+8...9....2..+8+1...+91..+3+4.68::675::7',
    },
    {
      technique: 'xy-chain',
      words: /^XY-chain: 6r6c5=9r6c5-9r6c8=1r6c8-1r7c8=3r7c8-3r7c1=6r7c1 removes 6 from r7c5$/,
    },
  );
});

test('XY-chain: HoDoKu reglib-1.3.txt, 2r6c8 ... 2r8c9 removes 2 from six cells', () => {
  // The library's 0702 line for digit 2 with six candidates already deleted: r4c9, r5c9, r6c9, r7c8, r8c8, r9c8<>2
  // (cells that see both chain ends, 2 in r6c8 and 2 in r8c9).
  checkExample(
    {
      page: 'hodoku reglib-1.3.txt, :0702:2: (XY-Chain, six eliminations)',
      line: ':0702:2:+4+1+325+8976.....9..4.8.7+4.21....8.........3.65..34+5.7...547...+3.8.9..+8.7......+7...1:446 948 861 968 184 186:249 259 269 278 288 298::7',
    },
    {
      technique: 'xy-chain',
      words:
        /^XY-chain: 2r6c8=8r6c8-8r2c8=3r2c8-3r3c9=5r3c9-5r8c9=2r8c9 removes 2 from r4c9, r5c9, r6c9, r7c8, r8c8 and r9c8$/,
    },
  );
});

test('ALS-XY-wing: HoDoKu reglib-1.3.txt, the first 0902-1 line, r6c5 - r3c56 - r1c8, r2c8, r3c789 on 9 and 6 removes 7 from r6c8', () => {
  // A = r6c5 (7/9), B = r3c5, r3c6 (6/8/9), C = five cells of box 3 (3/4/5/6/7/9): A and B restricted by 9, B and C
  // by 6, so 7 is in A or in C, and r6c8 (which sees every 7 of both) loses it: the library's result.
  checkExample(
    {
      page: 'hodoku reglib-1.3.txt, first :0902-1: line (ALS-XY-Wing)',
      line: ':0902-1:7:+8...43..+1.+3+1.5+7..8.721......9+3+5+1......5....1.18.3..........1.67..7..91..3+1+8+76592+4:441 247 451 254 454 854 255 257 265 267 471 274 875 481 284 885:768::',
    },
    {
      technique: 'als-xy-wing',
      words:
        /^ALS-XY-wing: A = r6c5 \(7\/9\) and B = r3c5, r3c6 \(6\/8\/9\) share the restricted digit 9, B and C = r1c8, r2c8, r3c7, r3c8, r3c9 \(3\/4\/5\/6\/7\/9\) the restricted digit 6, so Z = 7 is in A or C, which removes 7 from r6c8$/,
    },
  );
});

test('ALS-XY-wing: HoDoKu reglib-1.3.txt, the second 0902-1 line, with a five-cell set C removes 8 from r2c4', () => {
  checkExample(
    {
      page: 'hodoku reglib-1.3.txt, second :0902-1: line (ALS-XY-Wing)',
      line: ':0902-1:8:9....7.68+72....9+43..4....+7+52+7....4+8+9.6+9+78...28.39..71+6.....5.973.76....1+5...+7...+4:114 514 115 515 123 523 134 135 136 356 173 277 287 193 297:824::',
    },
    {
      technique: 'als-xy-wing',
      words:
        /^ALS-XY-wing: A = r2c3, r2c6 \(1\/6\/8\) and B = r5c6, r6c5, r6c6 \(1\/2\/4\/5\) share the restricted digit 1, B and C = r1c4, r3c4, r4c4, r7c4, r9c4 \(1\/2\/3\/4\/5\/8\) the restricted digit 5, so Z = 8 is in A or C, which removes 8 from r2c4$/,
    },
  );
});
