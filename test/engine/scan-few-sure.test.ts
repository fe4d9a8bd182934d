// A reading sure of fewer digits than a printed Sudoku's 17 givens, whose digits make no puzzle, has no sure cell
// (scan.ts, issue 29: a picture is never read wrong without saying so). Two synthetic phone photos of the explore set
// (scripts/scan-photo-synth.ts, test/fixtures/photo-synth), each read with a wrong cell sure before: a page bent 0.36
// and tilted 24° (photo 71: a blank read 7 at 0.90 among 14 sure digits, the cells of two columns shifted) and a
// sans page under a shadow (photo 133: a given in its dark corner read as a sure blank among 9 sure digits). And the
// other side: a reading with few sure digits that makes a puzzle with one solution keeps its sure cells.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { decodeImage } from '../../src/cli/decode-image.ts';
import { scan, SURE } from '../../src/engine/index.ts';
import { misreads, picture } from './scan-fixture.ts';

function photo(name: string) {
  const decoded = decodeImage(readFileSync(new URL(`../fixtures/photo-synth/${name}`, import.meta.url)), name);
  assert.ok(decoded.ok);
  return decoded.image;
}

const PHOTOS = {
  'explore71-bent-page.jpg': '5.17...46........5...96.8....6.8..29...4.6...85..3.4....4.19...7........18...36.4',
  'explore133-shadowed-corner.jpg': '47...9...5...3.8.......7.5.2..9..71...7.4.6...14..2..3.5.2.......6.9...2...7...61',
};

for (const [name, truth] of Object.entries(PHOTOS)) {
  test(`${name}: read with few sure digits and no puzzle, no cell read wrong is sure`, () => {
    const result = scan(photo(name));
    assert.ok(result.found, 'grid found');
    const { wrong, sureWrong } = misreads(result, truth, SURE);
    assert.ok(wrong.length > 0, 'the photo is still misread: the test is about its warning');
    assert.deepEqual(sureWrong, [], 'wrong cells read as sure');
  });
}

test('a reading with few sure digits that makes a puzzle with one solution keeps its sure cells', () => {
  // Wild explore3 s273: dark tiles, Playfair's old-style figures, whose x-height 1s and 2s are read in doubt.
  const result = scan(picture('scan-wild', 'tiles-old-style.png'));
  assert.ok(result.found, 'grid found');
  const truth = '..1.8.26.9..42..........1.4.9.....5.3....24.....6..8.1..3......48.2.7........9..6';
  assert.deepEqual(misreads(result, truth, SURE).wrong, [], 'read exactly');
  const sure = result.confidence.filter((c) => c >= SURE).length;
  assert.ok(sure >= 60, `only ${sure} cells sure`);
});
