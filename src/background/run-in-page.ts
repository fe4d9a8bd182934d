/**
 * Runs a page script's entry in one frame: the bundled file first (chrome.scripting.executeScript({ files }), which
 * puts its entries on the isolated world's PAGE_GLOBAL), then a one-line `func` that calls the entry with `args`
 * (a file can't take arguments; a `func` can't import, so it only calls what the file put there). The file is
 * injected every time: it is small, and a page may hold one from before the extension was updated.
 */
import { PAGE_GLOBAL, PAGE_SCRIPTS } from '../extension-contract.ts';
import type { PageEntries } from '../content/page-entries.ts';

export async function runInPage<S extends keyof typeof PAGE_SCRIPTS & keyof PageEntries>(
  target: chrome.scripting.InjectionTarget,
  script: S,
  args: Parameters<PageEntries[S]>,
): Promise<Awaited<ReturnType<PageEntries[S]>> | undefined> {
  await chrome.scripting.executeScript({ target, files: [PAGE_SCRIPTS[script].file] });
  const [injection] = await chrome.scripting.executeScript({
    target,
    // Serialised by its source and run in the page: everything it uses comes in through its arguments.
    func: (global: string, entry: string, entryArgs: unknown[]) => {
      const entries = (globalThis as unknown as Record<string, Record<string, (...a: unknown[]) => unknown>>)[global];
      return entries[entry](...entryArgs);
    },
    args: [PAGE_GLOBAL, script, args as unknown[]],
  });
  return injection?.result as Awaited<ReturnType<PageEntries[S]>> | undefined;
}
