/**
 * The extension's storage keys, message types and page-script names live in src/extension-contract.ts only: no other
 * file under src/ spells one of them, and no chrome.storage call under src/ names a key of its own inline. A part
 * that restated a key would drift from the others unseen (the overlay once had to, being injected as a function).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import {
  MESSAGE_TYPES,
  OVERLAY_GLOBAL,
  PAGE_GLOBAL,
  PAGE_SCRIPTS,
  STORAGE_KEYS,
} from '../../src/extension-contract.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CONTRACT = 'src/extension-contract.ts';

function filesUnder(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir)).flatMap((name) => {
    const file = `${dir}${name}`;
    return statSync(path.join(ROOT, file)).isDirectory() ? filesUnder(`${file}/`) : [file];
  });
}

const sources = filesUnder('src/').filter((file) => file.endsWith('.ts') && file !== CONTRACT);

function parse(file: string): ts.SourceFile {
  return ts.createSourceFile(file, readFileSync(path.join(ROOT, file), 'utf8'), ts.ScriptTarget.ES2022, true);
}

function walk(node: ts.Node, visit: (node: ts.Node) => void): void {
  visit(node);
  ts.forEachChild(node, (child) => walk(child, visit));
}

/** The text of every string in a file's code: literals and the fixed parts of template literals. */
function stringsOf(source: ts.SourceFile): string[] {
  const found: string[] = [];
  walk(source, (node) => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node)) found.push(node.text);
    if (ts.isTemplateTail(node)) found.push(node.text);
  });
  return found;
}

const CONTRACT_NAMES = [
  ...Object.values(STORAGE_KEYS),
  ...Object.values(MESSAGE_TYPES),
  ...Object.values(PAGE_SCRIPTS).map((script) => script.file),
  PAGE_GLOBAL,
  OVERLAY_GLOBAL,
];

test('the contract names are all different', () => {
  assert.equal(new Set(CONTRACT_NAMES).size, CONTRACT_NAMES.length);
});

test('no file under src/ but the contract spells a storage key, a message type or a page-script name', () => {
  const spelled = sources.flatMap((file) => {
    const strings = stringsOf(parse(file));
    return CONTRACT_NAMES.filter((name) => strings.some((text) => text.includes(name))).map(
      (name) => `${file} spells '${name}'`,
    );
  });
  assert.deepEqual(spelled, []);
});

/** chrome.storage.<area>.get/set/remove, and the popup's store over it (`this.storage`, `store`). */
const STORAGE_CALL = /^(chrome\.storage\.\w+|(this\.)?storage|store)\.(get|set|remove)$/;

test('no chrome.storage call under src/ names a key inline: keys come from the contract', () => {
  const inline: string[] = [];
  for (const file of sources) {
    walk(parse(file), (node) => {
      if (!ts.isCallExpression(node) || !STORAGE_CALL.test(node.expression.getText())) return;
      for (const argument of node.arguments) {
        walk(argument, (inner) => {
          const literalKey =
            ts.isStringLiteralLike(inner) &&
            (ts.isCallExpression(inner.parent) || ts.isArrayLiteralExpression(inner.parent));
          const namedProperty =
            ts.isPropertyAssignment(inner) && inner.parent === argument && !ts.isComputedPropertyName(inner.name);
          if (literalKey || namedProperty) inline.push(`${file}: ${node.getText().slice(0, 80)}`);
        });
      }
    });
  }
  assert.deepEqual(inline, []);
});
