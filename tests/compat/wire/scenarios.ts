/**
 * The wire scenarios, run in Chromium against one SDK at a time by runner.ts. Each scenario gets the SDK's
 * module namespace (the shape of `powerbi-client`: service, factories, models, Report, ...), makes its own
 * Service and a fresh container, embeds into the recording frame, waits for `loaded`, and calls public
 * methods. The frame records what the SDK posts; `ctx.call` records what each call resolved to, rejected
 * with, or threw.
 *
 * These configs all set `uniqueId`, so the iframe src and the `uid` headers are stable across runs and
 * SDKs; the scenarios of uidScenarios.ts do not, and normalize.mjs masks their random uids.
 */
import type * as Pbi from 'powerbi-client';
import {
  APP,
  EVENT_TIMEOUT_MS,
  TOKEN,
  activeAndOther,
  bootstrapAndSettle,
  embedAndWait,
  embedReport,
  filters,
  iframeSnapshot,
  reportConfig,
  reportUrl,
  type Report,
  type Scenario,
  type VisualDescriptor,
} from './scenarioKit';
import { frameEventScenarios } from './frameEventScenarios';
import { loadErrorScenarios } from './loadErrorScenarios';
import { promiseScenarios } from './promiseScenarios';
import { uidScenarios } from './uidScenarios';

// ---- the scenarios -------------------------------------------------------------------------------------

