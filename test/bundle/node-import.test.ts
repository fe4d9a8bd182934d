// Importing the npm entry in Node (server rendering, a framework's tests, a bundler's prerender) does not throw
// (issue 28 §2): `lit` resolves there to Lit's Node build, which brings its own DOM shim, and the element is defined
// only where a `customElements` registry exists. Run after `npm run build` (or `npm run build:lib`).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, it } from 'node:test';

const ROOT = resolve(import.meta.dirname, '../..');

/** Imports `specifier` in a fresh Node process and returns what it exports and whether the tag got defined. */
function importInNode(specifier: string): { exports: string[]; defined: boolean } {
  const script =
    `const m = await import(${JSON.stringify(specifier)});` +
    `console.log(JSON.stringify({ exports: Object.keys(m), defined: !!globalThis.customElements?.get('sudoku-board') }));`;
  return JSON.parse(
    execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: ROOT, encoding: 'utf8' }),
  );
}

describe('the npm entry in Node', () => {
  it('imports without throwing and gives the class, its API alone', () => {
    // The package's own name resolves to itself here (Node's self-reference through `exports`), as an app's import does.
    const seen = importInNode('sudoku-web');
    assert.deepEqual(seen.exports, ['SudokuBoard']);
    // Lit's Node build puts its shim registry on globalThis; server rendering finds the element there.
    assert.equal(seen.defined, true);
  });
});
