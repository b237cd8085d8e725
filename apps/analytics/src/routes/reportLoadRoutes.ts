import { models } from '@nuvem/embed';
import type { FrameRouter } from '../protocol/protocolTypes';
import { accept } from '../protocol/routeAnswers';
import type { ReportLoadConfig } from '../report/initialReportState';
import type { ReportEmbed } from '../report/reportEmbed';
import { handler, validatedStart } from './routeHandler';
import { registerTokenRoute } from './tokenRoute';

/**
 * The report's load routes (facts §3 "Load handshake"): the config is validated with powerbi-models'
 * validateReportLoad (400 with its errors, and nothing else happens), else 202 at once and the load goes on
 * in the background, ending in loaded (and rendered) or error. A second load starts over.
 */
export function registerReportLoadRoutes(router: FrameRouter, embed: ReportEmbed): void {
  const load = (phased: boolean) =>
    validatedStart<ReportLoadConfig>(models.validateReportLoad, (config) => embed.load(config, phased));
  router.post('/report/load', load(false));
  router.post('/report/prepare', load(true));
  // createReport (facts §3): an empty report over the dataset.
  router.post(
    '/report/create',
    validatedStart<models.IReportCreateConfiguration>(models.validateCreateReport, (config) =>
      embed.create(config),
    ),
  );
  // quickCreate (facts §3): the host's data becomes a dataset, and a report generated over it opens in the editor.
  router.post(
    '/quickcreate',
    validatedStart<models.IQuickCreateConfiguration>(models.validateQuickCreate, (config) =>
      embed.quickCreate(config),
    ),
  );
  router.post(
    '/report/render',
    handler(async (_request, response) => {
      await embed.render();
      accept(response);
    }),
  );
  registerTokenRoute(router, 'report', embed.lifecycle);
}
