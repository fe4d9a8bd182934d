/**
 * Clipboard access from the popup. The extension asks for no clipboard permission, so both directions may be
 * refused (reading most of all); callers get a plain result and offer the textarea instead.
 */

export type ClipboardRead = { ok: true; text: string } | { ok: false; reason: string };

/** Reads text on the user's click. Never throws; gives up after `timeoutMs` in case a permission prompt hangs. */
export async function readClipboard(timeoutMs = 1500): Promise<ClipboardRead> {
  if (!navigator.clipboard?.readText) return { ok: false, reason: 'this browser cannot read the clipboard here' };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<ClipboardRead>((done) => {
    timer = setTimeout(() => done({ ok: false, reason: 'the clipboard did not answer' }), timeoutMs);
  });
  const read = navigator.clipboard.readText().then(
    (text): ClipboardRead => ({ ok: true, text }),
    (): ClipboardRead => ({ ok: false, reason: 'the browser did not allow reading the clipboard' }),
  );
  try {
    return await Promise.race([read, timeout]);
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
