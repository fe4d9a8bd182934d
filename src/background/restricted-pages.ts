/**
 * Pages browsers never let an extension script (browser pages, other extensions, the stores): the menu handler
 * checks the URL first so the user gets a reason instead of a silent failure.
 */

const BLOCKED_SCHEMES = [
  'chrome:',
  'chrome-extension:',
  'chrome-untrusted:',
  'chrome-search:',
  'devtools:',
  'edge:',
  'brave:',
  'opera:',
  'vivaldi:',
  'view-source:',
  'moz-extension:',
  'resource:',
  'about:',
  'javascript:',
];

const BROWSER_PAGE =
  'The browser does not let extensions read its own pages (like chrome:// pages). Copy the grid and use Paste in the Sudoku popup instead.';

/**
 * A page opened from a data: address has no site for activeTab to open, so the browser keeps it closed; a data:
 * frame is another matter, as it belongs to the page that made it.
 */
const DATA_PAGE =
  "Sudoku can't read pages opened from a data: address. Copy the grid and use Paste in the Sudoku popup, or open " +
  'the page from its website.';

export interface RunTarget {
  /** `url` is a frame's, not the tab's. */
  frame?: boolean;
}

/** Store hosts, with the path prefix that is the store (chrome.google.com is more than the store). */
const STORES: { host: string; path: string }[] = [
  { host: 'chromewebstore.google.com', path: '/' },
  { host: 'chrome.google.com', path: '/webstore' },
  { host: 'microsoftedge.microsoft.com', path: '/addons' },
  { host: 'addons.mozilla.org', path: '/' },
];

/** Why the extension cannot run on `url`, in a sentence for the user, or null when it can try. */
export function whyCannotRun(url: string | undefined, { frame = false }: RunTarget = {}): string | null {
  if (!url) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  // about:blank and about:srcdoc frames belong to the page that made them and can be scripted.
  if (parsed.href === 'about:blank' || parsed.href === 'about:srcdoc') return null;
  if (parsed.protocol === 'data:') return frame ? null : DATA_PAGE;
  if (BLOCKED_SCHEMES.includes(parsed.protocol)) return BROWSER_PAGE;
  if (STORES.some((store) => parsed.hostname === store.host && parsed.pathname.startsWith(store.path))) {
    return 'The browser does not let extensions read the extension store. Copy the grid and use Paste in the Sudoku popup instead.';
  }
  return null;
}
