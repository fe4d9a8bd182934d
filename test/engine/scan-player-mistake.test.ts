// A player's mistake on a screenshot is the player's (scan.ts, puzzle-repair.ts `misreadGiven`): a board in progress
// whose entries make no solution as read is not mended by the puzzle, even where the ink left the entry in doubt.
import { test } from 'node:test';
import { scan } from '../../src/engine/scan/index.ts';
import { assertReadExactly, picture } from './scan-fixture.ts';

test("a screenshot's board with a player's mistake is read as entered, its doubtful entry not mended by the puzzle", () => {
  // Wild tune s145 (scripts/scan-wild.ts): a phone app, dark theme, lines as gaps, pencil marks, one conflicting entry.
  // Its board has no solution; mended in every grid, an entry in doubt (r8c4's 9) became the 6 that made it a puzzle.
  assertReadExactly(
    scan(picture('scan-wild', 'player-mistake-in-doubt.png')),
    '1.873.945..2.6578375...861.68.347.215..28639.3.795....8..52413991.97...823...94.6',
  );
});
