// scan on two pictures of Playfair Display's digits, copied from the wild corpus's explore set (scripts/scan-wild.ts
// --set explore, rendered in headless Chromium with the @fontsource web font): its 5's flag and bowl are parted by a
// hairline fainter than the threshold. s037's 5s were read blank, one of them sure of it (a silent misread); s392's
// were read as 3s, flagged.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { scan, SURE } from '../../src/engine/index.ts';
import { misreads, picture } from './scan-fixture.ts';

const PICTURES: Record<string, string> = {
  'explore-s037.jpg': '8754..3.2..2.584....1.3.59.72.91....4..8....7..9...82..842.1......386.54.63.4.1..',
  'explore-s392.png': '39..1.47..8..2491.124.9.856...45...97.98.2......9..64.4.5...3.1.18.45.6.6...79.8.',
};

for (const [name, truth] of Object.entries(PICTURES)) {
  test(`Playfair Display's 5s (${name}): read exactly, and no wrong cell would be sure`, () => {
    const result = scan(picture('scan-playfair', name));
    assert.ok(result.found, 'grid found');
    const { wrong, sureWrong } = misreads(result, truth, SURE);
    // A silent misread first: a wrong cell shown as sure is what a user cannot catch.
    assert.deepEqual(sureWrong, [], 'wrong cells read as sure');
    assert.deepEqual(wrong, [], 'misread cells');
  });
}
