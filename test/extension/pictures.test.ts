// "Solve Sudoku" on pictures and whole pages, end to end: the built extension in Chromium reads a Sudoku drawn on a
// canvas (2D, or WebGL, read from the screen), published as an image (the menu opened on it), an image from another
// site (read from a capture of the tab, on the page or inside a frame of it), a grid of divs on a page with nothing
// selected; says so plainly on a page with no Sudoku, changing nothing on it, and when a picture can't be read from
// the screen either (the tab not in front, the frame partly out of view or inside another site's frame); and asks
// the user to check a grid with a cell it can't be sure of before solving anything.
//
// The menu handler is driven through the service worker as in context-menu.test.ts (see drive-menu.ts); with no
// selection in the page, the grabber reads the page, as the menu opened on the page does.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page, WebWorker } from 'puppeteer-core';
import {
  frameIdOf,
  grantActiveTab,
  pressOverlayButton,
  readOverlay,
  solveInTab,
  tabIdOf,
  waitForOverlay,
  type Outcome,
} from './drive-menu.ts';
import { gridPng } from './grid-png.ts';
import { launchWithExtension, type LoadedExtension } from './launch.ts';
import { servePages, type PageServer } from './serve-pages.ts';
import { EASY_1, EASY_2, TOP95_1, TOP95_2, assertSolves } from './grids.ts';

const shown = (outcome: Outcome) => {
  if (!outcome.shown) assert.fail(`${outcome.reason} (${outcome.detail ?? 'no detail'})`);
  return outcome.model;
};

