import { models } from '@nuvem/embed';
import type { DashboardEmbed, DashboardLoadConfig } from '../dashboard/dashboardEmbed';
import type { FrameRouter } from '../protocol/protocolTypes';
import { accept, invalid } from '../protocol/routeAnswers';
import { handler } from './routeHandler';
import { registerTokenRoute } from './tokenRoute';

const PAGE_VIEWS: readonly unknown[] = ['fitToWidth', 'oneColumn', 'actualSize'];

/**
 * POST /dashboard/load (and /dashboard/prepare, which loads the same way: a dashboard has nothing to defer),
 * validated with validateDashboardLoad and, as the SDK's Dashboard.validate adds, the page view.
 */
export function registerDashboardRoutes(router: FrameRouter, embed: DashboardEmbed): void {
  const load = handler((request, response) => {
    const errors = models.validateDashboardLoad(request.body);
    if (errors) return invalid(response, errors);
    const { pageView } = request.body as { pageView?: unknown };
    if (pageView !== undefined && !PAGE_VIEWS.includes(pageView))
      return invalid(response, [
        { message: 'pageView must be one of the followings: fitToWidth, oneColumn, actualSize' },
      ]);
    accept(response);
    void embed.load(request.body as DashboardLoadConfig);
  });
  router.post('/dashboard/load', load);
  router.post('/dashboard/prepare', load);
  registerTokenRoute(router, 'dashboard', embed.lifecycle);
}

/** POST /tile/load {dashboardId, id, width, height}, validated with validateTileLoad. */
export function registerTileRoutes(router: FrameRouter, embed: DashboardEmbed): void {
  router.post(
    '/tile/load',
    handler((request, response) => {
      const errors = models.validateTileLoad(request.body);
      if (errors) return invalid(response, errors);
      accept(response);
      void embed.load(request.body as DashboardLoadConfig);
    }),
  );
  registerTokenRoute(router, 'tile', embed.lifecycle);
}
