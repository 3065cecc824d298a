// Browser storage access that survives private mode and quota errors, and the expiring flags that replace the spec's cookies.
import { storageKeys } from '@/config/constants';

function safeLocalStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    // Some embedded browsers throw on any access to localStorage; the app then runs without persistence.
    return undefined;
  }
}

function safeSessionStorage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function readLocal(key: string): string | null {
  return safeLocalStorage()?.getItem(key) ?? null;
}

export function writeLocal(key: string, value: string): void {
  try {
    safeLocalStorage()?.setItem(key, value);
  } catch {
    // A full quota must not break the flow that wanted to remember something.
  }
}

export function removeLocal(key: string): void {
  safeLocalStorage()?.removeItem(key);
}

/** Removes every localStorage entry except the listed keys (logout keeps the app version, spec section 4). */
export function clearLocalExcept(keep: readonly string[]): void {
  const storage = safeLocalStorage();
  if (!storage) return;
  const doomed: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key !== null && !keep.includes(key)) doomed.push(key);
  }
  for (const key of doomed) storage.removeItem(key);
}

export function readSession(key: string): string | null {
  return safeSessionStorage()?.getItem(key) ?? null;
}

export function writeSession(key: string, value: string): void {
  try {
    safeSessionStorage()?.setItem(key, value);
  } catch {
    // Same reasoning as writeLocal.
  }
}

export function clearSessionStorage(): void {
  safeSessionStorage()?.clear();
}

/** Expires every cookie visible to scripts on this host and path `/`; the HttpOnly session cookie is the server's job. */
export function clearScriptCookies(): void {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

interface StoredFlag {
  value: string;
  expiresAt: number;
}

/**
 * Client cache entries with a lifetime. The spec keeps these in cookies (section 9 lists their lifetimes);
 * a namespaced localStorage entry does the same job without sending them to the server on every request.
 */
export const cacheFlags = {
  set(name: string, value: string, lifetimeSeconds: number, now: number = Date.now()): void {
    const entry: StoredFlag = { value, expiresAt: now + lifetimeSeconds * 1000 };
    writeLocal(storageKeys.cacheFlagPrefix + name, JSON.stringify(entry));
  },

  get(name: string, now: number = Date.now()): string | undefined {
    const raw = readLocal(storageKeys.cacheFlagPrefix + name);
    if (raw === null) return undefined;
    try {
      const entry = JSON.parse(raw) as Partial<StoredFlag>;
      if (typeof entry.value === 'string' && typeof entry.expiresAt === 'number' && entry.expiresAt > now) {
        return entry.value;
      }
    } catch {
      // A corrupt entry counts as absent and is removed below.
    }
    removeLocal(storageKeys.cacheFlagPrefix + name);
    return undefined;
  },

  remove(name: string): void {
    removeLocal(storageKeys.cacheFlagPrefix + name);
  },

  clearAll(): void {
    const storage = safeLocalStorage();
    if (!storage) return;
    const doomed: string[] = [];
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key?.startsWith(storageKeys.cacheFlagPrefix)) doomed.push(key);
    }
    for (const key of doomed) storage.removeItem(key);
  },
};
