// A variant game's share link (src/engine/variant-share/variant-share-link.ts): it carries the rules with the givens, so the puzzle
// read back is the same puzzle under the same rules; the board as shared comes back with it; escapes picked up on the
// way change nothing; and a classic link is not taken for one.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { shareLink } from '../../src/engine/share-link.ts';
import {
  classicRules,
  generateVariant,
  randomJigsawRegions,
  rulesOfParts,
  type VariantRules,
} from '../../src/engine/variant/index.ts';
import { isVariantShareLink, readVariantShareLink } from '../../src/engine/variant-share/read-variant-share-link.ts';
import { writeVariantShareLink } from '../../src/engine/variant-share/variant-share-link.ts';
import { createRng } from '../../src/engine/rng.ts';

const killerX: VariantRules = rulesOfParts(new Set(['killer', 'x'] as const), 9);
const jigsaw: VariantRules = { size: 9, regions: randomJigsawRegions(9, createRng('share-jigsaw')) };

/** The rules as the board compares them: JSON without key order mattering. */
const sameRules = (a: VariantRules, b: VariantRules): void =>
  assert.deepEqual(JSON.parse(JSON.stringify(a)), JSON.parse(JSON.stringify(b)));

describe('variant share links', () => {
  for (const [name, rules, killer] of [
    ['killer + X', killerX, true],
    ['jigsaw', jigsaw, false],
  ] as const) {
    it(`a ${name} link reads back as the same givens under the same rules`, () => {
      const made = generateVariant(rules, 11, killer);
      const link = writeVariantShareLink('https://example.org/play?x=1#old', {
        rules: made.rules,
        givens: made.givens,
      });
      assert.match(link, /^https:\/\/example\.org\/play\?x=1#sudoku=variant:/);
      assert.doesNotMatch(link, /\s|%/, 'no escapes, no white space');
      assert.ok(isVariantShareLink(link));
      const read = readVariantShareLink(link);
      assert.ok(read.ok, read.ok ? '' : read.message);
      assert.deepEqual(read.puzzle.givens, made.givens);
      sameRules(read.puzzle.rules, made.rules);
      assert.equal(read.progress, null);
    });
  }

  it('carries the board as shared, and reads the same with its characters escaped', () => {
    const made = generateVariant(killerX, 12, true);
    const progress = made.givens.map((given, cell) => given || (cell % 3 === 0 ? made.solution[cell] : 0));
    const notes = made.givens.map((_, cell) => (progress[cell] ? 0 : 0b101));
    const link = writeVariantShareLink(
      'https://example.org/',
      { rules: made.rules, givens: made.givens },
      progress,
      notes,
    );
    assert.match(link, /&progress=[.1-9]{81}&notes=/);
    for (const text of [link, link.replace(/:/g, '%3A').replace(/\//g, '%2F'), `See ${link} !`]) {
      const read = readVariantShareLink(text);
      assert.ok(read.ok, read.ok ? '' : read.message);
      assert.deepEqual(read.progress, progress);
      sameRules(read.puzzle.rules, made.rules);
    }
  });

  it('drops a progress that changes a given; refuses a link whose rules are cut short, saying why', () => {
    const made = generateVariant(jigsaw, 13, false);
    const given = made.givens.findIndex(Boolean);
    const wrong = made.givens.map((d, cell) => (cell === given ? (d % 9) + 1 : d));
    const link = writeVariantShareLink('https://example.org/', { rules: made.rules, givens: made.givens }, wrong);
    const read = readVariantShareLink(link);
    assert.ok(read.ok);
    assert.equal(read.progress, null);
    const cut = readVariantShareLink(link.slice(0, link.indexOf('regions:') + 20));
    assert.equal(cut.ok, false);
    assert.match(cut.ok ? '' : cut.message, /variant text: .*regions/);
  });

  it('carries a 16×16 grid, its digits 10–16 and the board as shared', () => {
    const rules = classicRules(16);
    const givens = Array.from({ length: 256 }, (_, cell) => (cell % 17 === 0 ? (cell % 16) + 1 : 0));
    const progress = givens.map((given, cell) => given || (cell === 1 ? 16 : 0));
    const read = readVariantShareLink(writeVariantShareLink('https://example.org/', { rules, givens }, progress));
    assert.ok(read.ok, read.ok ? '' : read.message);
    assert.deepEqual(read.puzzle.givens, givens);
    assert.equal(read.puzzle.rules.size, 16);
    assert.deepEqual(read.progress, progress);
  });

  it('leaves classic links alone', () => {
    const classic = shareLink(
      'https://example.org/',
      new Array(81).fill(0).map((_, i) => (i % 10 === 0 ? 5 : 0)),
    );
    assert.equal(isVariantShareLink(classic), false);
  });
});
