// scan on grids of tiles the finders missed or mistook, copied from the wild corpus's explore4 set (scripts/scan-wild.ts
// --set explore4, rendered in headless Chromium; fonts from their @fontsource packages). Each fails without its rule
// in find-tiles.ts:
// - dark-tiles-page-as-lines.png (s457, saved as 64 gray levels, uncropped: the picture's size sets how far it is
//   shrunk to be searched): a phone app's dark tiles on a darker page. The page's gaps between the tiles, joined to its
//   margins, were fitted as a grid of dark lines a row and a half above the tiles and read shifted: 43 cells wrong,
//   31 of them sure (`tilesBehindLines`: a lattice of tiles of that grid's size, centred inside it elsewhere, is the
//   grid).
// - round-tiles-jpeg.jpg (s529, as rendered): round light gray tiles on a white page at JPEG quality 65, whose ripple
//   breaks their flat gray at every flatness tried before, even averaged: declined (`findTiles` tries the averaged
//   picture at COARSE_FLAT last).
// And one read before with a row lost, from the explore14 set (cut-cells.ts `recentreLines`):
// - round-tiles-box-row-high.png (s337, as rendered): round tiles set 5 px apart within a box and 9 px between boxes,
//   cut evenly between the outer tiles; each box's rows then stand higher than their cells, and row 3's five small
//   digits touched their cells' top edge, where a line's remnant runs: read blank, in doubt (a flagged misread).
import { test } from 'node:test';
import { scan } from '../../src/engine/index.ts';
import { assertReadExactly, picture } from './scan-fixture.ts';

const PICTURES: Record<string, string> = {
  'dark-tiles-page-as-lines.png': '.2..7..1.7....4..64.85........7....3.....1.......4967.6....3...35.3..8.9.7.1.....',
  'round-tiles-jpeg.jpg': '.....7....1....5..3....24.8.94...3...3......7...5.62....8...7.2.....1...26..4...3',
  'small-round-tiles-turned.jpg': '1......2..84...6.......27.....56........13...9..2..16...37862...2...5..9.5.......',
  'round-tiles-box-row-high.png': '52.16.9..978....21..68927....2.......17935.4245....37.3..6.9.....57..1.8.9..1...3',
};

for (const [name, truth] of Object.entries(PICTURES)) {
  test(`a grid of tiles missed, mistaken or cut short before (${name}): found and read exactly, no wrong cell sure`, () => {
    assertReadExactly(scan(picture('scan-wild', name)), truth);
  });
}
