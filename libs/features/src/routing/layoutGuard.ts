import { PAAS_PRODUCTS } from '../menu/menuConstants';

/** Spec §2.2: the modern paths, without their leading '/'. */
export const MODERN_PATHS: readonly string[] = [
  'modern/dashboard',
  'modern/paas',
  ...PAAS_PRODUCTS.map((product) => `modern/paas/${product}`),
  'modern/approval-center',
  'modern/cloud-recommend',
  'modern/notification-center',
  'modern/product-management',
];

export type PortalLayout = 'classic' | 'modern';

export interface LayoutGuardInput {
  pathname: string;
  layout: PortalLayout;
  /** rev_home or beta_test_rev_home (shellPermissions `revHome`). */
  revHome: boolean;
}

const withoutTrailingSlash = (pathname: string) =>
  pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;

/** Whether `pathname` is one of the modern paths of spec §2.2. */
export function isModernPath(pathname: string): boolean {
  return MODERN_PATHS.includes(withoutTrailingSlash(pathname).slice(1));
}

/**
 * The layout guard of spec §2.2 (on /dashboard and the modern paths): where `pathname` must go instead,
 * or undefined when it may stay. A path under /modern that is not a modern path is unknown (/404).
 */
export function layoutRedirectOf({ pathname, layout, revHome }: LayoutGuardInput): string | undefined {
  const path = withoutTrailingSlash(pathname);
  if (path === '/dashboard') return revHome && layout === 'modern' ? '/modern/dashboard' : undefined;
  if (path !== '/modern' && !path.startsWith('/modern/')) return undefined;
  if (!isModernPath(path)) return '/404';
  if (!revHome) return '/dashboard';
  if (layout === 'classic') return path.slice('/modern'.length);
  return undefined;
}
