// The worker's side of "Solve Sudoku" without a browser: what the overlay is told for each kind of selection, and
// which pages are refused up front.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  MAX_SHOWN_READ,
  describeBlockedPicture,
  describeGrid,
  describeNoSudoku,
  describeResult,
  truncateForDisplay,
} from '../../src/background/describe-result.ts';
import { whyCannotRun } from '../../src/background/restricted-pages.ts';
import { whyUnreadable } from '../../src/background/why-unreadable.ts';
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
    assert.equal(
      model.message,
      'Read from the selected text: this puzzle has more than one solution; "Show solution" shows one.',
    );
    assert.equal(model.editable, false);
    assert.match(model.solution ?? '', /^123456789[1-9]{72}$/);
  });

  it('names the clash when two givens repeat, with no solution, and shows the grid marked for the user to fix', () => {
    const model = describeResult(grabbed('11' + '.'.repeat(79)));
    assert.equal(model.status, 'unsolvable');
    assert.match(model.message, /^This puzzle has no solution: row 1 has two 1s, in columns 1 and 2\. Fix it /);
    assert.equal(model.solution, null);
    assert.equal(model.puzzle, '11' + '.'.repeat(79));
    assert.deepEqual(model.clashes, [0, 1]);
    assert.equal(model.editable, true);
  });

  it('asks the user to check a grid read with uncertain cells, and solves nothing until they confirm it', () => {
    const grid = [...EASY_1].map((c) => (c === '.' ? 0 : Number(c)));
    const model = describeGrid(grid, { source: 'canvas', anchor: null, read: '', uncertain: [9, 2] });
    assert.equal(model.status, 'check');
    assert.deepEqual(model.uncertain, [2, 9]);
    assert.equal(model.solution, null);
    assert.equal(model.editable, true);
    assert.match(model.message, /^Read from the canvas on the page, but 2 cells are uncertain \(marked\)/);
    const confirmed = describeGrid(grid, { source: 'canvas', anchor: null, read: '', uncertain: [9], confirmed: true });
    assert.equal(confirmed.status, 'solved');
    assert.deepEqual(confirmed.uncertain, []);
    assert.match(confirmed.solution ?? '', /^[1-9]{81}$/);
  });

  it('says where it looked when no Sudoku was found', () => {
    const page = describeNoSudoku('page', { canvas: 2, image: 1 });
    assert.equal(page.title, 'No Sudoku found on this page');
    assert.match(page.message, /no table or grid of 81 cells, and no Sudoku in its 2 canvases and 1 image/);
    assert.match(describeNoSudoku('page', { canvas: 0, image: 0 }).message, /no canvas or image large enough/);
    assert.equal(describeNoSudoku('image', { canvas: 0, image: 1 }).title, 'No Sudoku found in this image');
  });

  it('says why a picture from another site could not be read when the tab could not be captured either', () => {
    const model = describeBlockedPicture('image', { why: 'the tab was not in front' });
    assert.equal(model.status, 'unreadable');
    assert.match(model.message, /^The image comes from another site.*\(the tab was not in front\)/);
  });

  it('says why text is not a grid, and keeps what was read', () => {
    const model = describeResult(grabbed('hello world'));
    assert.equal(model.status, 'unreadable');
    assert.match(model.message, /^Could not read a Sudoku grid from the selected text: .+\.$/);
    assert.equal(model.read, 'hello world');
  });

  it('treats an empty reading as no Sudoku found', () => {
    assert.equal(describeResult({ kind: 'none', source: 'none', text: '', anchor: null }).status, 'no-sudoku');
    assert.equal(describeResult(grabbed('  \n ')).status, 'no-sudoku');
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

  it('says a data: page is refused for being a data: page, not a browser page, and lets a data: frame be tried', () => {
    const reason = whyCannotRun('data:text/html,<pre>53..7....</pre>') ?? '';
    assert.match(reason, /pages opened from a data: address/);
    assert.match(reason, /Paste in the Sudoku popup/);
    assert.doesNotMatch(reason, /chrome:\/\/|its own pages/);
    // A data: frame belongs to the page that made it: activeTab reaches it, as it does about:blank frames.
    assert.equal(whyCannotRun('data:text/html,<pre>53..7....</pre>', { frame: true }), null);
    assert.match(whyCannotRun('chrome://settings/', { frame: true }) ?? '', /does not let extensions read/);
  });
});

describe('whyUnreadable: the reason when the grabber could not run', () => {
  const page = 'https://example.com/sudoku';
  const noAccess =
    'Error: Cannot access contents of the page. Extension manifest must request permission to access the respective host.';

  it("a frame from another site: names it and says to open the frame's own page, which it names, in a tab", () => {
    const reason = whyUnreadable({
      frameId: 7,
      frameUrl: 'https://puzzles.example.org/daily',
      pageUrl: page,
      error: noAccess,
    });
    assert.match(reason, /frame from another site/);
    assert.match(reason, /Open the frame's own page \(https:\/\/puzzles\.example\.org\/daily\) in a tab/);
    assert.match(reason, /Paste in the Sudoku popup/);
    const long = whyUnreadable({
      frameId: 7,
      frameUrl: `https://puzzles.example.org/daily?${'x'.repeat(500)}`,
      pageUrl: page,
      error: noAccess,
    });
    assert.ok(long.length < 400, 'a long address is shortened');
    assert.match(long, /x…\) in a tab/);
  });

  it('a frame the browser does not know (gone, or a wrong id): says so, never "another site"', () => {
    for (const frameUrl of [undefined, 'https://puzzles.example.org/daily', `${page}/frame`]) {
      const reason = whyUnreadable({
        frameId: 99999,
        frameUrl,
        pageUrl: page,
        error: 'Error: No frame with id 99999 in tab with id 3',
      });
      assert.match(reason, /can't find the frame/, String(frameUrl));
      assert.match(reason, /Select the grid again/);
      assert.doesNotMatch(reason, /another site/);
    }
  });

  it('a frame it can’t read for another reason, or whose address is unknown: says the grid is in a frame it can’t read', () => {
    for (const frameUrl of [undefined, `${page}/frame`, 'about:srcdoc', 'data:text/html,x']) {
      const reason = whyUnreadable({ frameId: 7, frameUrl, pageUrl: page, error: noAccess });
      assert.match(reason, /inside a frame Sudoku can't read/, String(frameUrl));
      assert.match(reason, /Paste in the Sudoku popup/);
      assert.doesNotMatch(reason, /another site/);
    }
  });

  it('the page itself: says to select again, then to paste', () => {
    const reason = whyUnreadable({ frameId: 0, pageUrl: page, error: noAccess });
    assert.match(reason, /could not read this page/);
    assert.match(reason, /Paste in the Sudoku popup/);
  });
});
