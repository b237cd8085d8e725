import type { FrameRouter } from '../protocol/protocolTypes';
import { accept, answer } from '../protocol/routeAnswers';
import {
  applyBookmarkByName,
  applyBookmarkState,
  captureBookmark,
  playBookmarks,
} from '../report/actions/bookmarkActions';
import { bookmarkList } from '../report/bookmarks';
import type { ReportEmbed } from '../report/reportEmbed';
import { handler } from './routeHandler';

/** The bookmark routes of embed spec §7 "Bookmarks". */
export function registerBookmarkRoutes(router: FrameRouter, embed: ReportEmbed): void {
  const session = () => embed.lifecycle.whenLoaded();
  router.get(
    '/report/bookmarks',
    handler(async (_request, response) =>
      answer(response, bookmarkList((await session()).state.report.bookmarks)),
    ),
  );
  router.post(
    '/report/bookmarks/applyByName',
    handler(async (request, response) => {
      applyBookmarkByName(await session(), request.body);
      accept(response);
    }),
  );
  router.post(
    '/report/bookmarks/applyState',
    handler(async (request, response) => {
      applyBookmarkState(await session(), request.body);
      accept(response);
    }),
  );
  router.post(
    '/report/bookmarks/play',
    handler(async (request, response) => {
      playBookmarks(await session(), request.body);
      accept(response);
    }),
  );
  router.post(
    '/report/bookmarks/capture',
    handler(async (request, response) => answer(response, captureBookmark(await session(), request.body))),
  );
}
