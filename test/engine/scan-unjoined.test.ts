// A digit's own pieces read apart from what fainter ink joins to them (cut-cells.ts `unjoined`, issue 29). On a
// shadowed or hazy photo the faint ink that links a high-contrast face's hairline to its digit also links a shadow's
// edge or a line's remnant: the crop then holds the digit and a blot beside it, which the network took for no digit
// at all or for another digit, and a given was read blank or misread (flagged). Read both ways, the digit wins, in
// doubt.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { scan, SURE } from '../../src/engine/scan/index.ts';
import { locateCells, locations } from '../../src/engine/scan/locate.ts';
import { predict, digitModel, NOT_DIGIT } from '../../src/engine/scan/classifier.ts';
import { assertReadExactly, cellName, synthPhoto } from './scan-fixture.ts';

/** The digit the network likes best on a crop, 1–9, or 0 when "no digit" wins. */
function networkDigit(crop: Float32Array): number {
  const p = predict(digitModel(), crop);
  let best = 0;
  for (let o = 1; o < p.length; o++) if (p[o] > p[best]) best = o;
  return best === NOT_DIGIT ? 0 : best + 1;
}

for (const [name, truth, cell] of [
  // tune 2: a sans page under a shadow's edge, r2c8's 9 with the edge's blot beside it.
  ['dim-paper-halo.jpg', '000140005050000390000008040002305016090000050580206900020900000038000020900027000', 16],
  // explore2 99: a serif page bent and tilted under a shadow, r8c4's 3 with a speck of the shadow joined below it.
  [
    'explore2-image99-haze-joined.jpg',
    '047000500100005000500020009010453200050000070003879060300080007000300002001000840',
    66,
  ],
] as const) {
  test(`${name}: ${cellName(cell)}'s digit is read from its own pieces, not the blot haze joins to it`, () => {
    const image = synthPhoto(name);
    // The grid as the first fit that joins the haze to the digit places it: explore2 99's grid is now found clear at
    // the first margin, its cell cut clean there (and read sure), and the haze-joined cut is the faint fit after it.
    const located = [...locations(image)].find((l) => l.cells[cell].unjoined);
    assert.ok(located, 'a grid location whose cut joins haze to the digit');
    const { crop, unjoined } = located.cells[cell];
    assert.ok(crop && unjoined, 'the cell was cut with pieces joined to its digit');
    const want = Number(truth[cell]);
    // As cut, the crop is no digit the network reads; its own pieces are the given.
    assert.notEqual(networkDigit(crop), want, 'the joined crop alone already reads right: the test shows nothing');
    assert.equal(networkDigit(unjoined), want);
    const reading = scan(image);
    assertReadExactly(reading, truth);
    // Read two ways that disagree: in doubt, for the player to check, where the reading's grid is the joined cut.
    if (locateCells(image)?.cells[cell].unjoined) assert.ok(reading.confidence[cell] < SURE);
  });
}
