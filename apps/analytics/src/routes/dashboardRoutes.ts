import { models } from '@nuvem/embed';
import type { DashboardEmbed, DashboardLoadConfig } from '../dashboard/dashboardEmbed';
import type { FrameRouter } from '../protocol/protocolTypes';
import { validatedStart } from './routeHandler';
import { registerTokenRoute } from './tokenRoute';

const PAGE_VIEWS: readonly unknown[] = ['fitToWidth', 'oneColumn', 'actualSize'];

/** validateDashboardLoad and, as the SDK's Dashboard.validate adds, the page view. */
function validateDashboardLoad(body: unknown): models.IError[] | undefined {
  const errors = models.validateDashboardLoad(body);
  if (errors) return errors;
  const { pageView } = body as { pageView?: unknown };
  return pageView !== undefined && !PAGE_VIEWS.includes(pageView)
    ? [{ message: 'pageView must be one of the followings: fitToWidth, oneColumn, actualSize' }]
    : undefined;
}

/**
 * POST /dashboard/load (and /dashboard/prepare, which loads the same way: a dashboard has nothing to defer),
 * validated with validateDashboardLoad and, as the SDK's Dashboard.validate adds, the page view.
 */
export function registerDashboardRoutes(router: FrameRouter, embed: DashboardEmbed): void {
  const load = validatedStart<DashboardLoadConfig>(validateDashboardLoad, (config) => embed.load(config));
  router.post('/dashboard/load', load);
  router.post('/dashboard/prepare', load);
  registerTokenRoute(router, 'dashboard', embed.lifecycle);
}

/** POST /tile/load {dashboardId, id, width, height}, validated with validateTileLoad. */
export function registerTileRoutes(router: FrameRouter, embed: DashboardEmbed): void {
  router.post(
    '/tile/load',
    validatedStart<DashboardLoadConfig>(models.validateTileLoad, (config) => embed.load(config)),
  );
  registerTokenRoute(router, 'tile', embed.lifecycle);
}
