import { models } from '@nuvem/embed';
import type { PaginatedLoadConfig, PaginatedEmbed } from '../paginated/paginatedEmbed';
import type { FrameRouter } from '../protocol/protocolTypes';
import { validatedStart } from './routeHandler';
import { registerTokenRoute } from './tokenRoute';

/**
 * A paginated report frame's routes: its load, validated as powerbi-models' validatePaginatedReportLoad
 * does (400 with its errors, and nothing else happens), and the token. The SDK refuses the other report
 * calls for RDL before they are sent; any that arrive get the router's 404.
 */
export function registerPaginatedRoutes(router: FrameRouter, embed: PaginatedEmbed): void {
  router.post(
    '/report/load',
    validatedStart<PaginatedLoadConfig>(models.validatePaginatedReportLoad, (config) => embed.load(config)),
  );
  registerTokenRoute(router, 'report', embed.lifecycle);
}
