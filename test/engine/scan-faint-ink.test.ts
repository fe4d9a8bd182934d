// A faint given is never a sure blank (issue 29: a picture is never read wrong without saying so). Four grids of
// synthetic phone photos (scripts/scan-photo-synth.ts), as the reader rectified them, each with givens too faint for
// the grid's threshold: from the tune set, a dim, soft serif page (photo 54), a 4000 × 3000 photo out of focus (photo
// 100: its 1s blurred to gray smudges, one cut short as an x-height piece and read as a 9), a blurred, tilted slab
// page under a shadow (photo 200); from the explore set, a 640 × 480 photo whose shadowed corner blurs a 5 into a
// smudge the top-hat keeps only the middle of (photo 143). Before, the cell cutter left givens in them blank with
// confidence 1 (r4c1 r5c4; r5c7 r7c9 r9c5; r7c2 r9c4 r9c5; r9c9). A cell the reader leaves blank gets its
// emptyConfidence: a given must be read or in doubt.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { PNG } from 'pngjs';
import { extractCells } from '../../src/engine/scan/cut-cells.ts';
import { lazyTophat, tophat, turnedTophat } from '../../src/engine/scan/faint-ink.ts';
import { SIDE } from '../../src/engine/scan/rectify.ts';
import { SURE } from '../../src/engine/scan/scan.ts';
import { quarterTurn } from '../../src/engine/scan/upright-grid.ts';

/** A rectified grid saved as an 8-bit gray PNG (SIDE × SIDE). */
function rectified(name: string): Float32Array {
  const png = PNG.sync.read(readFileSync(new URL(`../fixtures/photo-synth/${name}`, import.meta.url)));
  assert.equal(png.width, SIDE);
  assert.equal(png.height, SIDE);
  return Float32Array.from({ length: SIDE * SIDE }, (_, i) => png.data[4 * i]);
}

const GRIDS = [
  {
    name: 'tune54-rectified.png',
    truth: '060500000900060004052009000780000000600728009000000083000100950200030008000006040',
  },
  {
    name: 'tune100-rectified.png',
    truth: '302087000000000000681030000270001400035000760009700035000040521000000000000510908',
  },
  {
    name: 'tune200-rectified.png',
    truth: '000054108780000950000007040010009027000000000320400080070800000053000019408120000',
  },
  {
    name: 'explore143-rectified.png',
    truth: '108040900060300208700000000000210500050000080004063000000000009605002070001030605',
  },
];

for (const { name, truth } of GRIDS) {
  test(`${name}: every given is read or in doubt, none a sure blank; most empty cells stay sure`, () => {
    const cells = extractCells(rectified(name));
    const sureBlanks = cells.flatMap((cell, i) =>
      truth[i] !== '0' && cell.emptyConfidence >= SURE ? [`r${Math.floor(i / 9) + 1}c${(i % 9) + 1}`] : [],
    );
    assert.deepEqual(sureBlanks, [], `givens a sure blank: ${sureBlanks.join(' ')}`);
    // Not by doubting everything: the empty cells of these grids are paper, shadow and grain.
    const empties = cells.filter((_, i) => truth[i] === '0');
    const sure = empties.filter((cell) => !cell.crop && cell.emptyConfidence >= SURE).length;
    assert.ok(sure >= 0.8 * empties.length, `only ${sure} of ${empties.length} empty cells sure`);
  });
}

// A grid read in other turns (upright-grid.ts) is cut with the first top-hat turned, not one taken anew: the cells
// must be the very ones its own top-hat gives, pixel for pixel, in every turn.
test('a turned grid: the first top-hat turned is its own, and its cells are cut the same', () => {
  const grid = rectified('tune200-rectified.png');
  let turned = grid;
  let hat = lazyTophat(grid);
  for (let turns = 1; turns < 4; turns++) {
    turned = quarterTurn(turned);
    hat = turnedTophat(hat);
    assert.deepStrictEqual(hat(), tophat(turned), `turned ${turns} times`);
    assert.deepStrictEqual(extractCells(turned, 'lines', hat), extractCells(turned), `turned ${turns} times`);
  }
});
