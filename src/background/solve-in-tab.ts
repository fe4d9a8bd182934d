/**
 * The "Solve Sudoku" flow for one frame of one tab: read the selection, the image clicked or the page with the
 * grabber, parse (or scan the pictures it found) and solve here in the service worker (no Worker exists in an MV3
 * service worker), then draw the overlay in the same frame.
 * Needs access to the page: activeTab, granted by the user's menu click.
 */
import type { GrabbedGrid } from '../content/grid-sources.ts';
import type { OverlayModel } from '../content/overlay-model.ts';
import { describeResult } from './describe-result.ts';
import { describePictures } from './read-pictures.ts';
import { runInPage } from './run-in-page.ts';
import { whyCannotRun } from './restricted-pages.ts';
import { clearIcon, tellUserOnIcon } from './tell-user.ts';
import { whyUnreadable } from './why-unreadable.ts';

/** `reason` is what the user is told; `detail`, when there is one, is the browser's own error, for diagnosis. */
export type SolveInTabOutcome =
  { shown: true; model: OverlayModel } | { shown: false; reason: string; detail?: string };

/**
 * `url`: the frame's URL when the caller knows it (the menu click does), checked before trying to inject.
 * `menuText`: the menu's selectionText, the `menu` source's text if the page cleared its selection.
 * `srcUrl`: the image the menu was opened on, if it was opened on one: that image is read.
 */
export async function solveSudokuInTab(
  tabId: number,
  frameId = 0,
  url?: string,
  menuText = '',
  srcUrl?: string,
): Promise<SolveInTabOutcome> {
  // Without the frame's own address, the tab's says at least whether the browser keeps the whole tab closed.
  const blocked = whyCannotRun(url ?? (await tabUrl(tabId)), { frame: frameId !== 0 && url !== undefined });
  if (blocked) {
    await tellUserOnIcon(tabId, blocked);
    return { shown: false, reason: blocked };
  }
  const target = { tabId, frameIds: [frameId] };
  let grabbed: GrabbedGrid | undefined;
  let detail = 'the grabber returned nothing';
  try {
    grabbed = await runInPage(target, 'grabber', [{ menuText, srcUrl }]);
  } catch (error) {
    detail = String(error);
  }
  if (!grabbed) {
    console.warn('Solve Sudoku: could not read the page:', detail);
    return cannotRead(tabId, frameId, url, detail);
  }
  const model = grabbed.kind === 'pictures' ? await describePictures(tabId, frameId, grabbed) : describeResult(grabbed);
  try {
    await runInPage(target, 'overlay', [model]);
  } catch (error) {
    console.warn('Solve Sudoku: could not show the overlay:', error);
    return cannotRead(tabId, frameId, url, String(error));
  }
  await clearIcon(tabId);
  return { shown: true, model };
}

/** Tells the user why the frame could not be read (or drawn in), on the icon, and returns it as the outcome. */
async function cannotRead(
  tabId: number,
  frameId: number,
  frameUrl: string | undefined,
  detail: string,
): Promise<SolveInTabOutcome> {
  // A frame's reason compares its site with the page's; the page's own reason needs neither address.
  const pageUrl = frameId === 0 ? undefined : await tabUrl(tabId);
  const reason = whyUnreadable({ frameId, frameUrl, pageUrl, error: detail });
  await tellUserOnIcon(tabId, reason);
  return { shown: false, reason, detail };
}

/** The tab's URL, when this extension may see it (activeTab granted); undefined otherwise. */
async function tabUrl(tabId: number): Promise<string | undefined> {
  try {
    return (await chrome.tabs.get(tabId)).url;
  } catch {
    return undefined;
  }
}
