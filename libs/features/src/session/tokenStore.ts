import type { TokenPair } from '@nuvem/api-contract';
import { REFRESH_TOKEN_STORAGE_KEY } from './sessionConstants';

/** The session's tokens, as the API client reads and replaces them. */
export interface TokenStore {
  accessToken(): string | null;
  refreshToken(): string | null;
  save(pair: TokenPair): void;
  clear(): void;
  /** Called when the tokens change, here or (through the storage event) in another tab. */
  subscribe(listener: (change: TokenChange) => void): () => void;
}

/** What a token store's listener is told of a change. */
export interface TokenChange {
  /** Another tab of the browser changed them (a sign-in, a refresh or a sign-out there). */
  inAnotherTab: boolean;
}

/**
 * The access token lives in memory only: script on the page can read anything in storage, so the
 * short-lived token that opens the API is kept out of it. The refresh token is kept in localStorage
 * (REFRESH_TOKEN_STORAGE_KEY: it is what survives a reload) and is removed by `clear`, which logout and
 * a refused refresh call. Storage that throws (private mode, quota) degrades to memory for this page.
 */
export function createTokenStore(storage: Storage | undefined = safeLocalStorage()): TokenStore {
  let access: string | null = null;
  let refreshInMemory: string | null = null;
  const listeners = new Set<(change: TokenChange) => void>();
  const notify = () => listeners.forEach((listener) => listener({ inAnotherTab: false }));

  const readRefresh = () => {
    if (refreshInMemory !== null) return refreshInMemory;
    try {
      return storage?.getItem(REFRESH_TOKEN_STORAGE_KEY) ?? null;
    } catch {
      return null;
    }
  };
  const writeRefresh = (token: string | null) => {
    try {
      if (token === null) storage?.removeItem(REFRESH_TOKEN_STORAGE_KEY);
      else storage?.setItem(REFRESH_TOKEN_STORAGE_KEY, token);
      refreshInMemory = storage ? null : token;
    } catch {
      refreshInMemory = token;
    }
  };

  return {
    accessToken: () => access,
    refreshToken: readRefresh,
    save(pair) {
      access = pair.access_token;
      writeRefresh(pair.refresh_token);
      notify();
    },
    clear() {
      access = null;
      writeRefresh(null);
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      // Another tab signed in, refreshed or signed out: the refresh token in storage is ours too. A refresh
      // there keeps our access token valid (same sign-in); a sign-out there ends it.
      const onStorage = (event: StorageEvent) => {
        if (event.key !== REFRESH_TOKEN_STORAGE_KEY && event.key !== null) return;
        if (readRefresh() === null) access = null;
        listener({ inAnotherTab: true });
      };
      window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        window.removeEventListener('storage', onStorage);
      };
    },
  };
}

function safeLocalStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}
