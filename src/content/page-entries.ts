/**
 * The entries the page scripts put on the isolated world's PAGE_GLOBAL (extension-contract.ts), by script name:
 * grabber-page.ts and overlay-page.ts register them, the service worker's runInPage calls them.
 */
import { PAGE_GLOBAL } from '../extension-contract.ts';
import type { GrabbedGrid, GrabRequest } from './grab-types.ts';
import type { OverlayModel } from './overlay-model.ts';

export interface PageEntries {
  grabber(request: GrabRequest): GrabbedGrid;
  overlay(model: OverlayModel): void;
}

/** Puts `name`'s entry on PAGE_GLOBAL, beside the other scripts' (each page script calls this once). */
export function registerPageEntry<N extends keyof PageEntries>(name: N, entry: PageEntries[N]): void {
  const scope = globalThis as unknown as Record<string, Partial<PageEntries> | undefined>;
  scope[PAGE_GLOBAL] = { ...scope[PAGE_GLOBAL], [name]: entry };
}
