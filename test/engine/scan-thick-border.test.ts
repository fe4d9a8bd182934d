// scan on small boards whose outer border is thick for their cells, copied from the wild corpus's explore sets
// (scripts/scan-wild.ts: inline SVG boards of seven-segment digits, drawn with lines of a fixed width). The border,
// 0.35 of a cell deep, covers part of the outer cells, whose digits are set at the middle of their cells' places and
// so stand half under it (cut-cells.ts `borderCut`):
// - thick-border-corner-seven.jpg (explore23 s222, 906 px, JPEG 43): r9c9's 7 showed its top bar alone beside the
//   right border and was read as a sure blank.
// - thick-border-top-one.jpg (explore20 s014, 560 px): r1c3's 1 stood under the top border, its upper bar merged with
//   the border, its lower bar 5 px tall: a sure blank.
// And a thin border leaves the outer cells alone: those read blank stay sure.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { scan, SURE } from '../../src/engine/index.ts';
import { cellName, misreads, picture } from './scan-fixture.ts';

/** The cells of the top and bottom rows and the first and last columns. */
const OUTER = Array.from({ length: 81 }, (_, i) => i).filter((i) => i % 9 === 0 || i % 9 === 8 || i < 9 || i >= 72);

const THICK: Record<string, { truth: string; hidden: number }> = {
  'thick-border-corner-seven.jpg': {
    truth: '7.....5.9..1.....239.65.17...3..57....98....55..74...314..2895...65.9431...4.6.27',
    hidden: 80,
  },
  'thick-border-top-one.jpg': {
    truth: '..16.42.....21....3..9.....9.8.6.........2.9.2.35...6..4.85.6.98......75........1',
    hidden: 2,
  },
};

for (const [name, { truth, hidden }] of Object.entries(THICK)) {
  test(`a digit half under a thick border is no sure blank (${name})`, () => {
    const result = scan(picture('scan-wild', name));
    assert.ok(result.found, 'grid found');
    assert.deepEqual(misreads(result, truth, SURE).sureWrong, [], 'wrong cells read as sure');
    assert.ok(result.confidence[hidden] < SURE, `${cellName(hidden)} in doubt`);
  });
}

test('under a thin border, the outer cells read blank stay sure', () => {
  // Boards and pages whose border is a few pixels deep: nothing in their outer cells stands under it.
  const pictures: [string, string][] = [
    ['scan-wild', 'low-5-tiles.png'],
    ['scan-wild', 'low-5-newspaper.png'],
    ['scan-wild', 'old-style-1-low.png'],
    ['scan', 'dark-bold.png'],
    ['scan', 'light-serif.png'],
    ['scan', 'pencil-player.png'],
    ['scan', 'rotated.png'],
  ];
  for (const [folder, name] of pictures) {
    const result = scan(picture(folder, name));
    assert.ok(result.found, `${name}: grid found`);
    const doubted = result.grid.flatMap((digit, i) =>
      !digit && OUTER.includes(i) && result.confidence[i] < SURE ? [cellName(i)] : [],
    );
    assert.deepEqual(doubted, [], `${name}: outer blanks in doubt`);
  }
});
