import type { SignOutReason } from '@nuvem/ui';
import { useEffect, useState } from 'react';
import { SIGN_OUT_REASON_STORAGE_KEY } from './sessionConstants';

const REASONS: readonly string[] = ['expired', 'signedOut', 'elsewhere'] satisfies SignOutReason[];

function sessionStorageOrNone(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * Keeps why the session ended until the login page shows it (SIGN_OUT_REASON_STORAGE_KEY). Storage that
 * throws (private mode, quota) loses the notice, never the sign-out.
 */
export const signOutNotice = {
  remember(reason: SignOutReason, storage = sessionStorageOrNone()): void {
    try {
      storage?.setItem(SIGN_OUT_REASON_STORAGE_KEY, reason);
    } catch {
      // The notice is lost; the sign-out goes on.
    }
  },
  read(storage = sessionStorageOrNone()): SignOutReason | undefined {
    try {
      const stored = storage?.getItem(SIGN_OUT_REASON_STORAGE_KEY) ?? null;
      return stored !== null && REASONS.includes(stored) ? (stored as SignOutReason) : undefined;
    } catch {
      return undefined;
    }
  },
  /**
   * Remembers the reason for the page a reload is about to load. The guard may show the login page in this
   * document before the reload replaces it, and that page says the notice once (forgetting it): so it is
   * remembered again as this document goes, for the login page that stays.
   */
  rememberAcrossReload(reason: SignOutReason): void {
    signOutNotice.remember(reason);
    window.addEventListener('pagehide', () => signOutNotice.remember(reason), { once: true });
  },
  forget(storage = sessionStorageOrNone()): void {
    try {
      storage?.removeItem(SIGN_OUT_REASON_STORAGE_KEY);
    } catch {
      // Nothing was kept.
    }
  },
};

/**
 * Why the user was signed out, for the login page: read once when the page mounts and forgotten at once, so
 * it is shown this time only (a reload of the login page shows nothing).
 */
export function useSignOutReason(): SignOutReason | undefined {
  const [reason] = useState(() => signOutNotice.read());
  useEffect(() => signOutNotice.forget(), []);
  return reason;
}
