/**
 * Clipboard access from the popup. The extension asks for no clipboard permission, so both directions may be
 * refused (reading most of all); callers get a plain result and offer the textarea instead.
 */

export type ClipboardRead = { ok: true; text: string } | { ok: false; reason: string };

/**
 * Reads text on the user's click. Never throws, and never gives up on its own: Firefox asks the user with a "Paste"
 * button of its own and answers only when it is clicked, however late. `onSlow` runs if there is no answer within
 * `slowMs`, so the caller can say what the browser is waiting for and let the user paste by hand meanwhile.
 */
export async function readClipboard(onSlow: () => void = () => undefined, slowMs = 1500): Promise<ClipboardRead> {
  if (!navigator.clipboard?.readText) return { ok: false, reason: 'this browser cannot read the clipboard here' };
  const timer = setTimeout(onSlow, slowMs);
  try {
    return { ok: true, text: await navigator.clipboard.readText() };
  } catch {
    return { ok: false, reason: 'the browser did not allow reading the clipboard' };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The picture on the clipboard (a screenshot just taken), or null when there is none or reading it is refused. Asked
 * only when the clipboard holds no text, so a text paste never waits on it.
 */
export async function readClipboardPicture(): Promise<Blob | null> {
  try {
    for (const item of (await navigator.clipboard?.read?.()) ?? []) {
      const type = item.types.find((t) => t.startsWith('image/'));
      if (type) return await item.getType(type);
    }
  } catch {
    // Refused, or nothing readable: the caller says the clipboard holds no text.
  }
  return null;
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
