// Variant names (the CLI's --variant and the text form's variant: line) and random jigsaw regions (issue 30).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createRng } from '../../src/engine/rng.ts';
import { isConnected, randomJigsawRegions } from '../../src/engine/variant/jigsaw-regions.ts';
import { isJigsaw, readVariantName, rulesOfParts, variantNameOf } from '../../src/engine/variant/names.ts';
import { classicRules } from '../../src/engine/variant/rules.ts';

describe('variant names', () => {
  it('stack with +, in any order and case, and name themselves canonically', () => {
    const read = readVariantName(' X + Killer ');
    assert.ok(read.ok);
    const rules = { ...rulesOfParts(read.parts, 9), cages: [{ cells: [0, 1], sum: 3 }] };
    assert.equal(variantNameOf(rules), 'killer+x');
    assert.equal(variantNameOf(classicRules(6)), 'classic');
    assert.equal(
      variantNameOf(classicRules(9, { windows: true, antiKing: true, antiKnight: true, nonConsecutive: true })),
      'windoku+anti-knight+anti-king+non-consecutive',
    );
  });

  it('refuse unknown names, repeats and classic in a stack', () => {
    const messages = ['sandwich', 'x+x', 'classic+x'].map((name) => {
      const read = readVariantName(name);
      assert.ok(!read.ok);
      return read.message;
    });
    assert.match(messages[0], /unknown variant 'sandwich' \(variants: classic, killer, jigsaw, x, windoku/);
    assert.match(messages[1], /'x' is named twice/);
    assert.match(messages[2], /classic does not combine/);
  });
});

describe('random jigsaw regions', () => {
  for (const size of [4, 6, 9, 16]) {
    it(`${size}×${size}: ${size} connected regions of ${size} cells, not the boxes, the same from the same seed`, () => {
      for (let seed = 0; seed < 10; seed++) {
        const regions = randomJigsawRegions(size, createRng(seed));
        assert.deepEqual(regions, randomJigsawRegions(size, createRng(seed)));
        const counts = new Array<number>(size).fill(0);
        regions.forEach((region) => counts[region]++);
        assert.deepEqual(counts, new Array<number>(size).fill(size));
        for (let region = 0; region < size; region++) assert.ok(isConnected(regions, size, region), `region ${region}`);
        assert.ok(isJigsaw({ size, regions }));
      }
    });
  }

  it('isConnected sees a split region', () => {
    assert.equal(isConnected([0, 1, 1, 0], 2, 0), false);
    assert.equal(isConnected([0, 0, 1, 1], 2, 0), true);
  });
});
