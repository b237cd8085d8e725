import type { FrameRouter } from '../protocol/protocolTypes';
import { accept, answer } from '../protocol/routeAnswers';
import {
  resetPersistentFilters,
  savePersistentFilters,
  saveReport,
  saveReportAs,
} from '../report/actions/saveActions';
import { applyTheme, themeOf } from '../report/actions/themeActions';
import type { ReportEmbed } from '../report/reportEmbed';
import { handler } from './routeHandler';

/** What the report keeps: save, save as, persistent filters (userState) and the theme. */
export function registerSaveRoutes(router: FrameRouter, embed: ReportEmbed): void {
  const session = () => embed.lifecycle.whenLoaded();
  router.post(
    '/report/save',
    handler(async (_request, response) => {
      await saveReport(await session());
      accept(response);
    }),
  );
  router.post(
    '/report/saveAs',
    handler(async (request, response) => {
      await saveReportAs(await session(), request.body, (token) => embed.lifecycle.setToken(token));
      accept(response);
    }),
  );
  router.post(
    '/report/userState',
    handler(async (_request, response) => {
      await savePersistentFilters(await session());
      accept(response);
    }),
  );
  router.delete(
    '/report/userState',
    handler(async (_request, response) => {
      await resetPersistentFilters(await session());
      accept(response);
    }),
  );
  router.get(
    '/report/isUserStateApplied',
    handler(async (_request, response) => answer(response, (await session()).state.userStateApplied)),
  );
  router.get(
    '/report/theme',
    handler(async (_request, response) => answer(response, themeOf(await session()))),
  );
  router.put(
    '/report/theme',
    handler(async (request, response) => {
      applyTheme(await session(), request.body);
      accept(response);
    }),
  );
}
