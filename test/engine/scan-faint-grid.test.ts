// A photo whose whole grid is faint (dim, blurred, printed in gray or blue ink) has its digits stand 10 to 25 gray
// levels over the paper, under the cell cut's floor of 20: they were cut down to their cores or not at all, and the
// grid read with fewer than 17 sure digits. Such a grid is cut again at a floor set by its own contrast
// (cut-cells.ts `extractFaintCells`) and read so when that makes a puzzle the first reading did not (scan.ts
// `readOrFaint`); each digit so cut is in doubt. Two synthetic phone photos (scripts/scan-photo-synth.ts,
// test/fixtures/photo-synth), each read before with cells wrong (flagged): explore2 126, a blurred gray-ink page under
// a shadow (7 wrong), and explore3 132, a blue-ink page bent and tilted 24° (3 wrong).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { scan, SURE } from '../../src/engine/index.ts';
import { extractFaintCells } from '../../src/engine/scan/cut-cells.ts';
import { locateCells } from '../../src/engine/scan/locate.ts';
import { assertReadExactly, picture, synthPhoto } from './scan-fixture.ts';

const PHOTOS = {
  'explore2-image126-gray-ink-blurred.jpg':
    '.4...2.....8.....7.....762..3.5.6.1.41.9......7.2.....3....8.........7.8..5.4..9.',
  'explore3-image132-blue-ink-bent.jpg':
    '..94.2.8....13....1......5....71..26..3...8..42..56....8......9....21....4.3.71..',
};

for (const [name, truth] of Object.entries(PHOTOS)) {
  test(`a faint photo's grid cut again at its own contrast (${name}): read exactly, each digit for a look`, () => {
    const result = scan(synthPhoto(name));
    assertReadExactly(result, truth);
    const sureDigits = result.grid.filter((digit, c) => digit && result.confidence[c] >= SURE).length;
    assert.equal(sureDigits, 0, 'digits cut from faint ink are in doubt');
  });
}

test('a grid of ordinary contrast is not cut again: the faint floor would be the usual one', () => {
  const located = locateCells(picture('scan-wild', 'oval-tiles-wide-box-gaps.png'));
  assert.ok(located, 'grid found');
  assert.equal(extractFaintCells(located.rectified, located.edges, located.tophat, located.chroma, located.flat), null);
});
