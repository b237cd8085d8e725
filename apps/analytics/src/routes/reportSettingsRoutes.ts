import type { FrameRouter } from '../protocol/protocolTypes';
import { accept, answer } from '../protocol/routeAnswers';
import { switchMode, updateSettings } from '../report/actions/layoutActions';
import { clearSelectedVisuals } from '../report/actions/selectionActions';
import type { ReportEmbed } from '../report/reportEmbed';
import { handler, param } from './routeHandler';

/** Settings, modes and the report-wide commands of embed spec §7 "Report and general". */
export function registerReportSettingsRoutes(router: FrameRouter, embed: ReportEmbed): void {
  const session = () => embed.lifecycle.whenLoaded();

  router.patch(
    '/report/settings',
    handler(async (request, response) => {
      const loaded = await session();
      updateSettings(loaded, request.body);
      embed.lifecycle.setHideErrors(loaded.state.settings.hideErrors === true);
      accept(response);
    }),
  );
  router.post(
    '/report/switchMode/:mode',
    handler(async (request, response) => {
      switchMode(await session(), param(request, 'mode'));
      accept(response);
    }),
  );
  router.get(
    '/report/hasUnsavedChanges',
    handler(async (_request, response) => answer(response, (await session()).state.dirty)),
  );
  router.get(
    '/report/zoom',
    handler(async (_request, response) => answer(response, (await session()).state.settings.zoomLevel ?? 1)),
  );
  router.post(
    '/report/closeAllOverlays',
    handler(async (_request, response) => {
      (await session()).update((state) => ({ ...state, overlayEpoch: state.overlayEpoch + 1 }));
      accept(response);
    }),
  );
  router.post(
    '/report/clearSelectedVisuals/:clearPopOutState',
    handler(async (request, response) => {
      clearSelectedVisuals(await session(), param(request, 'clearPopOutState') === 'true');
      accept(response);
    }),
  );
  router.post(
    '/report/refresh',
    handler(async (_request, response) => {
      (await session()).refresh();
      accept(response);
    }),
  );
  router.post(
    '/report/print',
    handler(async (_request, response) => {
      const loaded = await session();
      accept(response);
      // After the answer: the print dialog blocks the frame's event loop while it is open.
      setTimeout(() => loaded.context.print(), 0);
    }),
  );
}
