// The worker's side of "Solve Sudoku" without a browser: what the overlay is told for each kind of selection, and
// which pages are refused up front.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MAX_SHOWN_READ, describeResult, truncateForDisplay } from '../../src/background/describe-result.ts';
import { whyCannotRun } from '../../src/background/restricted-pages.ts';
import type { GrabbedGrid } from '../../src/content/grid-sources.ts';

const EASY_1 = '..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..';
const grabbed = (text: string, kind: GrabbedGrid['kind'] = 'text'): GrabbedGrid => ({
  kind,
  source: kind === 'cells' ? 'table' : 'text',
  text,
  anchor: null,
});

describe('describeResult', () => {
  it('solves a unique puzzle and keeps the puzzle to mark the givens', () => {
    const model = describeResult(grabbed(EASY_1, 'cells'));
    assert.equal(model.status, 'solved');
    assert.equal(model.puzzle, EASY_1);
    assert.match(model.solution ?? '', /^[1-9]{81}$/);
    for (let i = 0; i < 81; i++) if (EASY_1[i] !== '.') assert.equal(model.solution?.[i], EASY_1[i]);
  });

  it('says "more than one solution" and still gives one', () => {
    const model = describeResult(grabbed('123456789' + '.'.repeat(72)));
    assert.equal(model.status, 'several');
    assert.equal(model.message, 'This puzzle has more than one solution; here is one.');
    assert.match(model.solution ?? '', /^123456789[1-9]{72}$/);
  });

  it('names the clash when two givens repeat, with no solution', () => {
    const model = describeResult(grabbed('11' + '.'.repeat(79)));
    assert.equal(model.status, 'unsolvable');
    assert.match(model.message, /^This puzzle has no solution: .+\.$/);
    assert.equal(model.solution, null);
  });

  it('says why text is not a grid, and keeps what was read', () => {
    const model = describeResult(grabbed('hello world'));
    assert.equal(model.status, 'unreadable');
    assert.match(model.message, /^Could not read a Sudoku grid from the selected text: .+\.$/);
    assert.equal(model.read, 'hello world');
  });

  it('treats an empty selection as nothing selected', () => {
    assert.equal(describeResult({ kind: 'none', source: 'none', text: '', anchor: null }).status, 'nothing-selected');
    assert.equal(describeResult(grabbed('  \n ')).status, 'nothing-selected');
  });

  it('truncates what was read for display, by characters not UTF-16 units', () => {
    const long = '😀'.repeat(MAX_SHOWN_READ + 5);
    const shown = truncateForDisplay(long);
    assert.equal(Array.from(shown).length, MAX_SHOWN_READ + 1);
    assert.ok(shown.endsWith('…'));
    assert.equal(describeResult(grabbed(long)).read, shown);
  });
});

describe('whyCannotRun', () => {
  it('refuses browser pages, other extensions, view-source and the extension stores', () => {
    for (const url of [
      'chrome://settings/',
      'chrome-extension://abcdefghijklmnop/page.html',
      'edge://extensions',
      'about:config',
      'view-source:https://example.com/',
      'https://chromewebstore.google.com/detail/x/abc',
      'https://chrome.google.com/webstore/detail/abc',
      'https://microsoftedge.microsoft.com/addons/detail/abc',
      'moz-extension://0b3c1f2e-1111-2222-3333-444455556666/popup.html',
      'resource://gre/modules/',
      'https://addons.mozilla.org/en-US/firefox/addon/x/',
    ]) {
      assert.match(whyCannotRun(url) ?? '', /does not let extensions read/, url);
    }
  });

  it('lets ordinary pages, other Google pages and about:blank frames through', () => {
    for (const url of [
      'https://example.com/sudoku',
      'http://127.0.0.1:8080/',
      'https://chrome.google.com/',
      'about:blank',
    ]) {
      assert.equal(whyCannotRun(url), null, url);
    }
    assert.equal(whyCannotRun(undefined), null);
  });
});
