import { models } from '@nuvem/embed';
import type { FrameRouter } from '../protocol/protocolTypes';
import { accept, answer, invalid, invalidBecause } from '../protocol/routeAnswers';
import { pageNarrative } from '../report/actions/narrativeActions';
import { addPage, deletePage, renamePage, setActivePage } from '../report/actions/pageActions';
import { pageDescriptorOf, visualDescriptorOf } from '../report/descriptors';
import { isMobileLayout } from '../report/pageLayout';
import { notFound } from '../report/refusal';
import { pageOf } from '../report/reportLookups';
import type { ReportEmbed } from '../report/reportEmbed';
import { handler, param } from './routeHandler';

/** The page routes of embed spec §7 "Pages". */
export function registerPageRoutes(router: FrameRouter, embed: ReportEmbed): void {
  const session = () => embed.lifecycle.whenLoaded();

  router.get(
    '/report/pages',
    handler(async (_request, response) => {
      const { state } = await session();
      answer(
        response,
        state.report.pages.map((page) => pageDescriptorOf(page, state.activePage)),
      );
    }),
  );

  // Report.setPage and Page.setActive: {name, displayName: null, isActive: true}.
  router.put(
    '/report/pages/active',
    handler(async (request, response) => {
      const errors = models.validatePage(request.body);
      if (errors) return invalid(response, errors);
      setActivePage(await session(), (request.body as { name: string }).name);
      accept(response);
    }),
  );

  router.post(
    '/report/addPage',
    handler(async (request, response) => {
      const { displayName } = (request.body ?? {}) as { displayName?: unknown };
      // 202 with the new page, as the SDK reads the body (Report.addPage resolves with a Page of it).
      response.send(202, addPage(await session(), displayName));
    }),
  );

  router.delete(
    '/report/pages/:page',
    handler(async (request, response) => {
      deletePage(await session(), param(request, 'page'));
      accept(response);
    }),
  );

  router.put(
    '/report/pages/:page/name',
    handler(async (request, response) => {
      const { displayName } = (request.body ?? {}) as { displayName?: unknown };
      renamePage(await session(), param(request, 'page'), displayName);
      accept(response);
    }),
  );

  router.get(
    '/report/pages/:page/visuals',
    handler(async (request, response) => {
      const { state } = await session();
      const page = pageOf(state, param(request, 'page'));
      if (!page) throw notFound('page', param(request, 'page'));
      answer(
        response,
        page.visuals.map((visual) => visualDescriptorOf(state, page.name, visual)),
      );
    }),
  );

  // Page.hasLayout: the layout type by its enum name. Every page has the desktop layouts; none has a mobile one.
  router.get(
    '/report/pages/:page/layoutTypes/:layoutType',
    handler(async (request, response) => {
      const { state } = await session();
      if (!pageOf(state, param(request, 'page'))) throw notFound('page', param(request, 'page'));
      const layoutType: unknown =
        models.LayoutType[param(request, 'layoutType') as keyof typeof models.LayoutType];
      if (typeof layoutType !== 'number') return invalidBecause(response, 'layoutType is invalid');
      answer(response, !isMobileLayout(layoutType));
    }),
  );

  router.get(
    '/report/pages/:page/smartNarrativeInsights',
    handler(async (request, response) => {
      answer(response, await pageNarrative(await session(), param(request, 'page')));
    }),
  );
}
