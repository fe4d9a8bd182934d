// scan on grids whose lines and tiles do not show, found from their digits (find-digit-lattice.ts), copied from the
// wild corpus (scripts/scan-wild.ts, rendered in headless Chromium; fonts installed or from their @fontsource
// packages). Each was declined before the digits were looked for:
// - faint-round-tiles.jpg (explore2 s217, as rendered): round tiles a few gray levels off a white page, blurred
//   (0.78 px) and JPEG'd (quality 88), boxes set further apart than the tiles.
// - gap-lines-turned-mistake.jpg (explore3 s497, as rendered): a sepia page whose lines are gaps as light as the cells,
//   turned 2.9°, JPEG quality 44, pencil marks in 44 cells and a player's two mistakes (a second 6 in row 5, a
//   second 7 in row 6): read as the player left it, each clashing pair in doubt.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { scan } from '../../src/engine/index.ts';
import { SURE } from '../../src/engine/scan/index.ts';
import { assertReadExactly, picture } from './scan-fixture.ts';

const PICTURES: Record<string, string> = {
  'faint-round-tiles.jpg': '..3.2.........3.6..8.4........951..7....6..1.5....84...7.....42..91...868.5....3.',
  'gap-lines-turned-mistake.jpg': '2......3.54.........964....4...631....69.632.7..1...78....92......4.85.6....7.8..',
};

for (const [name, truth] of Object.entries(PICTURES)) {
  test(`a grid whose lines do not show (${name}): found from its digits and read exactly, no wrong cell sure`, () => {
    assertReadExactly(scan(picture('scan-wild', name)), truth);
  });
}

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
