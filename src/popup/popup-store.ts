/**
 * The popup's storage: chrome.storage.local in the extension, an in-memory map elsewhere (component tests, a page
 * opened outside the extension). Everything the popup keeps goes through this one small interface, so tests can
 * hand it a fake and look at what was written.
 */
import type { GameStorage } from '../components/sudoku-board/persistence.ts';

/** The part of chrome.storage.local the popup uses. */
export interface KeyValueStore {
  get(keys: string[]): Promise<Record<string, unknown>>;
  set(items: Record<string, unknown>): Promise<void>;
  remove(keys: string[]): Promise<void>;
}

/** chrome.storage.local when this page has it (an extension page with the storage permission), else null. */
export function chromeStore(): KeyValueStore | null {
  const area = globalThis.chrome?.storage?.local;
  if (!area) return null;
  return {
    get: (keys) => area.get(keys),
    set: (items) => area.set(items),
    remove: (keys) => area.remove(keys),
  };
}

/** A store that lives as long as the page: for tests, and the fallback outside the extension. */
export function memoryStore(initial: Record<string, unknown> = {}): KeyValueStore & { data: Map<string, unknown> } {
  const data = new Map<string, unknown>(Object.entries(initial));
  return {
    data,
    async get(keys) {
      return Object.fromEntries(keys.filter((k) => data.has(k)).map((k) => [k, structuredClone(data.get(k))]));
    },
    async set(items) {
      for (const [k, v] of Object.entries(items)) data.set(k, structuredClone(v));
    },
    async remove(keys) {
      keys.forEach((k) => data.delete(k));
    },
  };
}

/**
 * The board reads its game synchronously when it starts; chrome.storage only answers asynchronously. So the popup
 * reads the saved text first and hands the board this cache of it, which writes every save through to the store.
 * Writes are sent at once (chrome.storage queues them in the browser process), so a popup closed right after a
 * move still keeps it.
 */
export function writeThroughStorage(
  store: KeyValueStore,
  preloaded: Record<string, string | null>,
  onError: (error: unknown) => void,
): GameStorage {
  const cache = new Map(Object.entries(preloaded));
  return {
    getItem: (key) => cache.get(key) ?? null,
    setItem(key, text) {
      if (cache.get(key) === text) return;
      cache.set(key, text);
      store.set({ [key]: text }).catch(onError);
    },
  };
}
