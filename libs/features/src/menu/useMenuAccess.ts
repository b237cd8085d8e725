import { useCallback } from 'react';
import { useCurrentAccount } from '../accounts/useCurrentAccount';
import { useSession } from '../session/useSession';
import { menuAllows } from './menuAllows';
import { usePortalMenuState } from './usePortalMenu';

/** What the signed-in user's menu lets them open. */
export interface MenuAccess {
  /** Whether the path may be opened (`menuAllows` on the user's menu in the current environment). */
  allows: (pathname: string) => boolean;
  /** False while the menu may still grow (GET /me or the marketplace lookups on their way). */
  settled: boolean;
}

const EVERYTHING: MenuAccess = { allows: () => true, settled: true };

/**
 * The menu as a gate (spec §2.6, §6): a page that belongs to a menu entry the signed-in user's menu does not
 * show is not theirs to open, and a link to it is not theirs to follow. A signed-out visitor has no menu:
 * the route's own guard decides.
 */
export function useMenuAccess(): MenuAccess {
  const { status } = useSession();
  const { entries, settled } = usePortalMenuState(useCurrentAccount());
  const allows = useCallback((pathname: string) => menuAllows(entries, pathname), [entries]);
  return status === 'signedIn' ? { allows, settled } : EVERYTHING;
}
