import { PortalShell } from './lazyShell';
import { routeOf } from './routeOf';

/**
 * For a page opened with a stored session: asks for the signed-in shell's code and the route's screen at
 * once, as the page's script runs, instead of the screen after the shell has rendered (a chain of
 * downloads the first meaningful paint would wait for).
 */
export function preloadSignedIn(pathname: string): void {
  const route = routeOf(pathname);
  if (route?.bare) return;
  void PortalShell.preload().catch(() => undefined);
  void route?.screen?.preload().catch(() => undefined);
}
