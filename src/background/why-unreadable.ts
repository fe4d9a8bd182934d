/**
 * What the user is told when the grabber or the overlay could not run in the frame they selected in. chrome.scripting only says
 * that it failed, so the reason is worked out from its error and the two addresses: a frame the browser no longer
 * knows, a frame from another site (activeTab opens only the tab's own site), or some other frame it keeps closed.
 */

export interface Unreadable {
  /** The extension's frame id; 0 is the page itself. */
  frameId: number;
  /** The frame's address, when the menu click said it. */
  frameUrl?: string;
  /** The tab's address, when the extension may see it. */
  pageUrl?: string;
  /** chrome.scripting's error, as text. */
  error: string;
}

const NOT_ALLOWED =
  'Sudoku could not read this page. Select the grid again and use "Solve Sudoku" from the right-click menu; ' +
  'if it still fails, copy the grid and use Paste in the Sudoku popup.';

const FRAME_GONE =
  "Sudoku can't find the frame you selected in: the page has probably reloaded or removed it. Select the grid " +
  'again and use "Solve Sudoku" from the right-click menu.';

/** How much of a frame's address is shown: enough to find it, not a whole tracking query. */
const MAX_SHOWN_ADDRESS = 120;

/**
 * A frame from another site: its own page (named, as Chrome's menu has no "open frame in new tab") can be opened in
 * a tab, where Sudoku may read it.
 */
const otherSiteFrame = (frameUrl: string): string => {
  const chars = Array.from(frameUrl);
  const address = chars.length <= MAX_SHOWN_ADDRESS ? frameUrl : chars.slice(0, MAX_SHOWN_ADDRESS).join('') + '…';
  return (
    'The grid is in a frame from another site, which the browser does not let Sudoku read from this page. ' +
    `Open the frame's own page (${address}) in a tab and select the grid there, or copy the grid and use Paste ` +
    'in the Sudoku popup.'
  );
};

const CLOSED_FRAME =
  "The grid is inside a frame Sudoku can't read. Copy the grid and use Paste in the Sudoku popup, or paste a " +
  'screenshot of it there.';

/** Chrome's words for a frame id it does not know (the frame went away, or the id was never its). */
const UNKNOWN_FRAME = /\bno frame with id\b/i;

/** The origin of `url`, or null when there is none to compare (no address, a data: or about: frame, junk). */
function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

export function whyUnreadable({ frameId, frameUrl, pageUrl, error }: Unreadable): string {
  if (frameId === 0) return NOT_ALLOWED;
  if (UNKNOWN_FRAME.test(error)) return FRAME_GONE;
  const frame = originOf(frameUrl);
  const page = originOf(pageUrl);
  // Only a frame known to be from elsewhere is called another site's; otherwise say no more than is known.
  return frameUrl && frame && page && frame !== page ? otherSiteFrame(frameUrl) : CLOSED_FRAME;
}
