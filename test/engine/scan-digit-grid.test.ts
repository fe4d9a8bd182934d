// scan on grids whose lines and tiles do not show, found from their digits (find-digit-lattice.ts), copied from the
// wild corpus (scripts/scan-wild.ts, rendered in headless Chromium; fonts installed or from their @fontsource
// packages). Each was declined before the digits were looked for:
// - faint-round-tiles.jpg (explore2 s217, as rendered): round tiles a few gray levels off a white page, blurred
//   (0.78 px) and JPEG'd (quality 88), boxes set further apart than the tiles.
// - gap-lines-turned-mistake.jpg (explore3 s497, as rendered): a sepia page whose lines are gaps as light as the cells,
//   turned 2.9°, JPEG quality 44, pencil marks in 44 cells and a player's two mistakes (a second 6 in row 5, a
//   second 7 in row 6): read as the player left it, each clashing pair in doubt.
// - round-tiles-lattice-off.png (explore9 s249, as rendered): round tiles a few gray levels off a white page, boxes set
//   6 px further apart, centre pencil marks in 46 cells, a player's two clashing entries on red. The corners fitted to
//   the digits' ink put the lattice a few pixels off its even places; cut evenly, r1c7's 1 reached its cell's side and
//   was lost, and the grid, a given short, was declined. Its cells are cut at the gaps between its columns and rows.
// - faint-lines-newspaper-digit-lattice.jpg (explore6 s298, as rendered): a photographed newspaper page whose grid's
//   gray lines stand 3 levels over the paper, too faint for the line finder. Cut at the lightest column near each
//   line instead of at the line, the cells were parted at the paper's noise and 9 digits were flagged for a look.
// - gap-lines-newspaper-text-sizes.jpg (explore10 s473, cropped to the page's middle, shrunk to 0.6 and JPEG'd at
//   quality 70): a grid whose lines are 2 px gaps 10–20 levels darker than the page, beside a newspaper page's columns.
//   Its body text and its lead, two sizes of glyphs each more than the grid's 30 digits, were the two groups of heights
//   searched, and the grid was declined.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { scan } from '../../src/engine/index.ts';
import { SURE } from '../../src/engine/scan/index.ts';
import { assertReadExactly, picture } from './scan-fixture.ts';

const PICTURES: Record<string, string> = {
  'faint-round-tiles.jpg': '..3.2.........3.6..8.4........951..7....6..1.5....84...7.....42..91...868.5....3.',
  'gap-lines-turned-mistake.jpg': '2......3.54.........964....4...631....69.632.7..1...78....92......4.85.6....7.8..',
  'round-tiles-lattice-off.png': '.....71...9...1.85....5....77...4....13.9.....8..367..6.......22....5.98...66..3.',
  'gap-lines-newspaper-text-sizes.jpg':
    '7....4.....91...381..2.1.5.9.8.156.........9..6..3....6.7.....9.2.....6..5.5...71',
};

for (const [name, truth] of Object.entries(PICTURES)) {
  test(`a grid whose lines do not show (${name}): found from its digits and read exactly, no wrong cell sure`, () => {
    assertReadExactly(scan(picture('scan-wild', name)), truth);
  });
}

test('a grid found from its digits is cut at its faint lines: every digit read surely', () => {
  const result = scan(picture('scan-wild', 'faint-lines-newspaper-digit-lattice.jpg'));
  assertReadExactly(result, '.24.753.865...3..97.9.6.....7..14.2......9.3......291781.59....5.3.2.7.14......86');
  assert.ok(result.found);
  assert.deepEqual(
    result.confidence.flatMap((c, i) => (c < SURE ? [i] : [])),
    [],
  );
});

test("a player's mistakes in a grid found from its digits are in doubt", () => {
  const result = scan(picture('scan-wild', 'gap-lines-turned-mistake.jpg'));
  assert.ok(result.found);
  // Row 5's two 6s (cells 38 and 41) and row 6's two 7s (45 and 52): one of each pair is the player's.
  for (const [i, digit] of [
    [38, 6],
    [41, 6],
    [45, 7],
    [52, 7],
  ]) {
    assert.equal(result.grid[i], digit);
    assert.ok(result.confidence[i] < SURE, `cell ${i} is in doubt`);
  }
});