const coreScenarios: Record<string, Scenario> = {
  'report: embed with a full config': async (ctx) => {
    const f = filters(ctx);
    const m = ctx.m;
    const report = await embedReport(ctx, 'rpt-config', {
      pageName: 'ReportSection2',
      permissions: m.Permissions.All,
      viewMode: m.ViewMode.Edit,
      filters: [f.basic, f.advanced] as Pbi.models.ReportLevelFilters[],
      bookmark: { name: 'Bookmark1' },
      theme: { themeJson: { name: 'Nuvem', dataColors: ['#0B5394'] } } as Pbi.models.IReportTheme,
      contrastMode: m.ContrastMode.None,
      datasetBinding: { datasetId: 'ds-002' },
      slicers: [
        {
          selector: {
            $schema: 'http://powerbi.com/product/schema#visualSelector',
            visualName: 'VisualContainer2',
          },
          state: { filters: [f.basic] as Pbi.models.ISlicerFilter[] },
        },
      ],
      settings: {
        filterPaneEnabled: false,
        navContentPaneEnabled: true,
        background: m.BackgroundType.Transparent,
        layoutType: m.LayoutType.Custom,
        customLayout: {
          displayOption: m.DisplayOption.FitToWidth,
          pageSize: { type: m.PageSizeType.Widescreen },
        },
        panes: { filters: { visible: false, expanded: false }, pageNavigation: { visible: true } },
        bars: { actionBar: { visible: true } },
        hyperlinkClickBehavior: m.HyperlinkClickBehavior.RaiseEvent,
        visualRenderedEvents: true,
        persistentFiltersEnabled: true,
      } as Pbi.models.ISettings,
    });
    if (!report) return;
    ctx.note('iframe', iframeSnapshot(ctx.el));
    ctx.note('embed is the element embed', ctx.service.get(ctx.el) === report);
    ctx.note('find by uniqueId', ctx.service.find('rpt-config') === report);
    await ctx.call('report.getCorrelationId', () => report.getCorrelationId());
    await ctx.call('report.getId', () => report.getId());
  },

  'report: embed from element attributes': async (ctx) => {
    ctx.el.setAttribute('powerbi-embed-url', reportUrl('r-attr'));
    ctx.el.setAttribute('powerbi-access-token', TOKEN);
    ctx.el.setAttribute('powerbi-type', 'report');
    ctx.el.setAttribute('powerbi-name', 'rpt-attributes');
    ctx.el.setAttribute('powerbi-report-id', 'r-attr');
    const report = await embedAndWait<Report>(ctx, 'embed', {});
    if (!report) return;
    ctx.note('iframe', iframeSnapshot(ctx.el));
    await ctx.call('report.getZoom', () => report.getZoom());
  },

  'report: locale settings and id from the url': async (ctx) => {
    const config = reportConfig(ctx, 'rpt-locale', {
      id: undefined,
      embedUrl: reportUrl('r-from-url'),
      settings: { localeSettings: { language: 'pt', formatLocale: 'pt-BR' } },
    });
    delete config.id;
    const report = await embedAndWait<Report>(ctx, 'embed', config);
    if (!report) return;
    ctx.note('iframe', iframeSnapshot(ctx.el));
    await ctx.call('report.getId', () => report.getId());
  },

  'report: pages': async (ctx) => {
    const report = await embedReport(ctx, 'rpt-pages');
    if (!report) return;
    await ctx.call('report.getPages', () => report.getPages());
    await ctx.call('report.getActivePage', () => report.getActivePage());
    await ctx.call('report.getPageByName', () => report.getPageByName('ReportSection2'));
    await ctx.call('report.getPageByName (missing)', () => report.getPageByName('NoSuchPage'));
    await ctx.call('report.page (local)', () => report.page('ReportSection2', 'Details', false));
    await ctx.call('report.setPage', () => report.setPage('ReportSection2'));
    await ctx.call('report.addPage', () => report.addPage('New page'));
    await ctx.call('report.addPage (no name)', () => report.addPage());
    await ctx.call('report.renamePage', () => report.renamePage('ReportSection2', 'Renamed'));
    await ctx.call('report.deletePage', () => report.deletePage('ReportSection2'));
  },

  'report: filters': async (ctx) => {
    const report = await embedReport(ctx, 'rpt-filters');
    if (!report) return;
    const f = filters(ctx);
    const ops = ctx.m.FiltersOperations;
    await ctx.call('report.getFilters', () => report.getFilters());
    await ctx.call('report.setFilters', () =>
      report.setFilters([f.basic, f.advanced, f.relativeDate, f.relativeTime, f.notIn]),
    );
    await ctx.call('report.updateFilters Add', () => report.updateFilters(ops.Add, [f.basic]));
    await ctx.call('report.updateFilters Replace', () => report.updateFilters(ops.Replace, [f.advanced]));
    await ctx.call('report.updateFilters ReplaceAll', () => report.updateFilters(ops.ReplaceAll, [f.notIn]));
    await ctx.call('report.updateFilters RemoveAll', () => report.updateFilters(ops.RemoveAll));
    await ctx.call('report.updateFilters RemoveAll with filters', () =>
      report.updateFilters(ops.RemoveAll, [f.basic]),
    );
    await ctx.call('report.removeFilters', () => report.removeFilters());
  },

  'report: commands': async (ctx) => {
    const report = await embedReport(ctx, 'rpt-commands');
    if (!report) return;
    const m = ctx.m;
    await ctx.call('report.print', () => report.print());
    await ctx.call('report.refresh', () => report.refresh());
    await ctx.call('report.save', () => report.save());
    await ctx.call('report.saveAs', () =>
      report.saveAs({ name: 'Copy of report', targetWorkspaceId: 'ws-1' }),
    );
    await ctx.call('report.switchMode edit', () => report.switchMode('edit'));
    await ctx.call('report.switchMode ViewMode.View', () => report.switchMode(m.ViewMode.View));
    await ctx.call('report.isSaved', () => report.isSaved());
    await ctx.call('report.getCorrelationId', () => report.getCorrelationId());
    await ctx.call('report.setAccessToken', () => report.setAccessToken('renewed-token'));
    await ctx.call('report.updateSettings', () =>
      report.updateSettings({
        filterPaneEnabled: true,
        navContentPaneEnabled: false,
        panes: { bookmarks: { visible: true } },
      }),
    );
    await ctx.call('report.applyTheme', () =>
      report.applyTheme({ themeJson: { name: 'Dark', background: '#000000' } } as Pbi.models.IReportTheme),
    );
    await ctx.call('report.resetTheme', () => report.resetTheme());
    await ctx.call('report.getTheme', () => report.getTheme());
    await ctx.call('report.savePersistentFilters', () => report.savePersistentFilters());
    await ctx.call('report.resetPersistentFilters', () => report.resetPersistentFilters());
    await ctx.call('report.arePersistentFiltersApplied', () => report.arePersistentFiltersApplied());
    await ctx.call('report.getZoom', () => report.getZoom());
    await ctx.call('report.setZoom', () => report.setZoom(1.5));
    await ctx.call('report.closeAllOverlays', () => report.closeAllOverlays());
    await ctx.call('report.clearSelectedVisuals()', () => report.clearSelectedVisuals());
    await ctx.call('report.clearSelectedVisuals(true)', () => report.clearSelectedVisuals(true));
    await ctx.call('report.clearSelectedVisuals(false)', () => report.clearSelectedVisuals(false));
  },

  'report: menu commands': async (ctx) => {
    const report = await embedReport(ctx, 'rpt-menus');
    if (!report) return;
    const top = ctx.m.MenuLocation.Top;
    await ctx.call('report.addContextMenuCommand', () =>
      report.addContextMenuCommand(
        'cmdA',
        'Command A',
        'Context A',
        top,
        'VisualContainer1',
        'clusteredBarChart',
      ),
    );
    await ctx.call('report.addContextMenuCommand (grouped)', () =>
      report.addContextMenuCommand('cmdB', 'Command B', 'Context B', top, '', 'slicer', 'groupB'),
    );
    await ctx.call('report.addOptionsMenuCommand', () =>
      report.addOptionsMenuCommand(
        'optC',
        'Option C',
        'Options C',
        ctx.m.MenuLocation.Bottom,
        'VisualContainer1',
        undefined,
        undefined,
        'data:image/png;base64,AAAA',
      ),
    );
    await ctx.call('report.addOptionsMenuCommand (defaults)', () =>
      report.addOptionsMenuCommand('optD', 'Option D'),
    );
    await ctx.call('report.removeContextMenuCommand', () =>
      report.removeContextMenuCommand('cmdA', 'Context A'),
    );
    await ctx.call('report.removeOptionsMenuCommand', () =>
      report.removeOptionsMenuCommand('optC', 'Options C'),
    );
    await ctx.call('report.removeContextMenuCommand (unknown)', () =>
      report.removeContextMenuCommand('nope', 'Context A'),
    );
    await ctx.call('report.removeOptionsMenuCommand (unknown)', () =>
      report.removeOptionsMenuCommand('nope', 'Options C'),
    );
  },

  'report: layout': async (ctx) => {
    const report = await embedReport(ctx, 'rpt-layout');
    if (!report) return;
    const m = ctx.m;
    await ctx.call('report.setVisualDisplayState', () =>
      report.setVisualDisplayState('ReportSection1', 'VisualContainer1', m.VisualContainerDisplayMode.Hidden),
    );
    await ctx.call('report.resizeVisual', () =>
      report.resizeVisual('ReportSection1', 'VisualContainer1', 320, 240),
    );
    await ctx.call('report.moveVisual', () =>
      report.moveVisual('ReportSection1', 'VisualContainer2', 5, 6, 7),
    );
    await ctx.call('report.moveVisual (no z)', () =>
      report.moveVisual('ReportSection1', 'VisualContainer2', 8, 9),
    );
    await ctx.call('report.resizeVisual (missing visual)', () =>
      report.resizeVisual('ReportSection1', 'NoSuchVisual', 1, 1),
    );
    await ctx.call('report.resizeActivePage', () =>
      report.resizeActivePage(m.PageSizeType.Custom, 1000, 600),
    );
    await ctx.call('report.resizeActivePage (preset)', () =>
      report.resizeActivePage(m.PageSizeType.Standard),
    );
    await ctx.call('report.switchLayout Master', () => report.switchLayout(m.LayoutType.Master));
    await ctx.call('report.switchLayout MobilePortrait', () =>
      report.switchLayout(m.LayoutType.MobilePortrait),
    );
    await ctx.call('report.setZoom', () => report.setZoom(0.5));
    await ctx.call('report.setZoom (out of range)', () => report.setZoom(10));
  },

  'report: mobile layout refusals': async (ctx) => {
    const report = await embedReport(ctx, 'rpt-mobile', {
      settings: { layoutType: ctx.m.LayoutType.MobilePortrait },
    });
    if (!report) return;
    await ctx.call('report.switchLayout Master (from mobile)', () =>
      report.switchLayout(ctx.m.LayoutType.Master),
    );
    await ctx.call('report.switchLayout MobileLandscape', () =>
      report.switchLayout(ctx.m.LayoutType.MobileLandscape),
    );
  },

  'report: bookmarks': async (ctx) => {
    const report = await embedReport(ctx, 'rpt-bookmarks');
    if (!report) return;
    const bm = report.bookmarksManager;
    await ctx.call('bookmarks.getBookmarks', () => bm.getBookmarks());
    await ctx.call('bookmarks.apply', () => bm.apply('Bookmark1'));
    await ctx.call('bookmarks.play Presentation', () => bm.play(ctx.m.BookmarksPlayMode.Presentation));
    await ctx.call('bookmarks.play Off', () => bm.play(ctx.m.BookmarksPlayMode.Off));
    await ctx.call('bookmarks.capture()', () => bm.capture());
    await ctx.call('bookmarks.capture(options)', () =>
      bm.capture({ personalizeVisuals: true, allPages: true }),
    );
    await ctx.call('bookmarks.applyState', () => bm.applyState('state-1'));
  },

  'page: methods': async (ctx) => {
    const report = await embedReport(ctx, 'rpt-page');
    if (!report) return;
    const m = ctx.m;
    const f = filters(ctx);
    const { active, other } = await activeAndOther(ctx, report);
    await ctx.call('page.getFilters', () => active.getFilters());
    await ctx.call('page.setFilters', () => active.setFilters([f.basic, f.relativeDate]));
    await ctx.call('page.updateFilters Add', () =>
      active.updateFilters(m.FiltersOperations.Add, [f.advanced]),
    );
    await ctx.call('page.updateFilters ReplaceAll', () =>
      active.updateFilters(m.FiltersOperations.ReplaceAll, [f.notIn]),
    );
    await ctx.call('page.removeFilters', () => active.removeFilters());
    await ctx.call('page.getVisuals', () => active.getVisuals());
    await ctx.call('page.getVisualByName', () => active.getVisualByName('VisualContainer2'));
    await ctx.call('page.getVisualByName (missing)', () => active.getVisualByName('NoSuchVisual'));
    await ctx.call('page.getSlicers', () => active.getSlicers());
    await ctx.call('page.hasLayout MobilePortrait', () => active.hasLayout(m.LayoutType.MobilePortrait));
    await ctx.call('page.hasLayout MobileLandscape', () => active.hasLayout(m.LayoutType.MobileLandscape));
    await ctx.call('page.getSmartNarrativeInsights', () => active.getSmartNarrativeInsights());
    await ctx.call('page.setVisualDisplayState', () =>
      active.setVisualDisplayState('VisualContainer1', m.VisualContainerDisplayMode.Visible),
    );
    await ctx.call('page.moveVisual', () => active.moveVisual('VisualContainer1', 11, 12, 13));
    await ctx.call('page.resizeVisual', () => active.resizeVisual('VisualContainer1', 210, 110));
    await ctx.call('page.resizePage (active)', () => active.resizePage(m.PageSizeType.Custom, 900, 500));
    await ctx.call('page.resizePage (inactive)', () => other.resizePage(m.PageSizeType.Custom, 900, 500));
    await ctx.call('report.page(...).resizePage', () =>
      report.page('ReportSection1').resizePage(m.PageSizeType.Letter),
    );
    await ctx.call('page.setActive', () => other.setActive());
    await ctx.call('page.setDisplayName', () => other.setDisplayName('Renamed details'));
    await ctx.call('page.delete', () => other.delete());
  },

  'visualDescriptor: methods': async (ctx) => {
    const report = await embedReport(ctx, 'rpt-visuals');
    if (!report) return;
    const m = ctx.m;
    const f = filters(ctx);
    const { active } = await activeAndOther(ctx, report);
    const visuals = (await ctx.call('page.getVisuals', () => active.getVisuals())) ?? [];
    const [chart, slicer, narrative] = visuals as (VisualDescriptor | undefined)[];
    if (!chart || !slicer || !narrative) throw new Error('expected three visuals');
    await ctx.call('visual.getFilters', () => chart.getFilters());
    await ctx.call('visual.setFilters', () => chart.setFilters([f.basic, f.topN]));
    await ctx.call('visual.updateFilters Add', () => chart.updateFilters(m.FiltersOperations.Add, [f.topN]));
    await ctx.call('visual.updateFilters Replace', () =>
      chart.updateFilters(m.FiltersOperations.Replace, [f.basic]),
    );
    await ctx.call('visual.removeFilters', () => chart.removeFilters());
    await ctx.call('visual.exportData Summarized 100', () =>
      chart.exportData(m.ExportDataType.Summarized, 100),
    );
    await ctx.call('visual.exportData Underlying', () => chart.exportData(m.ExportDataType.Underlying));
    await ctx.call('visual.exportData()', () => chart.exportData());
    await ctx.call('slicer.getSlicerState', () => slicer.getSlicerState());
    await ctx.call('slicer.setSlicerState', () =>
      slicer.setSlicerState({ filters: [f.basic] as Pbi.models.ISlicerFilter[] }),
    );
    await ctx.call('visual.clone()', () => chart.clone());
    await ctx.call('visual.clone(request)', () =>
      chart.clone({ layout: { x: 1, y: 2, width: 100, height: 50 }, autoFocus: true, filters: [f.basic] }),
    );
    await ctx.call('visual.sortBy', () =>
      chart.sortBy({ orderBy: { table: 'Sales', measure: 'Total' }, direction: m.SortDirection.Descending }),
    );
    await ctx.call('narrative.getSmartNarrativeInsights', () => narrative.getSmartNarrativeInsights());
    await ctx.call('visual.moveVisual', () => chart.moveVisual(21, 22, 23));
    await ctx.call('visual.resizeVisual', () => chart.resizeVisual(333, 222));
    await ctx.call('visual.setVisualDisplayState', () =>
      chart.setVisualDisplayState(m.VisualContainerDisplayMode.Hidden),
    );
  },

  'report: reload, token and on/off': async (ctx) => {
    const report = await embedReport(ctx, 'rpt-reload');
    if (!report) return;
    await ctx.call('report.on (not allowed)', () => report.on('noSuchEvent', () => undefined));
    await ctx.call('report.off', () => report.off('loaded'));
    await ctx.sleep(150);
    const loaded = ctx.waitFor(report, 'loaded', 'loaded after reload');
    await ctx.call('report.reload', () => report.reload());
    await loaded;
    await ctx.call('report.setAccessToken', () => report.setAccessToken('second-token'));
    await ctx.call('report.setAccessToken (empty)', () => report.setAccessToken(''));
    await ctx.call('report.getCorrelationId', () => report.getCorrelationId());
  },

  'report: events from the frame': async (ctx) => {
    const report = await ctx.call('service.embed', () =>
      ctx.service.embed(ctx.el, reportConfig(ctx, 'events-report')),
    );
    if (!report) return;
    const wanted = ['pageChanged', 'visualClicked', 'dataSelected', 'commandTriggered', 'buttonClicked'];
    const seen = wanted.map((name) => ctx.waitFor(report, name));
    await ctx.waitFor(report, 'loaded');
    await Promise.all(seen);
    const again = ctx.waitFor(report, 'pageChanged', 'pageChanged after setPage');
    await ctx.call('report.setPage', () => (report as Report).setPage('ReportSection2'));
    await again;
  },

  'report: errors from the frame': async (ctx) => {
    const report = await embedReport(ctx, 'fail-report');
    if (!report) return;
    const f = filters(ctx);
    await ctx.call('report.getPages', () => report.getPages());
    await ctx.call('report.setPage', () => report.setPage('ReportSection2'));
    await ctx.call('report.getFilters', () => report.getFilters());
    await ctx.call('report.setFilters', () => report.setFilters([f.basic]));
    await ctx.call('report.print', () => report.print());
    await ctx.call('report.getZoom', () => report.getZoom());
    await ctx.call('report.clearSelectedVisuals', () => report.clearSelectedVisuals());
    await ctx.call('report.isSaved', () => report.isSaved());
    await ctx.call('report.updateSettings', () => report.updateSettings({ filterPaneEnabled: true }));
    await ctx.call('bookmarks.apply', () => report.bookmarksManager.apply('Bookmark1'));
    await ctx.call('bookmarks.capture', () => report.bookmarksManager.capture());
    const page = report.page('ReportSection1', 'Overview', true);
    await ctx.call('page.getVisuals', () => page.getVisuals());
    await ctx.call('page.hasLayout', () => page.hasLayout(ctx.m.LayoutType.MobilePortrait));
  },

  'report: event hooks': async (ctx) => {
    const calls: unknown[] = [];
    let done: () => void = () => undefined;
    const both = new Promise<void>((resolve) => (done = resolve));
    const config = reportConfig(ctx, 'hooks-report', {
      tokenType: ctx.m.TokenType.Aad,
      eventHooks: {
        accessTokenProvider: async () => {
          calls.push('accessTokenProvider');
          if (calls.length >= 2) done();
          return 'token-from-provider';
        },
        applicationContextProvider: (request: unknown) => {
          calls.push({ applicationContextProvider: request });
          if (calls.length >= 2) done();
          return { tenant: 't-1' };
        },
      } as Pbi.models.EventHooks,
    });
    const report = await embedAndWait<Report>(ctx, 'embed', config);
    if (!report) return;
    await Promise.race([both, ctx.sleep(EVENT_TIMEOUT_MS)]);
    ctx.note('hook calls', calls);
    ctx.note('iframe', iframeSnapshot(ctx.el));
  },

  'report: event hooks without providers, and throwing ones': async (ctx) => {
    const none = await embedAndWait<Report>(
      ctx,
      'embed',
      reportConfig(ctx, 'hooks-none', { tokenType: ctx.m.TokenType.Aad }),
    );
    const throwing = await embedAndWait<Report>(
      ctx,
      'embed',
      reportConfig(ctx, 'hooks-throw', {
        tokenType: ctx.m.TokenType.Aad,
        eventHooks: {
          accessTokenProvider: async () => {
            throw new Error('no token today');
          },
          applicationContextProvider: () => {
            throw new Error('no context today');
          },
        } as Pbi.models.EventHooks,
      }),
      ctx.container(),
    );
    ctx.note('embedded', [Boolean(none), Boolean(throwing)]);
  },

  'report: phased load then render': async (ctx) => {
    const report = await embedAndWait<Report>(ctx, 'load', reportConfig(ctx, 'rpt-phased'));
    if (!report) return;
    const rendered = ctx.waitFor(report, 'rendered');
    await ctx.call('report.render', () => report.render());
    await rendered;
    await ctx.call('report.getZoom', () => report.getZoom());
  },

  'report: bootstrap then embed': async (ctx) => {
    await bootstrapAndSettle(ctx, {
      type: 'report',
      embedUrl: reportUrl('r-001'),
      uniqueId: 'rpt-bootstrap',
    });
    const report = await embedReport(ctx, 'rpt-bootstrap', { id: 'r-001' });
    if (!report) return;
    ctx.note('iframe', iframeSnapshot(ctx.el));
    await ctx.call('report.getPages', () => report.getPages());
  },

  'report: bootstrap with hostname, then embed without embedUrl': async (ctx) => {
    await bootstrapAndSettle(ctx, { type: 'report', hostname: 'app.powerbi.com', uniqueId: 'rpt-hostname' });
    ctx.note('iframe after bootstrap', iframeSnapshot(ctx.el));
    const report = await embedAndWait<Report>(ctx, 'embed', {
      type: 'report',
      id: 'r-host',
      accessToken: TOKEN,
      uniqueId: 'rpt-hostname',
    });
    if (report) await ctx.call('report.getZoom', () => report.getZoom());
  },

  'service: preload then embed': async (ctx) => {
    const holder = ctx.container();
    const frame = await ctx.call('service.preload', () =>
      ctx.service.preload({ type: 'report', embedUrl: `${APP}/reportEmbed` }, holder),
    );
    if (frame) {
      await Promise.race([
        new Promise((resolve) => frame.addEventListener('preloaded', resolve, { once: true })),
        ctx.sleep(EVENT_TIMEOUT_MS),
      ]);
      ctx.note('preload iframe', iframeSnapshot(holder));
    }
    const report = await embedReport(ctx, 'rpt-after-preload');
    if (report) await ctx.call('report.getZoom', () => report.getZoom());
    await ctx.call('service.preload (bad url)', () =>
      ctx.service.preload({ type: 'report', embedUrl: 'https://example.com/reportEmbed' }, holder),
    );
  },

  'service: four embeds and front-load': async (ctx) => {
    const els = [ctx.el, ctx.container(), ctx.container(), ctx.container()];
    const reports = await Promise.all(
      els.map((el, i) => embedAndWait<Report>(ctx, 'embed', reportConfig(ctx, `rpt-multi-${i + 1}`), el)),
    );
    for (const [i, report] of reports.entries()) {
      if (report) await ctx.call(`report ${i + 1}.getZoom`, () => report.getZoom());
    }
    ctx.note(
      'embeds found',
      ['rpt-multi-1', 'rpt-multi-2', 'rpt-multi-3', 'rpt-multi-4'].map((id) => Boolean(ctx.service.find(id))),
    );
  },

  'service: re-embed on the same element': async (ctx) => {
    const first = await embedReport(ctx, 'rpt-reembed');
    await ctx.sleep(150);
    const second = await embedReport(ctx, 'rpt-reembed', { pageName: 'ReportSection2' });
    ctx.note('same object', first === second);
    ctx.note('iframes', iframeSnapshot(ctx.el).length);
    await ctx.call('service.embed (different type)', () =>
      ctx.service.embed(ctx.el, {
        type: 'dashboard',
        id: 'd-001',
        embedUrl: `${APP}/dashboardEmbed?dashboardId=d-001`,
        accessToken: TOKEN,
        uniqueId: 'rpt-reembed',
      } as Pbi.IDashboardEmbedConfiguration),
    );
  },

  'service: reset then embed again': async (ctx) => {
    await embedReport(ctx, 'rpt-reset');
    await ctx.call('service.reset', () => ctx.service.reset(ctx.el));
    ctx.note('iframes after reset', iframeSnapshot(ctx.el).length);
    const report = await embedReport(ctx, 'rpt-reset-2');
    if (report) await ctx.call('report.getZoom', () => report.getZoom());
  },

  'service: invalid configs': async (ctx) => {
    const base = { accessToken: TOKEN };
    const bad: [string, object][] = [
      ['no embedUrl', { ...base, type: 'report', id: 'r' }],
      ['http url', { ...base, type: 'report', id: 'r', embedUrl: 'http://app.powerbi.com/reportEmbed' }],
      ['foreign host', { ...base, type: 'report', id: 'r', embedUrl: 'https://example.com/reportEmbed' }],
      ['autoAuth', { ...base, type: 'report', id: 'r', embedUrl: `${APP}/reportEmbed?autoAuth=true` }],
      ['unknown type', { ...base, type: 'spreadsheet', embedUrl: reportUrl('r') }],
      ['no token', { type: 'report', id: 'r', embedUrl: reportUrl('r') }],
      ['empty token', { type: 'report', id: 'r', embedUrl: reportUrl('r'), accessToken: '' }],
      ['no report id', { ...base, type: 'report', embedUrl: `${APP}/reportEmbed?groupId=g` }],
      [
        'bad pageView',
        { ...base, type: 'dashboard', id: 'd', embedUrl: `${APP}/dashboardEmbed`, pageView: 'tiny' },
      ],
      ['tile without dashboardId', { ...base, type: 'tile', id: 't', embedUrl: `${APP}/embed?tileId=t` }],
      ['qna without datasetIds', { ...base, type: 'qna', embedUrl: `${APP}/qnaEmbed` }],
      ['create without datasetId', { ...base, type: 'create', embedUrl: `${APP}/reportEmbed` }],
      [
        'accessTokenProvider with an embed token',
        {
          ...base,
          type: 'report',
          id: 'r',
          embedUrl: reportUrl('r'),
          eventHooks: { accessTokenProvider: () => 'x' },
        },
      ],
      [
        'eventHooks value not a function',
        {
          ...base,
          type: 'report',
          id: 'r',
          embedUrl: reportUrl('r'),
          eventHooks: { applicationContextProvider: 1 },
        },
      ],
    ];
    for (const [index, [label, config]] of bad.entries()) {
      const el = ctx.container();
      await ctx.call(`service.embed (${label})`, () =>
        ctx.service.embed(el, { ...config, uniqueId: `bad-${index}` } as Pbi.IEmbedConfiguration),
      );
    }
    // Errors found at load time (after the iframe loads) surface as `error` events, or as a rejected load.
    const visualEl = ctx.container();
    const visual = await ctx.call('service.embed (visual without names)', () =>
      ctx.service.embed(visualEl, {
        ...base,
        type: 'visual',
        id: 'r',
        embedUrl: reportUrl('r'),
        uniqueId: 'bad-visual',
      } as Pbi.IEmbedConfiguration),
    );
    if (visual) await ctx.waitFor(visual, 'error', 'event error (visual without names)', 1500);
    const reportEl = ctx.container();
    const invalid = await ctx.call('service.embed (invalid load config)', () =>
      ctx.service.embed(reportEl, {
        ...base,
        type: 'report',
        id: 'r',
        embedUrl: reportUrl('r'),
        uniqueId: 'bad-load',
        settings: { filterPaneEnabled: 'yes' },
      } as unknown as Pbi.IEmbedConfiguration),
    );
    if (invalid) await ctx.waitFor(invalid, 'error', 'event error (invalid load config)', 1500);
    // And a valid embed after all that.
    const report = await embedReport(ctx, 'rpt-valid-after-bad');
    if (report) await ctx.call('report.getZoom', () => report.getZoom());
  },

  'rdl: paginated report': async (ctx) => {
    const report = await embedAndWait<Report>(ctx, 'embed', {
      type: 'report',
      id: 'rdl-001',
      embedUrl: `${APP}/rdlEmbed?reportId=rdl-001&groupId=g-001`,
      accessToken: TOKEN,
      tokenType: ctx.m.TokenType.Embed,
      uniqueId: 'rdl-report',
      parameterValues: [{ name: 'Region', value: 'North' }],
      settings: { commands: { parameterPanel: { enabled: true, expanded: false } } },
    });
    if (!report) return;
    const m = ctx.m;
    const refusedOrNot: [string, () => unknown][] = [
      ['getPages', () => report.getPages()],
      ['setPage', () => report.setPage('ReportSection1')],
      ['addPage', () => report.addPage('x')],
      ['deletePage', () => report.deletePage('ReportSection1')],
      ['renamePage', () => report.renamePage('ReportSection1', 'x')],
      ['getFilters', () => report.getFilters()],
      ['setFilters', () => report.setFilters([])],
      ['updateFilters', () => report.updateFilters(m.FiltersOperations.RemoveAll)],
      ['removeFilters', () => report.removeFilters()],
      ['updateSettings', () => report.updateSettings({ filterPaneEnabled: false })],
      ['switchMode', () => report.switchMode('edit')],
      ['isSaved', () => report.isSaved()],
      ['applyTheme', () => report.applyTheme({ themeJson: {} } as Pbi.models.IReportTheme)],
      ['resetTheme', () => report.resetTheme()],
      ['getTheme', () => report.getTheme()],
      ['savePersistentFilters', () => report.savePersistentFilters()],
      ['resetPersistentFilters', () => report.resetPersistentFilters()],
      ['arePersistentFiltersApplied', () => report.arePersistentFiltersApplied()],
      [
        'addContextMenuCommand',
        () => report.addContextMenuCommand('c', 'C', 'M', m.MenuLocation.Top, 'v', 't'),
      ],
      ['addOptionsMenuCommand', () => report.addOptionsMenuCommand('c', 'C')],
      ['removeContextMenuCommand', () => report.removeContextMenuCommand('c', 'M')],
      ['removeOptionsMenuCommand', () => report.removeOptionsMenuCommand('c', 'M')],
      ['setVisualDisplayState', () => report.setVisualDisplayState('p', 'v', 0)],
      ['resizeVisual', () => report.resizeVisual('p', 'v', 1, 1)],
      ['moveVisual', () => report.moveVisual('p', 'v', 1, 1)],
      ['resizeActivePage', () => report.resizeActivePage(m.PageSizeType.Standard)],
      ['switchLayout', () => report.switchLayout(m.LayoutType.Master)],
      ['getZoom', () => report.getZoom()],
      ['setZoom', () => report.setZoom(1)],
      ['closeAllOverlays', () => report.closeAllOverlays()],
      ['clearSelectedVisuals', () => report.clearSelectedVisuals()],
      ['print', () => report.print()],
      ['refresh', () => report.refresh()],
      ['save', () => report.save()],
      ['saveAs', () => report.saveAs({ name: 'x' })],
      ['getCorrelationId', () => report.getCorrelationId()],
      ['setAccessToken', () => report.setAccessToken('rdl-token')],
      ['bookmarks.getBookmarks', () => report.bookmarksManager.getBookmarks()],
      ['bookmarks.apply', () => report.bookmarksManager.apply('b')],
      ['bookmarks.play', () => report.bookmarksManager.play(m.BookmarksPlayMode.Off)],
      ['bookmarks.capture', () => report.bookmarksManager.capture()],
      ['bookmarks.applyState', () => report.bookmarksManager.applyState('s')],
    ];
    for (const [label, fn] of refusedOrNot) await ctx.call(`rdl report.${label}`, fn);
    const page = report.page('ReportSection1', 'Page 1', true);
    await ctx.call('rdl page.getVisuals', () => page.getVisuals());
    await ctx.call('rdl page.getSmartNarrativeInsights', () => page.getSmartNarrativeInsights());
    await ctx.call('rdl page.hasLayout', () => page.hasLayout(m.LayoutType.MobilePortrait));
    await ctx.call('rdl page.getFilters', () => page.getFilters());
    await ctx.call('rdl page.setActive', () => page.setActive());
  },

  'dashboard: load': async (ctx) => {
    const dashboard = await embedAndWait<Pbi.Dashboard>(ctx, 'embed', {
      type: 'dashboard',
      id: 'd-001',
      embedUrl: `${APP}/dashboardEmbed?dashboardId=d-001&groupId=g-001`,
      accessToken: TOKEN,
      tokenType: ctx.m.TokenType.Embed,
      pageView: 'fitToWidth',
      uniqueId: 'dash-load',
    });
    if (!dashboard) return;
    ctx.note('iframe', iframeSnapshot(ctx.el));
    await ctx.call('dashboard.getId', () => dashboard.getId());
    await ctx.call('dashboard.getCorrelationId', () => dashboard.getCorrelationId());
    await ctx.call('dashboard.setAccessToken', () => dashboard.setAccessToken('dash-token'));
    await ctx.call('dashboard.on tileClicked', () => dashboard.on('tileClicked', () => undefined));
    await ctx.call('dashboard.on pageChanged (not allowed)', () =>
      dashboard.on('pageChanged', () => undefined),
    );
  },

  'dashboard: phased load and events': async (ctx) => {
    const dashboard = await ctx.call('service.load', () =>
      ctx.service.load(ctx.el, {
        type: 'dashboard',
        id: 'd-002',
        embedUrl: `${APP}/dashboardEmbed?dashboardId=d-002`,
        accessToken: TOKEN,
        uniqueId: 'events-dash',
      }),
    );
    if (!dashboard) return;
    const clicked = ctx.waitFor(dashboard, 'tileClicked');
    await ctx.waitFor(dashboard, 'loaded');
    await clicked;
  },

  'tile: load': async (ctx) => {
    const tile = await ctx.call('service.embed', () =>
      ctx.service.embed(ctx.el, {
        type: 'tile',
        id: 't-001',
        dashboardId: 'd-001',
        embedUrl: `${APP}/embed?dashboardId=d-001&tileId=t-001&groupId=g-001`,
        accessToken: TOKEN,
        tokenType: ctx.m.TokenType.Embed,
        width: 400,
        height: 300,
        uniqueId: 'events-tile',
      } as Pbi.ITileEmbedConfiguration),
    );
    if (!tile) return;
    const clicked = ctx.waitFor(tile, 'tileClicked');
    await ctx.waitFor(tile, 'loaded');
    await clicked;
    ctx.note('iframe', iframeSnapshot(ctx.el));
    await ctx.call('tile.getId', () => tile.getId());
    await ctx.call('tile.setAccessToken', () => tile.setAccessToken('tile-token'));
  },

  'tile: id from the url': async (ctx) => {
    const tile = await embedAndWait<Pbi.Tile>(ctx, 'embed', {
      type: 'tile',
      dashboardId: 'd-001',
      embedUrl: `${APP}/embed?dashboardId=d-001&tileId=t-url`,
      accessToken: TOKEN,
      uniqueId: 'tile-url',
    });
    if (tile) await ctx.call('tile.getId', () => tile.getId());
  },

  'qna: load and setQuestion': async (ctx) => {
    const qna = await ctx.call('service.embed', () =>
      ctx.service.embed(ctx.el, {
        type: 'qna',
        embedUrl: `${APP}/qnaEmbed?groupId=g-001`,
        accessToken: TOKEN,
        tokenType: ctx.m.TokenType.Embed,
        datasetIds: ['ds-001'],
        question: 'total sales by region',
        viewMode: ctx.m.QnaMode.Interactive,
        uniqueId: 'events-qna',
      } as Pbi.IQnaEmbedConfiguration),
    );
    if (!qna) return;
    const rendered = ctx.waitFor(qna, 'visualRendered');
    await ctx.waitFor(qna, 'loaded');
    await rendered;
    await ctx.call('qna.setQuestion', () => (qna as Pbi.Qna).setQuestion('sales by month'));
    await ctx.call('qna.setAccessToken', () => qna.setAccessToken('qna-token'));
    await ctx.call('qna.getId', () => qna.getId());
  },

  'qna: phased load (service.load)': async (ctx) => {
    const qna = await embedAndWait<Pbi.Qna>(ctx, 'load', {
      type: 'qna',
      embedUrl: `${APP}/qnaEmbed?groupId=g-001`,
      accessToken: TOKEN,
      datasetIds: ['ds-001', 'ds-002'],
      viewMode: ctx.m.QnaMode.ResultOnly,
      uniqueId: 'qna-phased',
    });
    if (qna) await ctx.call('qna.setQuestion', () => qna.setQuestion('top products'));
  },

  'visual: load and methods': async (ctx) => {
    const m = ctx.m;
    const f = filters(ctx);
    const visual = await embedAndWait<Pbi.Visual>(ctx, 'embed', {
      ...reportConfig(ctx, 'visual-embed'),
      type: 'visual',
      pageName: 'ReportSection1',
      visualName: 'VisualContainer1',
    } as Pbi.IVisualEmbedConfiguration);
    if (!visual) return;
    ctx.note('iframe', iframeSnapshot(ctx.el));
    await ctx.call('visual.getVisualDescriptor', () => visual.getVisualDescriptor());
    await ctx.call('visual.getPages (refused)', () => visual.getPages());
    await ctx.call('visual.setPage (refused)', () => visual.setPage('ReportSection2'));
    await ctx.call('visual.render (refused)', () => visual.render());
    for (const [name, level] of [
      ['default', undefined],
      ['Report', m.FiltersLevel.Report],
      ['Page', m.FiltersLevel.Page],
      ['Visual', m.FiltersLevel.Visual],
    ] as const) {
      await ctx.call(`visual.getFilters ${name}`, () => visual.getFilters(level));
      await ctx.call(`visual.setFilters ${name}`, () => visual.setFilters([f.basic], level));
      await ctx.call(`visual.updateFilters ${name}`, () =>
        visual.updateFilters(m.FiltersOperations.Add, [f.advanced], level),
      );
      await ctx.call(`visual.removeFilters ${name}`, () => visual.removeFilters(level));
    }
    await ctx.call('visual.setAccessToken', () => visual.setAccessToken('visual-token'));
    await ctx.call('visual.getZoom', () => visual.getZoom());
  },

  'visual: user custom layout and size': async (ctx) => {
    const m = ctx.m;
    const visual = await embedAndWait<Pbi.Visual>(ctx, 'embed', {
      ...reportConfig(ctx, 'visual-layout'),
      type: 'visual',
      pageName: 'ReportSection2',
      visualName: 'VisualContainer2',
      width: 640,
      height: 360,
      settings: {
        filterPaneEnabled: true,
        customLayout: {
          displayOption: m.DisplayOption.ActualSize,
          pageSize: { type: m.PageSizeType.Custom, width: 500, height: 400 } as Pbi.models.ICustomPageSize,
          pagesLayout: {
            ReportSection2: { visualsLayout: { VisualContainer2: { x: 3, y: 4, width: 100, height: 80 } } },
          },
        },
      },
    } as Pbi.IVisualEmbedConfiguration);
    if (visual) await ctx.call('visual.getVisualDescriptor', () => visual.getVisualDescriptor());
  },

  'create: createReport': async (ctx) => {
    const create = await embedAndWait<Pbi.Create>(ctx, 'createReport', {
      type: 'create',
      embedUrl: `${APP}/reportEmbed?groupId=g-001`,
      accessToken: TOKEN,
      tokenType: ctx.m.TokenType.Embed,
      datasetId: 'ds-001',
      theme: { themeJson: { name: 'Nuvem' } },
      uniqueId: 'create-report',
    });
    if (!create) return;
    ctx.note('iframe', iframeSnapshot(ctx.el));
    await ctx.call('create.isSaved', () => create.isSaved());
    await ctx.call('create.save', () => create.save());
    await ctx.call('create.saveAs', () => create.saveAs({ name: 'Created report' }));
    await ctx.call('create.setAccessToken', () => create.setAccessToken('create-token'));
    await ctx.call('create.getCorrelationId', () => create.getCorrelationId());
    await ctx.call('create.getId', () => create.getId());
  },

  'create: then embed the saved report in the same element': async (ctx) => {
    await embedAndWait<Pbi.Create>(ctx, 'createReport', {
      embedUrl: `${APP}/reportEmbed?groupId=g-001`,
      accessToken: TOKEN,
      datasetId: 'ds-001',
      uniqueId: 'create-then-report',
    } as Pbi.IReportCreateConfiguration);
    await ctx.sleep(150);
    // The frame is reused: there is no new iframe load, so (in powerbi-client) no load request and no loaded.
    const report = await ctx.call('service.embed', () =>
      ctx.service.embed(ctx.el, reportConfig(ctx, 'create-then-report', { id: 'r-saved' })),
    );
    if (!report) return;
    await ctx.waitFor(report, 'loaded', 'event loaded', 1500);
    ctx.note('iframes', iframeSnapshot(ctx.el).length);
    await ctx.call('report.getPages', () => (report as Report).getPages());
  },

  'quickCreate: service.quickCreate': async (ctx) => {
    const quick = await embedAndWait<Pbi.QuickCreate>(ctx, 'quickCreate', {
      type: 'quickCreate',
      embedUrl: `${APP}/quickCreate?groupId=g-001`,
      accessToken: TOKEN,
      tokenType: ctx.m.TokenType.Embed,
      uniqueId: 'quick-create',
      datasetCreateConfig: {
        locale: 'en-US',
        tableSchemaList: [
          {
            name: 'Sales',
            columns: [
              { name: 'Region', dataType: 'Text' },
              { name: 'Amount', dataType: 'Number', displayName: 'Amount (R$)' },
            ],
          },
        ],
        data: [
          {
            name: 'Sales',
            rows: [
              ['North', '10'],
              ['South', '20'],
            ],
          },
        ],
      },
    } as unknown as Pbi.IQuickCreateConfiguration);
    if (!quick) return;
    ctx.note('iframe', iframeSnapshot(ctx.el));
    await ctx.call('quickCreate.setAccessToken', () => quick.setAccessToken('quick-token'));
    await ctx.call('quickCreate.getCorrelationId', () => quick.getCorrelationId());
  },
};

/** Every scenario, by name: the core ones above, then the groups that keep fixed differences fixed. */
export const scenarios: Record<string, Scenario> = {
  ...coreScenarios,
  ...promiseScenarios,
  ...loadErrorScenarios,
  ...uidScenarios,
  ...frameEventScenarios,
};
