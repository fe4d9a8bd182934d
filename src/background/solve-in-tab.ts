/**
 * The "Solve Sudoku" flow for one frame of one tab: read the selection with the grabber, parse and solve here in
 * the service worker (no Worker exists in an MV3 service worker), then draw the overlay in the same frame.
 * Needs access to the page: activeTab, granted by the user's menu click.
 */
import { grabGrid, type GrabbedGrid } from '../content/grid-sources.ts';
import type { OverlayModel } from '../content/overlay-model.ts';
import { showOverlay } from '../content/overlay.ts';
import { describeResult } from './describe-result.ts';
import { whyCannotRun } from './restricted-pages.ts';
import { clearIcon, tellUserOnIcon } from './tell-user.ts';

/** `reason` is what the user is told; `detail`, when there is one, is the browser's own error, for diagnosis. */
export type SolveInTabOutcome =
  { shown: true; model: OverlayModel } | { shown: false; reason: string; detail?: string };

const OTHER_SITE_FRAME =
  'The grid is in a frame from another site, which the browser does not let Sudoku read from this page. ' +
  'Right-click the frame, open it in a new tab, and select the grid there.';

const NOT_ALLOWED =
  'Sudoku could not read this page. Select the grid again and use "Solve Sudoku" from the right-click menu; ' +
  'if it still fails, copy the grid and use Paste in the Sudoku popup.';

/**
 * `url`: the frame's URL when the caller knows it (the menu click does), checked before trying to inject.
 * `menuText`: the menu's selectionText, the `menu` source's text if the page cleared its selection.
 */
export async function solveSudokuInTab(
  tabId: number,
  frameId = 0,
  url?: string,
  menuText = '',
): Promise<SolveInTabOutcome> {
  const blocked = whyCannotRun(url ?? (await tabUrl(tabId)));
  if (blocked) {
    await tellUserOnIcon(tabId, blocked);
    return { shown: false, reason: blocked };
  }
  const target = { tabId, frameIds: [frameId] };
  let grabbed: GrabbedGrid | undefined;
  let detail = 'the grabber returned nothing';
  try {
    const [injection] = await chrome.scripting.executeScript({ target, func: grabGrid, args: [{ menuText }] });
    grabbed = injection?.result;
  } catch (error) {
    detail = String(error);
  }
  if (!grabbed) {
    console.warn('Solve Sudoku: could not read the page:', detail);
    // activeTab covers the tab's own site; a frame from another site stays closed even after the click.
    const reason = frameId !== 0 ? OTHER_SITE_FRAME : NOT_ALLOWED;
    await tellUserOnIcon(tabId, reason);
    return { shown: false, reason, detail };
  }
  const model = describeResult(grabbed);
  try {
    await chrome.scripting.executeScript({ target, func: showOverlay, args: [model] });
  } catch (error) {
    console.warn('Solve Sudoku: could not show the overlay:', error);
    await tellUserOnIcon(tabId, NOT_ALLOWED);
    return { shown: false, reason: NOT_ALLOWED, detail: String(error) };
  }
  await clearIcon(tabId);
  return { shown: true, model };
}

/** The tab's URL, when this extension may see it (activeTab granted); undefined otherwise. */
async function tabUrl(tabId: number): Promise<string | undefined> {
  try {
    return (await chrome.tabs.get(tabId)).url;
  } catch {
    return undefined;
  }
}