describe('"Solve Sudoku" on pictures and pages (built extension in Chromium)', () => {
  let ext: LoadedExtension;
  let server: PageServer;
  /** Another origin, for an image the page may show but not read. */
  let otherSite: PageServer;
  let worker: WebWorker;

  before(async () => {
    server = await servePages();
    otherSite = await servePages();
    ext = await launchWithExtension();
    worker = await ext.worker();
  });
  after(async () => {
    await ext?.close();
    await server?.close();
    await otherSite?.close();
  });

  /** Opens a page with nothing selected and grants activeTab on it, as the menu click does. */
  async function openGranted(url: string): Promise<{ page: Page; tabId: number }> {
    const page = await ext.browser.newPage();
    await page.goto(url);
    await page.evaluate('getSelection().removeAllRanges()');
    await grantActiveTab(ext, page);
    return { page, tabId: await tabIdOf(worker, page) };
  }

  it('reads a Sudoku drawn on a <canvas> when the menu is opened on the page, and shows the puzzle first', async () => {
    const { page, tabId } = await openGranted(server.url('canvas-game.html'));
    const model = shown(await solveInTab(worker, tabId, 0));
    assert.equal(model.source, 'canvas');
    assert.equal(model.status, 'solved');
    assert.equal(model.puzzle, EASY_2);
    const view = await readOverlay(worker, tabId);
    assert.ok(view);
    assert.equal(view.title, 'Sudoku solved');
    assert.match(view.message, /^Read from the canvas on the page: this puzzle has one solution/);
    // A hint, not a spoiler: the puzzle is shown until the solution is asked for.
    assert.equal(view.cells, EASY_2);
    assert.deepEqual(view.buttons, ['×', 'Show solution', 'Next step', 'Copy solution', 'Play in popup', 'Close']);
    // Too tall to fit above or below the canvas in this view, it sits beside it: the picture stays in sight.
    const placed = (await page.evaluate(`(() => {
      const overlay = document.querySelector('sudoku-solver-overlay').getBoundingClientRect();
      const board = document.getElementById('board').getBoundingClientRect();
      return { beside: overlay.left >= board.right, top: overlay.top, boardTop: board.top };
    })()`)) as { beside: boolean; top: number; boardTop: number };
    assert.ok(placed.beside, JSON.stringify(placed));
    assert.ok(placed.top >= 0, JSON.stringify(placed));
    assert.ok(await pressOverlayButton(worker, tabId, 'Show solution'));
    assertSolves((await readOverlay(worker, tabId))?.cells ?? '', EASY_2);
    await page.close();
  });

  it('reads a WebGL canvas, whose own pixels read as blank, from what the screen shows', async () => {
    const { page, tabId } = await openGranted(server.url('webgl-game.html'));
    // What a page script (or the grabber) gets from the canvas itself: not one drawn pixel.
    const inked = await page.evaluate(`(() => {
      const board = document.getElementById('board');
      const copy = document.createElement('canvas');
      copy.width = board.width;
      copy.height = board.height;
      const context = copy.getContext('2d');
      context.drawImage(board, 0, 0);
      return context.getImageData(0, 0, copy.width, copy.height).data.some((byte, i) => i % 4 === 3 && byte > 0);
    })()`);
    assert.equal(inked, false, 'the WebGL canvas should read as blank for this test to mean anything');
    await page.bringToFront();
    const model = shown(await solveInTab(worker, tabId, 0));
    assert.equal(model.source, 'canvas');
    assert.equal(model.puzzle, EASY_2);
    await page.close();
  });

  it('reads the image the menu was opened on (not a larger picture beside it)', async () => {
    const { page, tabId } = await openGranted(server.url('image.html'));
    const src = (await page.evaluate(`document.getElementById('grid').src`)) as string;
    const model = shown(await solveInTab(worker, tabId, 0, undefined, '', src));
    assert.equal(model.source, 'image');
    assert.equal(model.puzzle, TOP95_2);
    assert.equal(model.status, 'solved');
    await page.close();
  });

  it('says so when the image the menu was opened on holds no Sudoku', async () => {
    const { page, tabId } = await openGranted(server.url('image.html'));
    const src = (await page.evaluate(`document.getElementById('photo').src`)) as string;
    const model = shown(await solveInTab(worker, tabId, 0, undefined, '', src));
    assert.equal(model.status, 'no-sudoku');
    assert.equal(model.title, 'No Sudoku found in this image');
    await page.close();
  });

  it('a canvas over the size limit is not read: the overlay says its size and the limit', async () => {
    const { page, tabId } = await openGranted(server.url('huge-canvas.html'));
    const model = shown(await solveInTab(worker, tabId, 0));
    assert.equal(model.status, 'unreadable');
    assert.equal(model.title, 'The picture is too large');
    assert.match(
      model.message,
      /^The canvas is 8000 × 7000 pixels; the limit is 50 megapixels, so Sudoku did not read it\./,
    );
    await page.close();
  });

  it('pictures that try the reader: an SVG claiming 100000 px a side, one of no size, a broken one, one swapped', async () => {
    const { page, tabId } = await openGranted(server.url('picture-attacks.html'));
    const srcOf = (id: string) => page.evaluate(`document.getElementById('${id}').src`) as Promise<string>;
    // The menu on the SVG: its natural size is over the limit, so it is not copied, and the overlay says so.
    let model = shown(await solveInTab(worker, tabId, 0, undefined, '', await srcOf('svg')));
    assert.equal(model.title, 'The picture is too large');
    assert.match(model.message, /^The image is 100000 × 100000 pixels; the limit is 50 megapixels/);
    // A broken picture, and one the page swapped for another between the menu click and the read: no grid, said.
    const swapped = await srcOf('swapped');
    await page.evaluate(`document.getElementById('swapped').src = document.getElementById('broken').src`);
    for (const src of [await srcOf('broken'), swapped, await srcOf('empty')]) {
      model = shown(await solveInTab(worker, tabId, 0, undefined, '', src));
      assert.equal(model.status, 'no-sudoku', src);
      assert.equal(model.title, 'No Sudoku found in this image');
    }
    // The whole page: the SVG is named as too large rather than the page said to hold no picture.
    model = shown(await solveInTab(worker, tabId, 0));
    assert.equal(model.title, 'The picture is too large');
    await page.close();
  });

  it('reads a grid of divs on the page when nothing is selected', async () => {
    const { page, tabId } = await openGranted(server.url('css-grid.html'));
    const model = shown(await solveInTab(worker, tabId, 0));
    assert.equal(model.source, 'page-grid');
    assert.equal(model.puzzle, TOP95_1);
    await page.close();
  });

  it('on a page with no Sudoku says what it looked at, and changes nothing on the page', async () => {
    const { page, tabId } = await openGranted(server.url('no-sudoku.html'));
    const snapshot = `[document.documentElement.outerHTML, scrollX, scrollY, document.activeElement.outerHTML].join('|')`;
    const before = await page.evaluate(snapshot);
    const model = shown(await solveInTab(worker, tabId, 0));
    assert.equal(model.status, 'no-sudoku');
    const view = await readOverlay(worker, tabId);
    assert.equal(view?.title, 'No Sudoku found on this page');
    assert.match(view?.message ?? '', /no table or grid of 81 cells, and no Sudoku in its 1 canvas and 1 image/);
    assert.deepEqual(view?.buttons, ['×', 'Close']);
    // Closed, the overlay leaves the page exactly as it was.
    await page.keyboard.press('Escape');
    assert.equal(await readOverlay(worker, tabId), null);
    assert.equal(await page.evaluate(snapshot), before);
    await page.close();
  });

  it('marks a cell it cannot read surely, solves nothing until the user fixes it, then solves the fixed grid', async () => {
    const { page, tabId } = await openGranted(server.url('uncertain.html'));
    const model = shown(await solveInTab(worker, tabId, 0));
    assert.equal(model.status, 'check');
    assert.equal(model.solution, null, 'no solution of a grid that may be misread');
    assert.ok(model.uncertain.includes(9), `cell 9 (the smudged 9) is marked: ${model.uncertain.join(',')}`);
    const view = await readOverlay(worker, tabId);
    assert.ok(view);
    assert.equal(view.title, 'Check the grid');
    assert.equal(view.editable, true);
    assert.equal(view.marks[9], 'u');
    assert.deepEqual(view.buttons, ['×', 'Use this grid', 'Close']);
    assert.ok(!view.buttons.includes('Show solution'));
    // The focus starts on the first uncertain cell (the puzzle check may mark others before it): the arrows take it
    // to the smudged 9, and the user types the digit the picture shows.
    assert.equal(view.focusInside, true);
    for (let cell = model.uncertain[0]; cell < 9; cell++) await page.keyboard.press('ArrowRight');
    for (let cell = model.uncertain[0]; cell > 9; cell--) await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('9');
    assert.equal((await readOverlay(worker, tabId))?.cells[9], '9');
    // The grid is one tab stop: Tab goes from the cell straight to "Use this grid".
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    const solved = await waitForOverlay(worker, tabId, (v) => v.title !== 'Check the grid');
    assert.equal(solved.title, 'Sudoku solved');
    assert.match(solved.message, /^The grid as you checked it has one solution/);
    assert.equal(solved.cells, EASY_1);
    assert.ok(await pressOverlayButton(worker, tabId, 'Show solution'));
    assertSolves((await readOverlay(worker, tabId))?.cells ?? '', EASY_1);
    await page.close();
  });

  it('reads an image from another site, which the page cannot read, from a capture of the tab', async () => {
    const png = await gridPng(ext.browser, server, TOP95_2);
    otherSite.put('grid.png', png, 'image/png');
    const url = `${server.url('foreign-image.html')}?src=${encodeURIComponent(otherSite.url('grid.png'))}`;
    const { page, tabId } = await openGranted(url);
    await page.waitForFunction(`document.getElementById('grid').complete`);
    await page.bringToFront();
    const model = shown(await solveInTab(worker, tabId, 0));
    assert.equal(model.source, 'page-image');
    assert.equal(model.puzzle, TOP95_2);
    await page.close();
  });

  it('reads such an image again and again when Solve Sudoku is run in quick succession (Chromium allows two captures a second)', async () => {
    otherSite.put('grid.png', await gridPng(ext.browser, server, TOP95_2), 'image/png');
    const url = `${server.url('foreign-image.html')}?src=${encodeURIComponent(otherSite.url('grid.png'))}`;
    const { page, tabId } = await openGranted(url);
    await page.waitForFunction(`document.getElementById('grid').complete`);
    await page.bringToFront();
    for (let run = 1; run <= 4; run++) {
      const model = shown(await solveInTab(worker, tabId, 0));
      assert.equal(model.puzzle, TOP95_2, `run ${run}: ${model.message}`);
    }
    await page.close();
  });

  it('says plainly why when such an image cannot be captured either (the tab is not in front)', async () => {
    otherSite.put('grid.png', await gridPng(ext.browser, server, TOP95_2), 'image/png');
    const url = `${server.url('foreign-image.html')}?src=${encodeURIComponent(otherSite.url('grid.png'))}`;
    const { page, tabId } = await openGranted(url);
    await page.waitForFunction(`document.getElementById('grid').complete`);
    const other = await ext.browser.newPage();
    await other.bringToFront();
    const model = shown(await solveInTab(worker, tabId, 0));
    assert.equal(model.status, 'unreadable');
    assert.equal(model.title, "Can't read the picture");
    assert.match(model.message, /comes from another site.*picture of the tab either \(the tab was not in front\)/);
    await other.close();
    await page.close();
  });

  /** foreign-image.html of this site showing `name`, a picture of the other site: shown, but not readable. */
  const foreignImage = (name: string): string =>
    `${server.url('foreign-image.html')}?src=${encodeURIComponent(otherSite.url(name))}`;

  /** Waits until every picture of the frame whose address is `url` has loaded. */
  async function picturesLoaded(page: Page, url: string): Promise<void> {
    const frame = await page.waitForFrame((f) => f.url() === url);
    await frame.waitForFunction(`[...document.images].every((img) => img.complete && img.naturalWidth > 0)`);
  }

  /** framed-picture.html with `src` in its frame (its frame id found), granted, in front, the frame's picture loaded. */
  async function openFramed(src: string, inner = src): Promise<{ page: Page; tabId: number; frameId: number }> {
    const { page, tabId } = await openGranted(`${server.url('framed-picture.html')}?src=${encodeURIComponent(src)}`);
    await picturesLoaded(page, inner);
    await page.bringToFront();
    return { page, tabId, frameId: await frameIdOf(worker, tabId, inner) };
  }

  it('reads an image from another site inside a frame of the page from the capture, placed through the frame', async () => {
    otherSite.put('grid.png', await gridPng(ext.browser, server, TOP95_2), 'image/png');
    const src = foreignImage('grid.png');
    const { page, tabId, frameId } = await openFramed(src);
    assert.notEqual(frameId, 0);
    // Scrolled a little: the frame is cropped where the view shows it, not where the page lays it out.
    await page.evaluate('scrollTo(0, 40)');
    const model = shown(await solveInTab(worker, tabId, frameId, src));
    assert.equal(model.source, 'page-image');
    assert.equal(model.status, 'solved');
    assert.equal(model.puzzle, TOP95_2);
    // The overlay is drawn in the frame, beside the picture it read.
    assert.equal((await readOverlay(worker, tabId, frameId))?.title, 'Sudoku solved');
    assert.equal(await readOverlay(worker, tabId, 0), null);
    await page.close();
  });

  it('reads such an image in a data: frame, which cannot see the page around it, from the capture', async () => {
    otherSite.put('grid.png', await gridPng(ext.browser, server, TOP95_2), 'image/png');
    const img = `<h1>Partner</h1><img alt="Sudoku" src="${otherSite.url('grid.png')}">`;
    const src = `data:text/html,${encodeURIComponent(img)}`;
    const { page, tabId, frameId } = await openFramed(src);
    const model = shown(await solveInTab(worker, tabId, frameId, src));
    assert.equal(model.puzzle, TOP95_2, model.message);
    await page.close();
  });

  it('marks the cell it cannot read surely in such an image, and solves nothing', async () => {
    otherSite.put('smudged.png', await gridPng(ext.browser, server, EASY_1, 9), 'image/png');
    const src = foreignImage('smudged.png');
    const { page, tabId, frameId } = await openFramed(src);
    const model = shown(await solveInTab(worker, tabId, frameId, src));
    assert.equal(model.status, 'check', model.message);
    assert.equal(model.solution, null, 'no solution of a grid that may be misread');
    assert.ok(model.uncertain.includes(9), `cell 9 (the smudged 9) is marked: ${model.uncertain.join(',')}`);
    const view = await readOverlay(worker, tabId, frameId);
    assert.equal(view?.title, 'Check the grid');
    assert.equal(view?.marks[9], 'u');
    await page.close();
  });

  it('says the picture is only partly in view when its frame is scrolled half out of the view', async () => {
    otherSite.put('grid.png', await gridPng(ext.browser, server, TOP95_2), 'image/png');
    const src = foreignImage('grid.png');
    const { page, tabId, frameId } = await openFramed(src);
    await page.evaluate(`scrollBy(0, document.getElementById('frame').getBoundingClientRect().top + 300)`);
    const model = shown(await solveInTab(worker, tabId, frameId, src));
    assert.equal(model.status, 'unreadable');
    assert.equal(model.title, "Can't read the picture");
    assert.match(model.message, /\(only part of it is in view\)\. Scroll until the whole grid shows/);
    await page.close();
  });

  it("says why when the picture's frame is inside a frame from another site, where it is drawn being unknown", async () => {
    otherSite.put('grid.png', await gridPng(ext.browser, server, TOP95_2), 'image/png');
    // This site's page, in a frame of the other site's, in a frame of this site's page.
    const inner = foreignImage('grid.png');
    const middle = `${otherSite.url('framed-picture.html')}?src=${encodeURIComponent(inner)}`;
    const { page, tabId, frameId } = await openFramed(middle, inner);
    const model = shown(await solveInTab(worker, tabId, frameId, inner));
    assert.equal(model.title, "Can't read the picture");
    assert.match(model.message, /inside a frame the browser does not let Sudoku read \(one from another site\)/);
    assert.match(model.message, /paste it in the Sudoku popup/);
    await page.close();
  });
});
