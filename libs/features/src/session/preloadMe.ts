import { preload } from 'swr';
import type { Session } from './createSession';
import { fetchMe } from './fetchMe';
import { sessionKeys } from './sessionKeys';

/**
 * Starts GET /me (and, after a reload, the token refresh before it) as the page's script runs, before React
 * renders: a stored session's first screen then waits for the download of its code or for /me, not for one
 * after the other. useMe reads the answer under the same key. Nothing happens when signed out.
 */
export function preloadMe(session: Session): void {
  const key = sessionKeys.me(session.snapshot());
  if (key) void preload(key, () => fetchMe(session.client)).catch(() => undefined);
}
