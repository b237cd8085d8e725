import { useShellPermissions, type ShellPermissions } from '@nuvem/features';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';

export type RouteFeature = keyof ShellPermissions;

/**
 * The gate at a route (Backstage's RequirePermission): a route whose table entry names a feature shows its
 * screen only to users who hold it; anyone else goes to /not-authorized. Nothing shows while GET /me is on
 * its way (the shell's spinner covers that time).
 */
export function RequirePermission({ feature, children }: { feature?: RouteFeature; children: ReactNode }) {
  const permissions = useShellPermissions();
  if (!feature) return children;
  if (!permissions) return null;
  return permissions[feature] ? children : <Navigate to="/not-authorized" replace />;
}
