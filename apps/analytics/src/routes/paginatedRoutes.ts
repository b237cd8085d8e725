import { models } from '@nuvem/embed';
import type { PaginatedLoadConfig, PaginatedEmbed } from '../paginated/paginatedEmbed';
import type { FrameRouter } from '../protocol/protocolTypes';
import { accept, invalid } from '../protocol/routeAnswers';
import { handler } from './routeHandler';
import { registerTokenRoute } from './tokenRoute';

/**
 * A paginated report frame's routes: its load, validated as powerbi-models' validatePaginatedReportLoad
 * does (400 with its errors, and nothing else happens), and the token. The SDK refuses the other report
 * calls for RDL before they are sent; any that arrive get the router's 404.
 */
export function registerPaginatedRoutes(router: FrameRouter, embed: PaginatedEmbed): void {
  router.post(
    '/report/load',
    handler((request, response) => {
      const errors = models.validatePaginatedReportLoad(request.body);
      if (errors) return invalid(response, errors);
      accept(response);
      void embed.load(request.body as PaginatedLoadConfig);
    }),
  );
  registerTokenRoute(router, 'report', embed.lifecycle);
}
