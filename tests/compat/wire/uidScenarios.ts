/**
 * Embeds whose config has no `uniqueId`: the uid then comes from the `powerbi-name` attribute or is
 * random (normalize.mjs masks random ones), and each request class must carry exactly the headers the
 * anchor's does, `uid` included or left out. The anchor's bookmarks manager reads the config the embed was
 * created with, not the one it completed; so a paginated report named by attributes is here too.
 */
import type * as Pbi from 'powerbi-client';
import {
  APP,
  TOKEN,
  embedAndWait,
  filters,
  reportUrl,
  type Ctx,
  type Report,
  type Scenario,
} from './scenarioKit';

/** A report config without a uniqueId. */
const anonymousReport = (ctx: Ctx, extra: Partial<Pbi.IReportEmbedConfiguration> = {}) => ({
  type: 'report',
  id: 'r-001',
  embedUrl: reportUrl('r-001'),
  accessToken: TOKEN,
  tokenType: ctx.m.TokenType.Embed,
  ...extra,
});

/** One call of every request class a report has: report, bookmarks, page, visual. */
async function everyRequestClass(ctx: Ctx, report: Report) {
  const m = ctx.m;
  const bookmarks = report.bookmarksManager;
  await ctx.call('bookmarks.getBookmarks', () => bookmarks.getBookmarks());
  await ctx.call('bookmarks.apply', () => bookmarks.apply('Bookmark1'));
  await ctx.call('bookmarks.play', () => bookmarks.play(m.BookmarksPlayMode.Presentation));
  await ctx.call('bookmarks.capture', () => bookmarks.capture({ allPages: true }));
  await ctx.call('bookmarks.applyState', () => bookmarks.applyState('state-1'));
  await ctx.call('report.getFilters', () => report.getFilters());
  await ctx.call('report.updateSettings', () => report.updateSettings({ filterPaneEnabled: true }));
  await ctx.call('report.setAccessToken', () => report.setAccessToken('renewed-token'));
  const pages = (await ctx.call('report.getPages', () => report.getPages())) ?? [];
  const page = pages[0];
  if (!page) return;
  await ctx.call('page.setFilters', () => page.setFilters([filters(ctx).basic]));
  const visuals = (await ctx.call('page.getVisuals', () => page.getVisuals())) ?? [];
  const visual = visuals[0];
  if (visual) await ctx.call('visual.exportData', () => visual.exportData());
}

export const uidScenarios: Record<string, Scenario> = {
  'uid: report without a uniqueId': async (ctx) => {
    const report = await embedAndWait<Report>(ctx, 'embed', anonymousReport(ctx));
    if (report) await everyRequestClass(ctx, report);
  },

  'uid: report named by the powerbi-name attribute': async (ctx) => {
    ctx.el.setAttribute('powerbi-name', 'rpt-named');
    const report = await embedAndWait<Report>(ctx, 'embed', anonymousReport(ctx));
    if (report) await everyRequestClass(ctx, report);
  },

  'uid: re-embed with another uniqueId': async (ctx) => {
    await embedAndWait<Report>(ctx, 'embed', anonymousReport(ctx, { uniqueId: 'rpt-first' }));
    await ctx.sleep(150);
    const report = await ctx.call('service.embed (rpt-second)', () =>
      ctx.service.embed(ctx.el, anonymousReport(ctx, { uniqueId: 'rpt-second' })),
    );
    await ctx.sleep(300);
    if (report) await everyRequestClass(ctx, report as Report);
  },

  'uid: visual, dashboard, tile and Q&A without a uniqueId': async (ctx) => {
    const visual = await embedAndWait<Pbi.Visual>(ctx, 'embed', {
      ...anonymousReport(ctx),
      type: 'visual',
      pageName: 'ReportSection1',
      visualName: 'VisualContainer1',
    });
    if (visual) {
      await ctx.call('visual.getFilters', () => visual.getFilters());
      await ctx.call('visual.bookmarks.getBookmarks', () => visual.bookmarksManager.getBookmarks());
    }
    const dashboard = await embedAndWait<Pbi.Dashboard>(
      ctx,
      'embed',
      {
        type: 'dashboard',
        id: 'd-001',
        embedUrl: `${APP}/dashboardEmbed?dashboardId=d-001`,
        accessToken: TOKEN,
      },
      ctx.container(),
    );
    if (dashboard) await ctx.call('dashboard.getCorrelationId', () => dashboard.getCorrelationId());
    const tile = await embedAndWait<Pbi.Tile>(
      ctx,
      'embed',
      {
        type: 'tile',
        id: 't-001',
        dashboardId: 'd-001',
        embedUrl: `${APP}/embed?dashboardId=d-001&tileId=t-001`,
        accessToken: TOKEN,
      },
      ctx.container(),
    );
    if (tile) await ctx.call('tile.setAccessToken', () => tile.setAccessToken('tile-token'));
    const qna = await embedAndWait<Pbi.Qna>(
      ctx,
      'embed',
      { type: 'qna', embedUrl: `${APP}/qnaEmbed`, accessToken: TOKEN, datasetIds: ['ds-001'] },
      ctx.container(),
    );
    if (qna) await ctx.call('qna.setQuestion', () => qna.setQuestion('sales by month'));
  },

  'uid: create and quick create without a uniqueId': async (ctx) => {
    const create = await embedAndWait<Pbi.Create>(ctx, 'createReport', {
      embedUrl: `${APP}/reportEmbed?groupId=g-001`,
      accessToken: TOKEN,
      datasetId: 'ds-001',
    });
    if (create) await ctx.call('create.isSaved', () => create.isSaved());
    const quick = await embedAndWait<Pbi.QuickCreate>(
      ctx,
      'quickCreate',
      {
        embedUrl: `${APP}/quickCreate?groupId=g-001`,
        accessToken: TOKEN,
        datasetCreateConfig: { locale: 'en-US', mashupDocument: 'let x = 1 in x' },
      },
      ctx.container(),
    );
    if (quick) await ctx.call('quickCreate.getCorrelationId', () => quick.getCorrelationId());
  },

  'rdl: paginated report from element attributes': async (ctx) => {
    ctx.el.setAttribute('powerbi-embed-url', `${APP}/rdlEmbed?reportId=rdl-002&groupId=g-001`);
    ctx.el.setAttribute('powerbi-access-token', TOKEN);
    ctx.el.setAttribute('powerbi-name', 'rdl-attributes');
    const report = await embedAndWait<Report>(ctx, 'embed', { type: 'report', id: 'rdl-002' });
    if (!report) return;
    await ctx.call('rdl bookmarks.getBookmarks', () => report.bookmarksManager.getBookmarks());
    await ctx.call('rdl bookmarks.capture', () => report.bookmarksManager.capture());
    await ctx.call('rdl report.getPages', () => report.getPages());
    await ctx.call('rdl page.getVisuals', () => report.page('ReportSection1').getVisuals());
  },
};
