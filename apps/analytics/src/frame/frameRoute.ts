/**
 * What the frame shows, by its path (docs/analytics.md "The frame"): an embed, the root's page saying what this
 * address is for (someone opened it from the README), or a 404 page. Only embeds talk to a parent.
 */
export type FrameRoute = 'report' | 'paginated' | 'dashboard' | 'tile' | 'qna' | 'home' | 'notFound';

const ROUTES: Record<string, FrameRoute> = {
  '/reportEmbed': 'report',
  // quickCreate's address (Power BI's): the report editor, over a dataset the host's data becomes.
  '/quickCreate': 'report',
  '/rdlEmbed': 'paginated',
  '/dashboardEmbed': 'dashboard',
  '/tileEmbed': 'tile',
  '/qnaEmbed': 'qna',
  '/': 'home',
};

/** Matched case-sensitively, as the SDK's default endpoints are spelled; a trailing slash is tolerated. */
export function frameRouteOf(pathname: string): FrameRoute {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return ROUTES[path] ?? 'notFound';
}

/** The routes that embed content. */
export type EmbedRoute = Exclude<FrameRoute, 'home' | 'notFound'>;

/** Whether the route embeds content (and so opens a channel to its parent). */
export const isEmbedRoute = (route: FrameRoute): route is EmbedRoute =>
  route !== 'home' && route !== 'notFound';
