import { models } from '@nuvem/embed';
import type { FrameRouter } from '../protocol/protocolTypes';
import { accept, invalid } from '../protocol/routeAnswers';
import type { ReportLoadConfig } from '../report/initialReportState';
import type { ReportEmbed } from '../report/reportEmbed';
import { handler } from './routeHandler';
import { registerTokenRoute } from './tokenRoute';

/**
 * The report's load routes (facts §3 "Load handshake"): the config is validated with powerbi-models'
 * validateReportLoad (400 with its errors, and nothing else happens), else 202 at once and the load goes on
 * in the background, ending in loaded (and rendered) or error. A second load starts over.
 */
export function registerReportLoadRoutes(router: FrameRouter, embed: ReportEmbed): void {
  const load = (phased: boolean) =>
    handler((request, response) => {
      const errors = models.validateReportLoad(request.body);
      if (errors) return invalid(response, errors);
      accept(response);
      void embed.load(request.body as ReportLoadConfig, phased);
    });
  router.post('/report/load', load(false));
  router.post('/report/prepare', load(true));
  // createReport (facts §3): the create config, validated as the models validate it; then an empty report.
  router.post(
    '/report/create',
    handler((request, response) => {
      const errors = models.validateCreateReport(request.body);
      if (errors) return invalid(response, errors);
      accept(response);
      void embed.create(request.body as models.IReportCreateConfiguration);
    }),
  );
  // quickCreate (facts §3): the quick create config, validated as the models validate it; then the host's
  // data becomes a dataset and a report generated over it opens in the editor.
  router.post(
    '/quickcreate',
    handler((request, response) => {
      const errors = models.validateQuickCreate(request.body);
      if (errors) return invalid(response, errors);
      accept(response);
      void embed.quickCreate(request.body as models.IQuickCreateConfiguration);
    }),
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
