/** What the frame shows, by its path (docs/analytics.md "The frame"): anything else is a 404 page. */
export type FrameRoute = 'report' | 'dashboard' | 'tile' | 'notFound';

const ROUTES: Record<string, FrameRoute> = {
  '/reportEmbed': 'report',
  '/dashboardEmbed': 'dashboard',
  '/tileEmbed': 'tile',
};

/** Matched case-sensitively, as the SDK's default endpoints are spelled; a trailing slash is tolerated. */
export function frameRouteOf(pathname: string): FrameRoute {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return ROUTES[path] ?? 'notFound';
}
