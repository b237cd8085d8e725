import { useMenuAccess, useSession, useShellPermissions } from '@nuvem/features';
import { useCallback } from 'react';
import { routeOf } from './routeOf';

/**
 * Whether a link to `href` is the signed-in user's to follow: the route's gates (its guard and feature) let
 * them in, and the menu shows its entry (useMenuAccess). For links offered to them, never for guarding.
 */
export function useMayOpen(): (href: string) => boolean {
  const { status } = useSession();
  const permissions = useShellPermissions();
  const { allows } = useMenuAccess();
  return useCallback(
    (href: string) => {
      const route = routeOf(href);
      if (!route || (route.guard === 'login' && status !== 'signedIn')) return false;
      if (route.feature && !permissions?.[route.feature]) return false;
      return allows(href);
    },
    [status, permissions, allows],
  );
}
