/**
 * The play app's storage: the popup's key-value interface (src/popup/popup-store.ts) over localStorage, so a game,
 * the settings and the statistics outlive the tab, and two tabs of the app follow each other's saves (the `storage`
 * event fires in every other tab of the origin). Values are JSON; a key whose text can't be read is left out, as if
 * nothing were stored, and the popup starts afresh for it.
 */
import type { KeyValueStore } from '../popup/popup-store.ts';

/** The prefix of the app's keys, so a site that hosts it beside other pages keeps them apart. */
const PREFIX = 'sudoku-app:';

function read(storage: Storage, key: string): { found: boolean; value?: unknown } {
  const text = storage.getItem(PREFIX + key);
  if (text === null) return { found: false };
  try {
    return { found: true, value: JSON.parse(text) };
  } catch {
    return { found: false };
  }
}

export function localStore(storage: Storage = localStorage, events: Window = window): KeyValueStore {
  return {
    async get(keys) {
      const found = keys.map((key) => [key, read(storage, key)] as const).filter(([, got]) => got.found);
      return Object.fromEntries(found.map(([key, got]) => [key, got.value]));
    },
    async set(items) {
      for (const [key, value] of Object.entries(items)) storage.setItem(PREFIX + key, JSON.stringify(value));
    },
    async remove(keys) {
      for (const key of keys) storage.removeItem(PREFIX + key);
    },
    onChanged(listener) {
      const onStorage = (event: StorageEvent): void => {
        if (event.storageArea !== storage || !event.key?.startsWith(PREFIX)) return;
        const key = event.key.slice(PREFIX.length);
        listener({ [key]: read(storage, key).value });
      };
      events.addEventListener('storage', onStorage);
      return () => events.removeEventListener('storage', onStorage);
    },
  };
}
