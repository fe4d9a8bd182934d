// The generated parts of the docs (scripts/docs/blocks.ts: the technique table, the trainer's list, the CLI's usage
// text) say what the code says: a page that differs from what `npm run docs` would write fails here, in CI. The
// element's API page needs a build: test/bundle/docs-api.test.ts checks it.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { BLOCKS, expectedPage, fillBlock, root } from '../../scripts/docs/blocks.ts';

for (const page of new Set(BLOCKS.filter((b) => !b.needsBuild).map((b) => b.page))) {
  test(`${page} is up to date with what it documents`, async () => {
    const have = readFileSync(new URL(page, root), 'utf8');
    assert.ok(have === (await expectedPage(page)), `${page} is out of date: run \`npm run docs\` and commit it`);
  });
}

test('a block is written between its markers, and a page without them is refused', () => {
  const block = { page: 'x.md', name: 'n', make: () => 'new' };
  const page = 'a\n\n<!-- generated: n (npm run docs) -->\n\nold\n\n<!-- end generated -->\n\nb\n';
  assert.equal(
    fillBlock(page, block),
    'a\n\n<!-- generated: n (npm run docs) -->\n\nnew\n\n<!-- end generated -->\n\nb\n',
  );
  assert.throws(() => fillBlock('a\n', block), /has no "<!-- generated: n/);
});
