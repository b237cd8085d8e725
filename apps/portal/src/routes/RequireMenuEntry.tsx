import { useMenuAccess } from '@nuvem/features';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';

/**
 * The gate of a route whose page is its menu entry's (RouteScreen): the menu is the source of truth, so a
 * path that belongs to an entry the signed-in user's menu does not show sends them to /not-authorized, as
 * RequirePermission does. A path no entry leads to, or a signed-out visitor of an unguarded route, keeps
 * the route table's gates. Nothing shows while the menu may still grow (GET /me, the marketplace lookups).
 */
export function RequireMenuEntry({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const { allows, settled } = useMenuAccess();
  if (allows(pathname)) return children;
  return settled ? <Navigate to="/not-authorized" replace /> : null;
}
