/** The Web Locks name under which tabs of the portal take turns refreshing the shared refresh token. */
const REFRESH_LOCK = 'nuvem-token-refresh';

/**
 * Runs `task` while holding a lock shared by every tab of the origin, where the browser has Web Locks;
 * elsewhere (older browsers, jsdom) it simply runs it.
 */
export function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request(REFRESH_LOCK, task) : task();
}
