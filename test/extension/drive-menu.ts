// Drives the "Solve Sudoku" flow the way a user would, minus the native context menu (which the DevTools protocol
// cannot click): select the grid in the page, run the extension's action on the tab (a user gesture that grants
// activeTab, as the menu click does), then call the menu's handler in the service worker, and read the overlay.
//
// Code sent to the worker is a string, not a function: tsx compiles test functions with helper calls (`__name`)
// that do not exist in the worker or the page, and injected functions must be self-contained.
//
// The readers take any context that runs code as the extension (`ExtensionContext`): Chromium's service worker
// here, or in Firefox (firefox-e2e.test.ts) a tab showing one of the extension's own pages.
import type { Frame, Page, WebWorker } from 'puppeteer-core';
import type { OverlayModel } from '../../src/content/overlay-model.ts';
import type { LoadedExtension } from './launch.ts';

/** Where the extension's `chrome.*` code is run: a puppeteer WebWorker or Page of the extension. */
export type ExtensionContext = Pick<WebWorker, 'evaluate'>;

export type Outcome = { shown: true; model: OverlayModel } | { shown: false; reason: string; detail?: string };

/** What the overlay shows, read inside its closed shadow root from the extension's isolated world. */
export interface OverlayView {
  title: string;
  message: string;
  /** 81 characters: the digit shown in each cell, `.` when blank; empty when the overlay has no grid. */
  cells: string;
  /** 81 characters: `g` for a cell drawn as a given, `-` otherwise. */
  givens: string;
  /** 81 characters: `u` for a cell marked uncertain, `x` for one marked as clashing, `-` otherwise. */
  marks: string;
  /** 81 characters: `h` for a cell the step on show rests on, `p` for one it filled, `-` otherwise. */
  hints: string;
  /** The cells are fields the user can type in. */
  editable: boolean;
  /** The step sentence on show ('' when none). */
  step: string;
  /** The labels of the buttons that are disabled. */
  disabled: string[];
  read: string;
  readOpen: boolean;
  buttons: string[];
  role: string | null;
  label: string | null;
  /** The focused element is inside the overlay. */
  focusInside: boolean;
  status: string;
  /** Overlay hosts in the document: more than one means a rerun did not replace the old one. */
  hosts: number;
}

/** Selects the element `selector` (its contents), or, with `around`, from its previous to its next sibling. */
export async function selectInFrame(frame: Frame, selector = '#grid', around = false): Promise<void> {
  await frame.evaluate(`(() => {
    const el = document.querySelector(${JSON.stringify(selector)});
    const range = document.createRange();
    if (${around}) {
      range.setStartBefore(el.previousElementSibling);
      range.setEndAfter(el.nextElementSibling);
    } else {
      range.selectNodeContents(el);
    }
    const selection = getSelection();
    selection.removeAllRanges();
    selection.addRange(range);
  })()`);
}

/** The tab id of `page`: with activeTab granted, the worker can see that tab's URL. */
export async function tabIdOf(worker: ExtensionContext, page: Page): Promise<number> {
  const id = await worker.evaluate(`chrome.tabs.query({}).then((tabs) => {
    const tab = tabs.find((t) => t.url === ${JSON.stringify(page.url())});
    return tab ? tab.id : -1;
  })`);
  if (typeof id !== 'number' || id < 0) throw new Error(`No tab with ${page.url()} visible to the extension.`);
  return id;
}

/** The extension's frame id for the frame whose URL is `frameUrl`. */
export async function frameIdOf(worker: ExtensionContext, tabId: number, frameUrl: string): Promise<number> {
  const id = await worker.evaluate(`chrome.scripting
    .executeScript({ target: { tabId: ${tabId}, allFrames: true }, func: () => location.href })
    .then((results) => {
      const found = results.find((r) => r.result === ${JSON.stringify(frameUrl)});
      return found ? found.frameId : -1;
    })`);
  if (typeof id !== 'number' || id < 0) throw new Error(`No frame ${frameUrl} in tab ${tabId}.`);
  return id;
}

