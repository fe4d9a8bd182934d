/**
 * Clipboard access from the popup. The extension asks for no clipboard permission, so both directions may be
 * refused (reading most of all); callers get a plain result and offer the textarea instead.
 */

/** The clipboard's text; when it holds none, its picture (a screenshot just taken), if any. */
export type ClipboardRead = { ok: true; text: string; picture: Blob | null } | { ok: false; reason: string };

/** The text of the first item holding some, else the first picture. */
async function textOrPicture(items: ClipboardItems): Promise<{ text: string; picture: Blob | null }> {
  for (const item of items) {
    if (!item.types.includes('text/plain')) continue;
    const text = await (await item.getType('text/plain')).text();
    if (text.trim()) return { text, picture: null };
  }
  for (const item of items) {
    const type = item.types.find((t) => t.startsWith('image/'));
    if (type) return { text: '', picture: await item.getType(type) };
  }
  return { text: '', picture: null };
}

/**
 * Reads the clipboard on the user's click, text and picture in one read. Never throws, and never gives up on its
 * own: Firefox asks the user with a "Paste" button of its own and answers only when it is clicked, however late.
 * `onSlow` runs if there is no answer within `slowMs`, so the caller can say what the browser is waiting for and let
 * the user paste by hand meanwhile.
 *
 * One read, not the text first and then the picture: Firefox asks at every read, and refuses a second one once the
 * click that allowed the first is more than a few seconds old (the user took that long to answer), so a screenshot
 * read second was lost there.
 */
export async function readClipboard(onSlow: () => void = () => undefined, slowMs = 1500): Promise<ClipboardRead> {
  const clipboard = navigator.clipboard as Partial<Clipboard> | undefined;
  if (!clipboard?.read && !clipboard?.readText) {
    return { ok: false, reason: 'this browser cannot read the clipboard here' };
  }
  const timer = setTimeout(onSlow, slowMs);
  try {
    if (clipboard.read) return { ok: true, ...(await textOrPicture(await clipboard.read())) };
    return { ok: true, text: (await clipboard.readText?.()) ?? '', picture: null };
  } catch {
    return { ok: false, reason: 'the browser did not allow reading the clipboard' };
  } finally {
    clearTimeout(timer);
  }
}

/** Writes text; false when refused. Falls back to a hidden textarea and `execCommand('copy')`. */
export async function writeClipboard(text: string, within: Node = document.body): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    within.appendChild(area);
    area.select();
    // execCommand is deprecated but still the one synchronous copy that works without the async API's permission.
    const copied = document.execCommand('copy');
    area.remove();
    return copied;
  }
}
