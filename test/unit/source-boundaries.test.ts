/**
 * The source tree's boundaries, checked statically over src/ (issue 26, part 4), so a reader can trust the layout:
 * - src/engine is DOM-free and importable in Node: it imports only engine files, names no page, worker or extension
 *   global, and every engine module loads in plain Node;
 * - each engine part (a folder under src/engine) is entered from outside only through its front door, index.ts;
 * - no two files under src/ share a name, apart from the names that mean the same thing wherever they are (a
 *   folder's front door, one language's words in the catalogue's per-language folders).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SRC = 'src/';
const ENGINE = 'src/engine/';
/** The WebAssembly kernel's AssemblyScript source: compiled by asc, never imported. */
const NOT_MODULES = ['src/engine/solve/wasm/'];

function filesUnder(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir)).flatMap((name) => {
    const file = `${dir}${name}`;
    return statSync(path.join(ROOT, file)).isDirectory() ? filesUnder(`${file}/`) : [file];
  });
}

const sources = filesUnder(SRC).filter((file) => /\.(ts|mts)$/.test(file));
const engineModules = sources.filter(
  (file) => file.startsWith(ENGINE) && !NOT_MODULES.some((dir) => file.startsWith(dir)),
);

/** Every module specifier a file names: static and dynamic imports, re-exports, `new URL(…, import.meta.url)`. */
function specifiers(file: string): string[] {
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      if (ts.isStringLiteral(node.moduleSpecifier)) found.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [first] = node.arguments;
      if (first && ts.isStringLiteralLike(first)) found.push(first.text);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      const literal = node.argument.literal;
      if (ts.isStringLiteral(literal)) found.push(literal.text);
    } else if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'URL') {
      const [first, second] = node.arguments ?? [];
      if (first && second && ts.isStringLiteralLike(first) && second.getText().startsWith('import.meta.url')) {
        found.push(first.text);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile(file, text, ts.ScriptTarget.ES2022, true));
  return found;
}

/** A relative specifier as a path from the repository root (query such as `?script` dropped); null for a package. */
function resolve(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  return path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier.replace(/\?.*$/, '')));
}

/** The names a file's code refers to: identifiers, except member and property names (`x.document` is not `document`). */
function identifiers(file: string): Set<string> {
  const source = ts.createSourceFile(file, readFileSync(path.join(ROOT, file), 'utf8'), ts.ScriptTarget.ES2022, true);
  const names = new Set<string>();
  const visit = (node: ts.Node): void => {
    if (ts.isIdentifier(node)) {
      const parent = node.parent;
      const isMemberName =
        (ts.isPropertyAccessExpression(parent) && parent.name === node) ||
        ((ts.isPropertyAssignment(parent) ||
          ts.isPropertySignature(parent) ||
          ts.isPropertyDeclaration(parent) ||
          ts.isMethodDeclaration(parent) ||
          ts.isMethodSignature(parent)) &&
          parent.name === node);
      if (!isMemberName) names.add(node.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return names;
}

/** Globals of a page, a worker or an extension: none has a meaning in Node, the CLI or a test of the engine. */
const FACE_GLOBALS = [
  'document',
  'window',
  'self',
  'navigator',
  'localStorage',
  'sessionStorage',
  'indexedDB',
  'customElements',
  'HTMLElement',
  'Element',
  'Node',
  'Worker',
  'WorkerGlobalScope',
  'DedicatedWorkerGlobalScope',
  'postMessage',
  'importScripts',
  'trustedTypes',
  'chrome',
  'browser',
  'process',
  'ImageData',
  'OffscreenCanvas',
  'createImageBitmap',
];

test('src/engine imports nothing from outside src/engine: no package, no face', () => {
  const outside = engineModules.flatMap((file) =>
    specifiers(file)
      .filter((specifier) => !(resolve(file, specifier) ?? '').startsWith(ENGINE))
      .map((specifier) => `${file} imports ${specifier}`),
  );
  assert.deepEqual(outside, []);
});

test('src/engine names no page, worker or extension global', () => {
  const uses = engineModules.flatMap((file) => {
    const names = identifiers(file);
    return FACE_GLOBALS.filter((name) => names.has(name)).map((name) => `${file} uses ${name}`);
  });
  assert.deepEqual(uses, []);
});

test('every engine module loads in plain Node, where there is no DOM', async () => {
  assert.equal(typeof (globalThis as { document?: unknown }).document, 'undefined');
  assert.ok(engineModules.length > 80, `found only ${engineModules.length} engine modules`);
  for (const file of engineModules) {
    await assert.doesNotReject(import(pathToFileURL(path.join(ROOT, file)).href), `${file} loads`);
  }
});

test('each engine part is entered from outside only through its front door, index.ts', () => {
  const parts = readdirSync(path.join(ROOT, ENGINE))
    .map((name) => `${ENGINE}${name}/`)
    .filter((dir) => sources.some((file) => file.startsWith(dir)));
  assert.deepEqual(
    parts.filter((part) => !sources.includes(`${part}index.ts`)),
    [],
    'every part has an index.ts',
  );
  const sideDoors = sources.flatMap((file) =>
    specifiers(file).flatMap((specifier) => {
      const target = resolve(file, specifier);
      const part = target && parts.find((dir) => target.startsWith(dir));
      if (!part || file.startsWith(part) || target === `${part}index.ts`) return [];
      return [`${file} imports ${specifier}`];
    }),
  );
  assert.deepEqual(sideDoors, []);
});

/** Names that mean the same thing in every folder: a folder's front door, one language's words for one face. */
const SHARED_MEANING = new Set(['index.ts', 'de.ts', 'es.ts', 'fr.ts']);
/** One folder per language in the catalogue: src/words/de/board.ts is src/words/en/board.ts in German. */
const LANGUAGE_FOLDER = /^src\/words\/[a-z]{2}\//;

test('no two files under src/ share a name, so a name says which file it is', () => {
  const byName = new Map<string, string[]>();
  for (const file of sources) {
    const name = path.posix.basename(file);
    if (SHARED_MEANING.has(name)) continue;
    // English stands for every language folder: the others repeat its names, each for the same file in its language.
    if (LANGUAGE_FOLDER.test(file) && !file.startsWith('src/words/en/')) continue;
    byName.set(name, [...(byName.get(name) ?? []), file]);
  }
  const shared = [...byName.values()].filter((files) => files.length > 1);
  assert.deepEqual(shared, []);
});

/** Folders whose files stay small enough to read whole (issue 26); the element's and the popup's are the session's. */
const SMALL_FILE_FOLDERS = ['src/content/', 'src/background/'];
const MAX_LINES = 400;

test(`no file under ${SMALL_FILE_FOLDERS.join(' or ')} is over ${MAX_LINES} lines`, () => {
  const long = sources
    .filter((file) => SMALL_FILE_FOLDERS.some((dir) => file.startsWith(dir)))
    .map((file) => ({ file, lines: readFileSync(path.join(ROOT, file), 'utf8').trimEnd().split('\n').length }))
    .filter(({ lines }) => lines > MAX_LINES)
    .map(({ file, lines }) => `${file}: ${lines} lines`);
  assert.deepEqual(long, []);
});
