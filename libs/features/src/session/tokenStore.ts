import type { TokenPair } from '@nuvem/api-contract';
import {
  REFRESH_KEY_STORAGE_KEY,
  REFRESH_TOKEN_STORAGE_KEY,
  SIGNING_OUT_MARK_MS,
  SIGNING_OUT_STORAGE_KEY,
} from './sessionConstants';

/** The session's tokens, as the API client reads and replaces them. */
export interface TokenStore {
  accessToken(): string | null;
  refreshToken(): string | null;
  /**
   * The Idempotency-Key for refreshing the stored refresh token: the same for every attempt at it, in this page
   * or after a reload, until a pair is saved or the tokens are cleared.
   */
  refreshKey(): string;
  save(pair: TokenPair): void;
  clear(): void;
  /** Tells the other tabs this one is signing out (SIGNING_OUT_STORAGE_KEY), before the API is asked. */
  announceSignOut(): void;
  /** Whether another tab announced, in the last SIGNING_OUT_MARK_MS, that it is signing out. */
  signingOutElsewhere(): boolean;
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

  // The key is kept with the end of the token it is for, so a key left by another token is never reused.
  let keyInMemory: string | null = null;
  const tokenMark = () => (readRefresh() ?? '').slice(-16);
  const refreshKey = () => {
    try {
      const [mark, key] = (storage?.getItem(REFRESH_KEY_STORAGE_KEY) ?? '').split(' ');
      if (key && mark === tokenMark()) return key;
    } catch {
      // Storage unreadable: the key lives in memory for this page.
    }
    if (keyInMemory?.startsWith(`${tokenMark()} `)) return keyInMemory.split(' ')[1]!;
    const key = crypto.randomUUID();
    keyInMemory = `${tokenMark()} ${key}`;
    try {
      storage?.setItem(REFRESH_KEY_STORAGE_KEY, keyInMemory);
    } catch {
      // As above.
    }
    return key;
  };
  const forgetKey = () => {
    keyInMemory = null;
    try {
      storage?.removeItem(REFRESH_KEY_STORAGE_KEY);
    } catch {
      // As above.
    }
  };

  const ownMark = `${crypto.randomUUID()}`;
  const readMark = () => {
    try {
      return storage?.getItem(SIGNING_OUT_STORAGE_KEY)?.split(' ') ?? [];
    } catch {
      return [];
    }
  };
  const removeOwnMark = () => {
    try {
      if (readMark()[0] === ownMark) storage?.removeItem(SIGNING_OUT_STORAGE_KEY);
    } catch {
      // Nothing to tell the other tabs then.
    }
  };

  return {
    accessToken: () => access,
    refreshToken: readRefresh,
    refreshKey,
    save(pair) {
      access = pair.access_token;
      writeRefresh(pair.refresh_token);
      forgetKey();
      notify();
    },
    clear() {
      access = null;
      writeRefresh(null);
      forgetKey();
      removeOwnMark();
      notify();
    },
    announceSignOut() {
      try {
        storage?.setItem(SIGNING_OUT_STORAGE_KEY, `${ownMark} ${Date.now()}`);
      } catch {
        // As in clear.
      }
    },
    signingOutElsewhere() {
      const [mark, at] = readMark();
      return mark !== undefined && mark !== ownMark && Date.now() - Number(at) < SIGNING_OUT_MARK_MS;
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
