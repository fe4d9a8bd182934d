// README.md is the door: short enough to read (≤ 10 KB, the rest lives under docs/), and its test command is the one
// CI runs (.ci/run: `npm ci`, then `npm test`), so a fresh clone builds and tests with the README's two commands.
import assert from 'node:assert/strict';
import { readFileSync, statSync } from 'node:fs';
import { test } from 'node:test';

const readmeUrl = new URL('../../README.md', import.meta.url);
const readme = readFileSync(readmeUrl, 'utf8');

test('README.md is at most 10 KB', () => {
  const bytes = statSync(readmeUrl).size;
  assert.ok(bytes <= 10 * 1024, `README.md is ${bytes} B: move reference to a page under docs/ and link it`);
});

test("README's Test it is `npm ci` then `npm test`, as CI runs them", () => {
  const section = /^### Test it\n\n```sh\n([\s\S]*?)```/m.exec(readme);
  assert.ok(section, 'README has a Test it section with a sh block');
  assert.equal(section[1], 'npm ci\nnpm test\n');
  const ci = readFileSync(new URL('../../.ci/run', import.meta.url), 'utf8');
  assert.match(ci, /^npm ci\b/m);
  assert.match(ci, /^npm test$/m);
});

test('README has its quick starts and links to the docs index and the licence', () => {
  for (const heading of ['## Quick starts', '### Play', '### Embed the board', '### The extension', '### The CLI']) {
    assert.ok(readme.includes(`\n${heading}\n`), heading);
  }
  assert.ok(readme.includes('### The engine\n'));
  assert.ok(readme.includes('](docs/README.md)'));
  assert.ok(readme.includes('## Licence'));
});
