// The extension's builds rewrite lit-html's template maker to use DOMParser (scripts/lit-template-parser.ts), so
// Mozilla's linter finds no innerHTML assignment. The pattern must match the Lit the project installs, in both its
// builds; what the rewrite makes is compared with Lit's own in real browsers (test/components/lit-template-parser).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { transform } from 'esbuild';
import { parseTemplatesWithoutInnerHtml } from '../../scripts/lit-template-parser.ts';

for (const file of ['lit-html.js', 'development/lit-html.js']) {
  test(`lit-html's ${file}: its createElement is rewritten to DOMParser, and nothing else changes`, async () => {
    const code = readFileSync(new URL(`../../node_modules/lit-html/${file}`, import.meta.url), 'utf8');
    assert.match(code, /\.innerHTML\s*=/, 'Lit sets innerHTML (else this rewrite is not needed)');
    const rewritten = parseTemplatesWithoutInnerHtml(code);
    assert.ok(rewritten, 'the pattern matches');
    assert.doesNotMatch(rewritten, /\.innerHTML\s*=/);
    assert.match(rewritten, /new DOMParser\(\)\.parseFromString\("<template>"\+\w+\+"<\/template>","text\/html"\)/);
    // Still a module that parses, with one createElement call fewer: the template's, now made by DOMParser.
    await transform(rewritten, { format: 'esm', loader: 'js' });
    assert.equal(rewritten.split('createElement(').length, code.split('createElement(').length - 1);
  });
}

test('code that is not the known createElement is left alone (the build then fails, see litTemplateParser)', () => {
  assert.equal(parseTemplatesWithoutInnerHtml('static createElement(t){return make(t)}'), null);
  assert.equal(parseTemplatesWithoutInnerHtml('const s=document.createElement("div");s.innerHTML=t'), null);
});
