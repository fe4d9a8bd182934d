// scan on damaged digits, drawn over the committed fixtures (scripts/scan-corpus/damage.ts): a digit with its upper
// or lower part rubbed out, an ink blot on it, a stroke across it. A damaged digit must be read right or flagged
// (confidence below SURE), never misread with confidence: consumers solve a grid without asking when every cell
// is sure. The clean fixtures must keep every cell as sure as it was (scan.test.ts asserts their readings).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DAMAGES, damage, type Damage } from '../../scripts/scan-corpus/damage.ts';
import { scan, SURE } from '../../src/engine/index.ts';
import { INK_DOUBT } from '../../src/engine/scan/ink-check.ts';
import { fixture, TRUTH } from './scan-fixture.ts';

/**
 * What is left of a 1, a 4 or a 7 rubbed out by half is one short stroke, as small as a pencil mark: read as
 * empty and not flagged (a known limit). Every other digit is held to the rule.
 */
const SHORT_REMNANT = new Set(['1', '4', '7']);
const applies = (kind: Damage, digit: string): boolean => !kind.startsWith('erase') || !SHORT_REMNANT.has(digit);

/**
 * Damaged digits still misread with confidence: open defects, listed so that any other one fails the test. A 1
 * crossed out is a 7 to the classifier and to the eye; the others are remnants of the JPEG page's small digits,
 * lighter than the pencil-mark limit, and a blot that turns a 7 into a 1.
 */
const KNOWN = new Set([
  'light-serif.png r4c4 cross',
  'rotated.png r9c5 erase-top',
  'rotated.png r9c9 blot',
  'rotated.png r3c3 cross',
  'rotated.png r6c1 cross',
  'rotated.png r4c5 cross',
  ...['r9c4', 'r9c6', 'r6c4', 'r9c9', 'r6c5'].map((where) => `page.jpg ${where} erase-top`),
]);

/** Damaged cells a picture at a time: every sixth digit, so the grid keeps enough clean digits to compare with. */
const BATCHES = 6;

for (const [name, truth] of Object.entries(TRUTH)) {
  for (const kind of DAMAGES) {
    test(`${name}, digits ${kind}: each read right or flagged, the other cells as sure as before`, () => {
      const image = fixture(name);
      const clean = scan(image);
      assert.ok(clean.found);
      const digits = [...truth].flatMap((ch, cell) => (ch !== '.' && applies(kind, ch) ? [cell] : []));
      const silent: string[] = [];
      for (let batch = 0; batch < BATCHES; batch++) {
        const cells = digits.filter((_, k) => k % BATCHES === batch);
        const result = scan(
          damage(
            image,
            clean.corners,
            cells.map((cell) => ({ cell, kind })),
          ),
        );
        assert.ok(result.found, `${name}: grid lost`);
        for (const cell of cells) {
          const { [cell]: read } = result.grid;
          const { [cell]: confidence } = result.confidence;
          const where = `r${Math.floor(cell / 9) + 1}c${(cell % 9) + 1}`;
          if (String(read) !== truth[cell] && confidence >= SURE && !KNOWN.has(`${name} ${where} ${kind}`))
            silent.push(`${where}: a ${truth[cell]} read as ${read || 'empty'} at ${confidence.toFixed(2)}`);
        }
      }
      assert.deepEqual(silent, []);
    });
  }
}

test('pencil marks and a highlighted row, column and box: empty and as sure as each cell was before the ink check', () => {
  const truth = TRUTH['pencil-player.png'];
  const result = scan(fixture('pencil-player.png'));
  assert.ok(result.found);
  // The ink check flags with INK_DOUBT and nothing else does; a pencil cell's own doubt is 0.5 (marks spanning a
  // digit's height) or a height-scaled confidence.
  const flagged = result.confidence.flatMap((c, cell) => (truth[cell] === '.' && c === INK_DOUBT ? [cell] : []));
  assert.deepEqual(flagged, []);
  for (const [cell, ch] of [...truth].entries()) if (ch === '.') assert.equal(result.grid[cell], 0);
});
