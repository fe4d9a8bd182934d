// scan on three pictures of the wild corpus's explore set (scripts/scan-wild.ts --set explore, rendered in headless
// Chromium; s582 cropped to its grid and a margin, its pixels unchanged) whose reading was no puzzle: s582's
// seven-segment 4s stand at an old-style 1's height and were left blank (three givens missing, several solutions);
// s064's JPEG'd Space Mono 6 was read as an 8 (0.70 to 0.22), flagged; s014's seven-segment 4 in r8c8, at 0.28 of the
// cell, is too short for a digit and was left blank. The puzzle check now picks the other reading
// (src/engine/scan/puzzle-repair.ts); the cells it changed stay in doubt. s014's 4 is its ink kept aside
// (Cell.latent), read by the network only when the repair asks for the cells' other readings (scan.ts). And a
// synthetic photo whose given, read as no digit, has no other reading to offer: the puzzle alone restores it.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { scan, SURE } from '../../src/engine/index.ts';
import { assertReadExactly, cellName, misreads, picture, synthPhoto } from './scan-fixture.ts';

const PICTURES: Record<string, { truth: string; mended: string[] }> = {
  'explore-s582.png': {
    truth: '3.8......69..5..4..7219...6.5.......83.......2....93...8...34......2..65...4.....',
    mended: ['r2c8', 'r7c7', 'r9c4'],
  },
  'explore-s014.jpg': {
    truth: '2........4....2.865..96....3...21....2..4........5681...3.....5..6....4.7...9...3',
    mended: ['r8c8'],
  },
  'explore-s064.jpg': {
    truth: '..6...2.3.....49....1....75..56.3...4....7.8.6...2.....79.5..2.......1.8.5..4....',
    mended: ['r4c4'],
  },
};

for (const [name, { truth, mended }] of Object.entries(PICTURES)) {
  test(`a reading that is no puzzle mended from its cells in doubt (${name}): exact, the mended cells flagged`, () => {
    const result = scan(picture('scan-repair', name));
    assert.ok(result.found, 'grid found');
    const { wrong, sureWrong } = misreads(result, truth, SURE);
    assert.deepEqual(sureWrong, [], 'wrong cells read as sure');
    assert.deepEqual(wrong, [], 'misread cells');
    const flagged = result.confidence.flatMap((c, i) => (c < SURE ? [cellName(i)] : []));
    for (const cell of mended) assert.ok(flagged.includes(cell), `${cell} is left for the player to check`);
  });
}

test('a given read as no digit, the puzzle several solutions without it: restored by the puzzle alone, flagged', () => {
  // Synthetic explore3 photo 8 as drawn (scripts/scan-photo-synth.ts --set explore3; a sans page blurred and bent):
  // the 8 in r9c1, blurred at the page's bent edge, is read as no digit at 0.5 with no other reading to offer (the
  // network gives an 8 0.002), and the puzzle without it has 9 solutions. Of the blanks the ink left in doubt, only
  // that cell and only an 8 make one solution (puzzle-repair.ts `missingGiven`).
  const truth = '..5.....9...3.....2.9..48...6.4.9.815.......242.1.7.9...75..3.4.....3...8.....7..';
  const result = scan(synthPhoto('explore3-image8-given-read-blank.jpg'));
  assertReadExactly(result, truth);
  assert.ok(result.confidence[72] < SURE, 'r9c1 is left for the player to check');
});

test('a grid with several solutions as read, mended to one: only the ink and the repair leave cells to check', () => {
  // Scan corpus eval-0276 (scripts/scan-corpus.ts, eval set: Nimbus Mono PS at 193 px, rounded lines), copied as
  // drawn: its r6c7 7 is read as a 1 in doubt, which leaves two solutions, so the puzzle check marks the 49 blanks
  // where a given might be missing; the repair reads the 7 again and the grid has one solution. The 49 marks were
  // the grid as read's, not the mended one's: a player asked to check 51 cells of a screenshot read exactly checks
  // none of them well.
  const truth = '..6..4..7......4..1.95...6.....6.......1.5.3...29..7....3.2..4..7....35..9...8...';
  const result = scan(picture('scan-repair', 'corpus-eval-0276.png'));
  assertReadExactly(result, truth);
  const flagged = result.confidence.flatMap((c, i) => (c < SURE ? [cellName(i)] : []));
  assert.ok(flagged.includes('r6c7'), 'the mended 7 is left for the player to check');
  assert.ok(flagged.length <= 4, `cells to check: ${flagged.join(' ')}`);
});
