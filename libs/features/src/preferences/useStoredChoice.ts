import { useCallback, useSyncExternalStore } from 'react';

/**
 * One of a few allowed string values kept in localStorage under `key`, shared by every component and
 * tab that reads the same key. An unknown or missing stored value reads as `fallback`; storage that
 * throws (private mode, quota) degrades to memory for the session instead of breaking the page.
 */
export function useStoredChoice<const T extends string>(
  key: string,
  allowed: readonly T[],
  fallback: T,
): [T, (next: T) => void] {
  const read = useCallback((): T => {
    const stored = safeRead(key);
    return stored !== null && (allowed as readonly string[]).includes(stored) ? (stored as T) : fallback;
  }, [key, allowed, fallback]);

  const value = useSyncExternalStore(subscribe, read, () => fallback);
  const set = useCallback(
    (next: T) => {
      safeWrite(key, next);
      notify();
    },
    [key],
  );
  return [value, set];
}

/** Choices that storage refused to keep: they win over what storage still holds. */
const memory = new Map<string, string>();
const listeners = new Set<() => void>();

function safeRead(key: string): string | null {
  if (memory.has(key)) return memory.get(key)!;
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function safeWrite(key: string, value: string) {
  try {
    window.localStorage.setItem(key, value);
    memory.delete(key);
  } catch {
    // Storage unavailable: the in-memory copy keeps the choice for this session.
    memory.set(key, value);
  }
}

function notify() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab changed a stored choice.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}
