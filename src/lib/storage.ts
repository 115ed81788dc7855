/**
 * Web Storage that never throws. Private modes, disabled cookies and some mobile web views make
 * `localStorage`/`sessionStorage` throw on access, on write (quota) or both; every caller here treats
 * "could not read" as "nothing stored" and "could not write" as "not stored", and goes on.
 */
export type StorageArea = 'local' | 'session';

export interface SafeStorage {
  get(key: string): string | null;
  /** False when the value could not be stored. */
  set(key: string, value: string): boolean;
  remove(key: string): void;
  /** The stored JSON, passed through `parse` (a guard returning null for anything unexpected). */
  getJson<T>(key: string, parse: (value: unknown) => T | null): T | null;
  setJson(key: string, value: unknown): boolean;
}

function area(name: StorageArea): Storage | null {
  try {
    return (name === 'local' ? globalThis.localStorage : globalThis.sessionStorage) ?? null;
  } catch {
    return null;
  }
}

export function safeStorage(name: StorageArea): SafeStorage {
  const storage: SafeStorage = {
    get(key) {
      try {
        return area(name)?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    set(key, value) {
      try {
        const target = area(name);
        if (!target) return false;
        target.setItem(key, value);
        return true;
      } catch {
        return false;
      }
    },
    remove(key) {
      try {
        area(name)?.removeItem(key);
      } catch {
        // Nothing reachable to remove.
      }
    },
    getJson(key, parse) {
      const raw = storage.get(key);
      if (raw === null) return null;
      try {
        return parse(JSON.parse(raw));
      } catch {
        return null;
      }
    },
    setJson(key, value) {
      let text: string;
      try {
        text = JSON.stringify(value);
      } catch {
        return false;
      }
      return storage.set(key, text);
    },
  };
  return storage;
}