/** Grants activeTab on the page's tab the way a user click does. */
export async function grantActiveTab(ext: LoadedExtension, page: Page): Promise<void> {
  const worker = await ext.worker();
  const url = JSON.stringify(page.url());
  // Other tabs may show the same page (an earlier test's, still open, already granted): this one counts too.
  const open = (await page.browser().pages()).filter((p) => p.url() === page.url()).length;
  for (let clicks = 0; clicks < 3; clicks++) {
    await page.bringToFront();
    await page.triggerExtensionAction(ext.extension);
    // The grant reaches the service worker a moment after the click; on a loaded machine that moment can outlast
    // the test's next call, so wait until the extension can see the page's URL (activeTab's first effect).
    for (let tries = 0; tries < 50; tries++) {
      const seen = await worker.evaluate(
        `chrome.tabs.query({}).then((tabs) => tabs.filter((t) => t.url === ${url}).length)`,
      );
      if (typeof seen === 'number' && seen >= open) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // Even then Chromium now and then refuses the first script ("Cannot access contents of the page"): a user would
    // click again, and so does this. A page the extension never sees (data:, the browser's own) is left as it is.
    const scriptable = await worker.evaluate(`chrome.tabs.query({}).then((tabs) => {
      const mine = tabs.filter((t) => t.url === ${url});
      return Promise.all(mine.map((t) => chrome.scripting.executeScript({ target: { tabId: t.id }, func: () => true })))
        .then(() => true, () => mine.length === 0);
    })`);
    if (scriptable !== false) return;
  }
}

/** Calls the menu handler, `self.solveSudokuInTab`, in the service worker (`srcUrl`: the menu opened on an image). */
export async function solveInTab(
  worker: WebWorker,
  tabId: number,
  frameId = 0,
  url?: string,
  menuText?: string,
  srcUrl?: string,
): Promise<Outcome> {
  const args = [tabId, frameId, url, menuText, srcUrl]
    .map((a) => (a === undefined ? 'undefined' : JSON.stringify(a)))
    .join(', ');
  return (await worker.evaluate(`self.solveSudokuInTab(${args})`)) as Outcome;
}

/** Reads the overlay in a frame of a tab, or null when there is none. */
export async function readOverlay(worker: ExtensionContext, tabId: number, frameId = 0): Promise<OverlayView | null> {
  return (await worker.evaluate(`chrome.scripting
    .executeScript({
      target: { tabId: ${tabId}, frameIds: [${frameId}] },
      func: () => {
        const hosts = document.querySelectorAll('sudoku-solver-overlay').length;
        const current = globalThis.__sudokuSolverOverlay;
        if (!current || !current.host.isConnected) return hosts ? { hosts } : null;
        const root = current.root;
        const dialog = root.querySelector('[role=dialog]');
        const cells = [...root.querySelectorAll('.cell')];
        const text = (selector) => root.querySelector(selector)?.textContent ?? '';
        return {
          title: text('h2'),
          message: text('.message'),
          cells: cells.map((c) => (c.querySelector('input') ? c.querySelector('input').value : c.textContent) || '.').join(''),
          givens: cells.map((c) => (c.classList.contains('given') ? 'g' : '-')).join(''),
          marks: cells
            .map((c) => (c.classList.contains('uncertain') ? 'u' : c.classList.contains('clash') ? 'x' : '-'))
            .join(''),
          hints: cells
            .map((c) => (c.classList.contains('placed') ? 'p' : c.classList.contains('hint') ? 'h' : '-'))
            .join(''),
          editable: cells.length > 0 && cells.every((c) => c.querySelector('input')),
          step: text('.step'),
          disabled: [...root.querySelectorAll('button:disabled')].map((b) => b.textContent),
          read: text('pre'),
          readOpen: Boolean(root.querySelector('details')?.open),
          buttons: [...root.querySelectorAll('button')].map((b) => b.textContent),
          role: dialog?.getAttribute('role') ?? null,
          label: dialog?.getAttribute('aria-label') ?? null,
          focusInside: document.activeElement === current.host && root.activeElement !== null,
          status: text('.status'),
          hosts,
        };
      },
    })
    .then((results) => results[0].result)`)) as OverlayView | null;
}

/** Clicks the overlay's button whose text is `label` (in its closed shadow root, from the isolated world). */
export async function pressOverlayButton(
  worker: ExtensionContext,
  tabId: number,
  label: string,
  frameId = 0,
): Promise<boolean> {
  return (
    (await worker.evaluate(`chrome.scripting
    .executeScript({
      target: { tabId: ${tabId}, frameIds: [${frameId}] },
      func: (label) => {
        const root = globalThis.__sudokuSolverOverlay?.root;
        const found = root && [...root.querySelectorAll('button')].find((b) => b.textContent === label);
        if (!found || found.disabled) return false;
        found.click();
        return true;
      },
      args: [${JSON.stringify(label)}],
    })
    .then((results) => results[0].result)`)) === true
  );
}

/** Reads the overlay until `done(view)` holds (up to 5 s): its answers come from the service worker. */
export async function waitForOverlay(
  worker: ExtensionContext,
  tabId: number,
  done: (view: OverlayView) => boolean,
): Promise<OverlayView> {
  let view: OverlayView | null = null;
  for (let attempt = 0; attempt < 50; attempt++) {
    view = await readOverlay(worker, tabId, 0);
    if (view && done(view)) return view;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The overlay never got there; last seen: ${JSON.stringify(view)}`);
}

/** Whether the context-menu item `id` exists: contextMenus has no getter, but updating an item succeeds only then. */
export function menuItemExists(ext: ExtensionContext, id: string): Promise<unknown> {
  return ext.evaluate(`new Promise((done) => chrome.contextMenus.update(${JSON.stringify(id)}, {}, () =>
    done(chrome.runtime.lastError ? chrome.runtime.lastError.message : true)))`);
}

/** Waits (up to 5 s) for the menu item `id`, created asynchronously at install; true once it exists. */
export async function waitForMenuItem(ext: ExtensionContext, id: string): Promise<unknown> {
  let found: unknown;
  for (let attempt = 0; attempt < 50 && found !== true; attempt++) {
    found = await menuItemExists(ext, id);
    if (found !== true) await new Promise((done) => setTimeout(done, 100));
  }
  return found;
}
