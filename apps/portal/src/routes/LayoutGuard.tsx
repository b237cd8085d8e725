import { layoutRedirectOf, useShellPermissions } from '@nuvem/features';
import type { Layout } from '@nuvem/ui';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';

/**
 * Spec §2.2, the layout guard on /dashboard and the modern paths: sends the user to the path their layout
 * and rev_home (or beta_test_rev_home) allow (layoutRedirectOf). Nothing shows until GET /me says whether
 * they hold it (the shell's spinner covers that time).
 */
export function LayoutGuard({ layout, children }: { layout: Layout; children: ReactNode }) {
  const permissions = useShellPermissions();
  const { pathname, search, hash } = useLocation();
  if (!permissions) return null;
  const to = layoutRedirectOf({ pathname, layout, revHome: permissions.revHome });
  return to ? <Navigate to={to + search + hash} replace /> : children;
}
