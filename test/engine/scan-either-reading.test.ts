// A cell whose pieces a faint hairline joins is read twice, as cut and with the hairline drawn in
// (src/engine/scan/either-reading.ts). The second reading fixes old-style 5s but turns some seven-segment 7s into
// 9s: whatever the two say, a digit they disagree on must never come out sure.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { BRIDGED_DOUBT, eitherReading, type CellReading } from '../../src/engine/scan/either-reading.ts';
import { SURE } from '../../src/engine/scan/scan.ts';

const reading: fc.Arbitrary<CellReading> = fc.record({
  digit: fc.integer({ min: 0, max: 9 }),
  confidence: fc.double({ min: 0, max: 1, noNaN: true }),
  likeness: fc.double({ min: 0, max: 1, noNaN: true }),
});

test('two readings that name different digits leave the cell in doubt, whichever is surer', () => {
  assert.ok(BRIDGED_DOUBT < SURE, 'the cap is below what the player is asked to check');
  fc.assert(
    fc.property(reading, reading, (asCut, bridged) => {
      fc.pre(asCut.digit !== bridged.digit);
      const read = eitherReading(asCut, bridged);
      assert.ok(read.confidence <= BRIDGED_DOUBT);
      assert.ok(read.digit === asCut.digit || read.digit === bridged.digit);
    }),
  );
});

test('a seven-segment 7 read as a 9 once its bars are joined is a 9 in doubt, for the player to check, not a sure one', () => {
  const read = eitherReading(
    { digit: 7, confidence: 0.6, likeness: 0.7 },
    { digit: 9, confidence: 0.97, likeness: 0.98 },
  );
  assert.equal(read.digit, 9);
  assert.ok(read.confidence < SURE);
});

test('three ways of reading (as cut, bridged, own pieces): any two that disagree leave the cell in doubt', () => {
  // Weighed two at a time, a third reading agreeing with the bridged one lifted the cap the first two had set.
  fc.assert(
    fc.property(reading, reading, reading, (asCut, bridged, own) => {
      fc.pre(new Set([asCut.digit, bridged.digit, own.digit]).size > 1);
      const read = eitherReading(asCut, bridged, own);
      assert.ok(read.confidence <= BRIDGED_DOUBT);
      assert.ok([asCut.digit, bridged.digit, own.digit].includes(read.digit));
      for (const r of [asCut, bridged, own]) assert.ok(r.digit === read.digit || read.others?.includes(r.digit));
    }),
  );
});

test('two readings that agree keep the surer one, so a joined Playfair 5 is read surely', () => {
  fc.assert(
    fc.property(reading, fc.double({ min: 0, max: 1, noNaN: true }), (asCut, confidence) => {
      const bridged = { ...asCut, confidence };
      const read = eitherReading(asCut, bridged);
      assert.equal(read.digit, asCut.digit);
      assert.equal(read.confidence, Math.max(asCut.confidence, confidence));
    }),
  );
});
