// scan on pictures copied from the wild corpus (scripts/scan-wild.ts, rendered in headless Chromium) that are no
// Sudoku, yet were read as one with every cell or most cells in doubt, and on a Sudoku near them that must stay read:
// - kakuro-clashing-sums.jpg: explore3 n152, a dark Kakuro in DejaVu Serif, JPEG 73. Its 17 sums read as digits,
//   8 of them clashing, no solution: fewer than a printed Sudoku's 17 givens left once the clashes are set aside.
// - times-table-9x9.jpg: explore5 n086, a multiplication table with every third line thick, blurred 0.7 px, JPEG 83.
//   Its first row and column read as digits, its products like no digit (58 of 81 cells), 16 digits sure, no solution.
// - segments-player-clashes.jpg: explore4 s582, a seven-segment grid with a player's clashing entry and 3 × 3 pencil
//   marks, JPEG 75: no solution as read (the player's clash) and only 14 digits sure, but 24 digits beside the clash
//   (scan-clash-cover.test.ts tests that count at its edge: 17 givens and a mistake).
// - kenken-cage-sums.png: explore19 n025, a 9 × 9 KenKen in FreeMono with some digits filled in. Its cages' sums
//   (small, in the top-left corner alone in 42 cells: cage-clues.ts) clash with its digits, yet 17 digits and more
//   stand beside the clashes; it was returned as a Sudoku with every cell in doubt.
// - futoshiki-signs-between-tiles.png: explore20 n090, a 9 × 9 Futoshiki of tiles apart in DejaVu Math TeX Gyre
//   beside a newspaper's text, 51 of its tiles' shared sides holding a sign (futoshiki-signs.ts). Its digits clash,
//   yet 17 and more stand beside the clashes; it was returned as a Sudoku with every cell in doubt.
// - corner-pencil-marks-many.png: explore18 s360, a Sudoku in Lora with corner-style pencil marks in 27 cells, 17 of
//   them small ink in the top-left corner alone (the most of any Sudoku picture looked at): read exactly.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { scan } from '../../src/engine/index.ts';
import { assertReadExactly, picture } from './scan-fixture.ts';

for (const name of [
  'kakuro-clashing-sums.jpg',
  'times-table-9x9.jpg',
  'kenken-cage-sums.png',
  'futoshiki-signs-between-tiles.png',
])
  test(`a 9 × 9 table that is no Sudoku is declined (${name})`, () => {
    const result = scan(picture('scan-wild', name));
    assert.equal(result.found, false);
  });

test("a Sudoku with a player's clashing entry and few digits sure is still read, exactly", () => {
  const result = scan(picture('scan-wild', 'segments-player-clashes.jpg'));
  assertReadExactly(result, '8........2.5.1.46..41...8..6.91.72...1....5......2......8.4281....835..7..6......');
});

test('a Sudoku with many corner pencil marks is no KenKen: read exactly', () => {
  assertReadExactly(
    scan(picture('scan-wild', 'corner-pencil-marks-many.png')),
    '.5.26..916.7.184..231.4..5.48.35.1.717.824.63.2....8..9..67.584...4..31.54.93....',
  );
});
