// docs/element/api.md says what the element's JSDoc says: generated from custom-elements.json (where package.json's
// customElements says; run after `npm run build`), it fails here when the page is older than the manifest. Only
// public members are listed.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { BLOCKS, MANIFEST, expectedPage, root } from '../../scripts/docs/blocks.ts';

const page = 'docs/element/api.md';

test(`${page} is up to date with the element's manifest`, async () => {
  assert.ok(BLOCKS.some((b) => b.page === page && b.needsBuild));
  const have = readFileSync(new URL(page, root), 'utf8');
  assert.ok(have === (await expectedPage(page)), `${page} is out of date: run \`npm run docs\` and commit it`);
});

test(`${page} lists no private member`, () => {
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8'));
  const text = readFileSync(new URL(page, root), 'utf8');
  const element = manifest.modules
    .flatMap((m: { declarations?: unknown[] }) => m.declarations ?? [])
    .find((d: { tagName?: string }) => d.tagName === 'sudoku-board');
  for (const member of element.members as { name: string; privacy?: string }[]) {
    if (member.privacy === 'private' || member.name.startsWith('_') || member.name.startsWith('#')) {
      assert.ok(!text.includes(`| \`${member.name}\``) && !text.includes(`| \`${member.name}(`), member.name);
    }
  }
});
