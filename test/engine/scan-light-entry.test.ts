// scan on a player's entry in a lighter ink whose darkest part alone the threshold cut, copied from the wild corpus's
// explore set (scripts/scan-wild.ts --set explore, s395, as rendered: a table of cell borders on a dark page,
// photographed, JPEG quality 82). Its 8 in r3c8 is found by the faint and pale digit search; session 33's first
// version of the "dark top cut alone" rule (cut-cells.ts `faintStem`) left the cell blank in doubt before that search
// ran, so the picture read one cell wrong (flagged). The rule now only lowers a blank's confidence.
import { test } from 'node:test';
import { scan } from '../../src/engine/index.ts';
import { assertReadExactly, picture } from './scan-fixture.ts';

test("a player's lighter 8, its top cut darker than its stem, is read as an 8 (not left blank)", () => {
  assertReadExactly(
    scan(picture('scan-wild', 'light-entry-dark-top.jpg')),
    '26249138.439..7.6.81726398.1..329.585.267413..9..856.4.7453..1635891647262174....',
  );
});
