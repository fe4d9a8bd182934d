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

const OTHER_SITE_FRAME =
  'The grid is in a frame from another site, which the browser does not let Sudoku read from this page. ' +
  'Right-click the frame, open it in a new tab, and select the grid there.';

const CLOSED_FRAME =
  "The grid is inside a frame Sudoku can't read. Right-click the frame, open it in a new tab, and select the grid " +
  'there; or copy the grid and use Paste in the Sudoku popup.';

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
  return frame && page && frame !== page ? OTHER_SITE_FRAME : CLOSED_FRAME;
}
