import type { FrameRouter, RouterRequest } from '../protocol/protocolTypes';
import { accept, answer } from '../protocol/routeAnswers';
import { visualNarrative } from '../report/actions/narrativeActions';
import {
  cloneVisual,
  exportVisualData,
  setSlicerState,
  slicerStateOf,
  sortVisual,
} from '../report/actions/visualActions';
import type { ReportEmbed } from '../report/reportEmbed';
import type { ReportSession } from '../report/reportSession';
import { handler, param } from './routeHandler';

type VisualHandler = (session: ReportSession, page: string, visual: string, body: unknown) => unknown;

/** The visual routes of embed spec §7 "Visuals" (filters are in filterRoutes). */
export function registerVisualRoutes(router: FrameRouter, embed: ReportEmbed): void {
  const base = '/report/pages/:page/visuals/:visual';
  const run = (action: VisualHandler) => async (request: RouterRequest) =>
    action(
      await embed.lifecycle.whenLoaded(),
      param(request, 'page'),
      param(request, 'visual'),
      request.body,
    );

  router.post(
    `${base}/exportData`,
    handler(async (request, response) => answer(response, await run(exportVisualData)(request))),
  );
  router.get(
    `${base}/slicer`,
    handler(async (request, response) => answer(response, await run(slicerStateOf)(request))),
  );
  router.put(
    `${base}/slicer`,
    handler(async (request, response) => {
      await run(setSlicerState)(request);
      accept(response);
    }),
  );
  router.post(
    `${base}/clone`,
    handler(async (request, response) => answer(response, await run(cloneVisual)(request))),
  );
  router.put(
    `${base}/sortBy`,
    handler(async (request, response) => {
      await run(sortVisual)(request);
      accept(response);
    }),
  );
  router.get(
    `${base}/smartNarrativeInsights`,
    handler(async (request, response) => answer(response, await run(visualNarrative)(request))),
  );
}
