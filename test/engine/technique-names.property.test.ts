/**
 * `generate({ technique })` given any string (issue 25, item 6): a technique's id or name, in any case, with spaces
 * or underscores, finds that technique and no other; anything else is a RangeError naming what was asked, on one
 * short line, before any search starts. Names that are Object.prototype's own never reach a lookup table.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { findTechnique, generate } from '../../src/engine/generate/index.ts';
import { TECHNIQUES } from '../../src/engine/grade/index.ts';

const squash = (text: string): string => text.toLowerCase().replace(/[^a-z0-9+]/g, '');

const names = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.string({ unit: 'binary' }),
  fc.constantFrom('__proto__', 'constructor', 'toString', 'valueOf', 'hasOwnProperty', 'prototype', '', ' ', '\u0000'),
  fc
    .constantFrom(...TECHNIQUES.map((t) => t.id))
    .chain((id) =>
      fc.constantFrom(
        id.toUpperCase(),
        ` ${id} `,
        id.replaceAll('-', ' '),
        id.replaceAll('-', '_'),
        `${id}x`,
        id.slice(1),
      ),
    ),
);

test('property: any string finds the technique it names, or none; none is a short RangeError naming it', () => {
  fc.assert(
    fc.property(names, (text) => {
      const found = findTechnique(text);
      if (found) {
        // Never another technique: the text is the id or the name, case and punctuation aside.
        assert.ok(squash(text) === squash(found.id) || squash(text) === squash(found.name), `${text} -> ${found.id}`);
        return;
      }
      assert.throws(
        () => generate({ technique: text }),
        (error: unknown) =>
          error instanceof RangeError && error.message.startsWith('unknown technique "') && error.message.length < 1200,
      );
    }),
    { numRuns: 3000 },
  );
});

test('every id in capitals, with spaces or underscores, or padded, finds that very technique', () => {
  for (const { id } of TECHNIQUES) {
    for (const text of [id.toUpperCase(), ` ${id} `, id.replaceAll('-', ' '), id.replaceAll('-', '_')])
      assert.equal(findTechnique(text)?.id, id, text);
  }
});

test('a megabyte of a name is refused at once, quoting only its start and saying how long it was', () => {
  const text = 'x'.repeat(1 << 20);
  const started = performance.now();
  assert.throws(() => generate({ technique: text }), {
    name: 'RangeError',
    message: /^unknown technique "x{40}"… \(1048576 characters\): use one of full-house, /,
  });
  // Before, the message repeated the whole megabyte; the lookup itself is linear (about 15 ms here).
  assert.ok(performance.now() - started < 5000);
});

test('a technique that is not a string is a RangeError saying so, whatever its toString does', () => {
  const odd: unknown[] = [123, {}, Symbol('x-wing'), Object.create(null), { toString: () => 'x-wing' }];
  odd.push({
    toString() {
      throw new Error('boom');
    },
  });
  for (const technique of odd)
    assert.throws(() => generate({ technique: technique as string }), {
      name: 'RangeError',
      message: /^a technique is named by a string \(got (number|object|symbol)\): use one of full-house, /,
    });
});
