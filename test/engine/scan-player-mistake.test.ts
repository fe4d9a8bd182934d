// A player's mistake on a screenshot is the player's (scan.ts, puzzle-repair.ts `misreadGiven`): a board in progress
// whose entries make no solution as read is not mended by the puzzle, even where the ink left the entry in doubt.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { scan, SURE } from '../../src/engine/scan/index.ts';
import { assertReadExactly, picture } from './scan-fixture.ts';

test("a screenshot's board with a player's mistake is read as entered, its doubtful entry not mended by the puzzle", () => {
  // Wild tune s145 (scripts/scan-wild.ts): a phone app, dark theme, lines as gaps, pencil marks, one conflicting entry.
  // Its board has no solution; mended in every grid, an entry in doubt (r8c4's 9) became the 6 that made it a puzzle.
  assertReadExactly(
    scan(picture('scan-wild', 'player-mistake-in-doubt.png')),
    '1.873.945..2.6578375...861.68.347.215..28639.3.795....8..52413991.97...823...94.6',
  );
});

test("a player's clashing 1 in an old-style face, in doubt for its height only, is not mended into another digit", () => {
  // Wild explore8 s560: a plain page, dark theme, Raleway (its 1s and 2s at the x-height, each read in doubt), turned
  // 3.7°. Row 4 holds two 1s, the player's mistake drawn on a shaded cell; the network reads r4c9's as a 1 at 0.99, yet
  // its runner-up, a 2, made the board a puzzle and the repair took it (scan.ts `clearMistake`).
  assertReadExactly(
    scan(picture('scan-wild', 'old-style-1-player-mistake.jpg')),
    '.9..68.342.8.7.59.3...956...1.3..8.1.5.912.43.2.6.7.15.827.13.6..45..128...8....9',
  );
});

test("a player's clearly read clashing digits are not read blank to make the board a puzzle", () => {
  // Wild explore12 s294 (as rendered, 53 KB): a phone app's board of seven-segment digits with the player's two
  // mistakes, a 4 and a 1 each beside another in its row, read at 0.95 or more. Read blank, either mistake leaves a
  // puzzle, as any mistake set aside does, and the repair took both: two cells wrong, in doubt (scan.ts `clearMistake`).
  assertReadExactly(
    scan(picture('scan-wild', 'segments-player-mistakes-clear.png')),
    '..1.9..7..9..4.5..4..57..4211...8.....8.2....73.....9.6.....4.....6..25.....34.1.',
  );
});

test("a grid of faint lines sure of fewer than 17 digits is read when, its player's mistake set aside, they make a puzzle", () => {
  // Wild explore18 s129: a phone app's grid of gaps (found by its faint lines), an old-style face whose 1s and 2s
  // stand short, so only 15 of its 23 digits are sure, and a player's red 6 in the row of a given 6. Every digit was
  // read right, yet the grid was declined: with so few sure digits on faint lines it had to be a puzzle as read
  // (scan.ts `fewSureNoPuzzle`), and a game with a mistake has no solution until the mistake is set aside. Taken so,
  // every cell is offered for a look: a misread beside a clashing one can leave a puzzle as well.
  const read = scan(picture('scan-wild', 'gap-lines-old-style-player-mistake.jpg'));
  assertReadExactly(read, '7.9.......6.....65....1..8...132...4......9...4.58.......4...23.....1....98..7.4.');
  assert.ok(read.found && read.confidence.every((c) => c < SURE), 'no cell sure');
});
