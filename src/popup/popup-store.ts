/**
 * The popup's storage: chrome.storage.local in the extension, an in-memory map elsewhere (component tests, a page
 * opened outside the extension). Everything the popup keeps goes through this one small interface, so tests can
 * hand it a fake and look at what was written.
 */
import type { GameStorage } from '../play/persistence.ts';

/** The part of chrome.storage.local the popup uses. */
export interface KeyValueStore {
  get(keys: string[]): Promise<Record<string, unknown>>;
  set(items: Record<string, unknown>): Promise<void>;
  remove(keys: string[]): Promise<void>;
  /** Calls `listener` with the new values whenever keys change (from any page of the extension); returns the stop. */
  onChanged?(listener: (changes: Record<string, unknown>) => void): () => void;
}

/** chrome.storage.local when this page has it (an extension page with the storage permission), else null. */
export function chromeStore(): KeyValueStore | null {
  const area = globalThis.chrome?.storage?.local;
  if (!area) return null;
  const events = globalThis.chrome?.storage?.onChanged;
  return {
    get: (keys) => area.get(keys),
    set: (items) => area.set(items),
    remove: (keys) => area.remove(keys),
    onChanged: events
      ? (listener) => {
          const onChange = (changes: Record<string, chrome.storage.StorageChange>, areaName: string): void => {
            if (areaName !== 'local') return;
            listener(Object.fromEntries(Object.entries(changes).map(([key, change]) => [key, change.newValue])));
          };
          events.addListener(onChange);
          return () => events.removeListener(onChange);
        }
      : undefined,
  };
}

/** A store that lives as long as the page: for tests, and the fallback outside the extension. */
export function memoryStore(initial: Record<string, unknown> = {}): KeyValueStore & { data: Map<string, unknown> } {
  const data = new Map<string, unknown>(Object.entries(initial));
  const listeners = new Set<(changes: Record<string, unknown>) => void>();
  const tell = (changes: Record<string, unknown>): void => listeners.forEach((listener) => listener(changes));
  return {
    data,
    async get(keys) {
      return Object.fromEntries(keys.filter((k) => data.has(k)).map((k) => [k, structuredClone(data.get(k))]));
    },
    async set(items) {
      for (const [k, v] of Object.entries(items)) data.set(k, structuredClone(v));
      tell(structuredClone(items));
    },
    async remove(keys) {
      keys.forEach((k) => data.delete(k));
      tell(Object.fromEntries(keys.map((k) => [k, undefined])));
    },
    onChanged(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * The board reads its game synchronously when it starts; chrome.storage only answers asynchronously. So the popup
 * reads the saved text first and hands the board this cache of it, which writes every save through to the store.
 * Writes are sent at once (chrome.storage queues them in the browser process), so a popup closed right after a
 * move still keeps it. Saves by another popup (or the popup page open in a tab) update the cache of every key it
 * holds, watched or not: the statistics beside the game are read, changed and written back when a game ends, and a
 * stale copy written back would drop the games another popup counted meanwhile. A board that `watch`es a key (its
 * game) is told, and follows the newer game instead of writing over it.
 *
 * `writable: false` (the stored game could not be read): the game is kept in the cache only, never written, so the
 * stored one is not overwritten by a game started in its place.
 */
export function writeThroughStorage(
  store: KeyValueStore,
  preloaded: Record<string, string | null>,
  onError: (error: unknown) => void,
  writable = true,
): GameStorage {
  const cache = new Map(Object.entries(preloaded));
  const watchers = new Map<string, Set<() => void>>();
  if (writable)
    store.onChanged?.((changes) => {
      for (const [key, text] of Object.entries(changes)) {
        if (!cache.has(key)) continue;
        const now = typeof text === 'string' ? text : null;
        if (cache.get(key) === now) continue; // our own write coming back
        cache.set(key, now);
        watchers.get(key)?.forEach((onChange) => onChange());
      }
    });
  return {
    getItem: (key) => cache.get(key) ?? null,
    setItem(key, text) {
      if (cache.get(key) === text) return;
      cache.set(key, text);
      if (writable) store.set({ [key]: text }).catch(onError);
    },
    watch(key, onChange) {
      if (!writable || !store.onChanged) return () => undefined;
      if (!cache.has(key)) cache.set(key, null);
      const set = watchers.get(key) ?? new Set();
      watchers.set(key, set);
      // Its own function, so the same callback watched twice is stopped once per watch.
      const watcher = (): void => onChange();
      set.add(watcher);
      return () => set.delete(watcher);
    },
  };
}
