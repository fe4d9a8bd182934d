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
  'data:',
  'javascript:',
];

/** Store hosts, with the path prefix that is the store (chrome.google.com is more than the store). */
const STORES: { host: string; path: string }[] = [
  { host: 'chromewebstore.google.com', path: '/' },
  { host: 'chrome.google.com', path: '/webstore' },
  { host: 'microsoftedge.microsoft.com', path: '/addons' },
  { host: 'addons.mozilla.org', path: '/' },
];

/** Why the extension cannot run on `url`, in a sentence for the user, or null when it can try. */
export function whyCannotRun(url: string | undefined): string | null {
  if (!url) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  // about:blank and about:srcdoc frames belong to the page that made them and can be scripted.
  if (parsed.href === 'about:blank' || parsed.href === 'about:srcdoc') return null;
  if (BLOCKED_SCHEMES.includes(parsed.protocol)) {
    return 'The browser does not let extensions read its own pages (like chrome:// pages). Copy the grid and use Paste in the Sudoku popup instead.';
  }
  if (STORES.some((store) => parsed.hostname === store.host && parsed.pathname.startsWith(store.path))) {
    return 'The browser does not let extensions read the extension store. Copy the grid and use Paste in the Sudoku popup instead.';
  }
  return null;
}
