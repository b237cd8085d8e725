/**
 * Methods typed as returning a promise must return one: a failure is a rejection, never a synchronous
 * throw, so that `visual.render().catch(...)` catches it. The lists are every method that
 * powerbi-client 2.23.9's .d.ts types as returning a Promise, per class (inherited ones included).
 */
import type * as Pbi from 'powerbi-client';
import {
  APP,
  TOKEN,
  embedAndWait,
  embedReport,
  reportConfig,
  type Ctx,
  type Report,
  type Scenario,
} from './scenarioKit';

const EMBED = ['create', 'save', 'saveAs', 'getCorrelationId', 'load', 'reload', 'setAccessToken'];
const REPORT = [
  ...EMBED,
  'render',
  'addPage',
  'deletePage',
  'renamePage',
  'getFilters',
  'updateFilters',
  'removeFilters',
  'setFilters',
  'getPages',
  'getPageByName',
  'getActivePage',
  'print',
  'setPage',
  'updateSettings',
  'switchMode',
  'refresh',
  'isSaved',
  'applyTheme',
  'resetTheme',
  'getTheme',
  'resetPersistentFilters',
  'savePersistentFilters',
  'arePersistentFiltersApplied',
  'removeContextMenuCommand',
  'addContextMenuCommand',
  'removeOptionsMenuCommand',
  'addOptionsMenuCommand',
  'setVisualDisplayState',
  'resizeVisual',
  'resizeActivePage',
  'moveVisual',
  'switchLayout',
  'getZoom',
  'setZoom',
  'closeAllOverlays',
  'clearSelectedVisuals',
];
/** Class name (an export of the SDK, or `BookmarksManager`, reached through a report) → its methods. */
export const PROMISE_METHODS: Record<string, string[]> = {
  Embed: EMBED,
  Report: REPORT,
  Visual: [...REPORT, 'getVisualDescriptor'],
  Dashboard: EMBED,
  Tile: EMBED,
  Qna: [...EMBED, 'setQuestion'],
  Create: [...EMBED, 'isSaved'],
  QuickCreate: EMBED,
  Page: [
    'getSmartNarrativeInsights',
    'getFilters',
    'updateFilters',
    'removeFilters',
    'setFilters',
    'delete',
    'setActive',
    'setDisplayName',
    'getVisuals',
    'getVisualByName',
    'setVisualDisplayState',
    'moveVisual',
    'resizeVisual',
    'resizePage',
    'getSlicers',
    'hasLayout',
  ],
  VisualDescriptor: [
    'getFilters',
    'updateFilters',
    'removeFilters',
    'setFilters',
    'exportData',
    'setSlicerState',
    'getSlicerState',
    'clone',
    'sortBy',
    'moveVisual',
    'setVisualDisplayState',
    'resizeVisual',
    'getSmartNarrativeInsights',
  ],
  BookmarksManager: ['getBookmarks', 'apply', 'play', 'capture', 'applyState'],
};

/** An object any use of which throws: as `this` and as every argument it makes every step fail. */
const poison: object = new Proxy(
  {},
  {
    get: (_target, key) => {
      throw new Error(`poisoned: ${String(key)}`);
    },
    has: () => {
      throw new Error('poisoned: in');
    },
    ownKeys: () => {
      throw new Error('poisoned: keys');
    },
  },
);

/**
 * What `method` does when everything it touches throws: 'promise' (the failure became a rejection, or it
 * resolved), 'throws' (the failure escaped synchronously) or 'value' (it returned something else).
 */
function shapeOf(method: unknown): string {
  if (typeof method !== 'function') return 'missing';
  try {
    const returned: unknown = method.call(poison, poison, poison, poison, poison);
    if (returned instanceof Promise) {
      returned.catch(() => undefined);
      return 'promise';
    }
    return 'value';
  } catch {
    return 'throws';
  }
}

function shapes(prototype: object | undefined, methods: string[]): Record<string, string> {
  const table = prototype as Record<string, unknown> | undefined;
  return Object.fromEntries(methods.map((name) => [name, shapeOf(table?.[name])]));
}

export const promiseScenarios: Record<string, Scenario> = {
  'api: every promise-typed method fails by rejecting, never by throwing': async (ctx) => {
    const exports = ctx.sdk as unknown as Record<string, { prototype?: object } | undefined>;
    for (const [name, methods] of Object.entries(PROMISE_METHODS)) {
      if (name === 'BookmarksManager') continue;
      ctx.note(`${name} methods`, shapes(exports[name]?.prototype, methods));
    }
    const report = await embedReport(ctx, 'rpt-promises');
    if (!report) return;
    const bookmarks = Object.getPrototypeOf(report.bookmarksManager) as object;
    ctx.note('BookmarksManager methods', shapes(bookmarks, PROMISE_METHODS['BookmarksManager'] ?? []));
    const service = Object.getPrototypeOf(ctx.service) as object;
    ctx.note('Service methods', shapes(service, ['invokeSDKHook']));
  },

  'visual: refused calls reject, so .catch() catches them': async (ctx) => {
    const visual = await embedAndWait<Pbi.Visual>(ctx, 'embed', {
      ...reportConfig(ctx, 'visual-refusals'),
      type: 'visual',
      pageName: 'ReportSection1',
      visualName: 'VisualContainer1',
    });
    if (!visual) return;
    const caught = (label: string, promise: () => Promise<unknown>) =>
      ctx.call(label, () => promise().catch((error: unknown) => ({ caught: error })));
    await caught('visual.render().catch', () => visual.render());
    await caught('visual.getPages().catch', () => visual.getPages());
    await caught('visual.setPage().catch', () => visual.setPage('ReportSection2'));
  },

  'report: refusals that need no frame, and calls once the frame is gone': async (ctx) => {
    const report = await embedReport(ctx, 'rpt-local-failures');
    if (!report) return;
    await ctx.call('report.setAccessToken (empty)', () => report.setAccessToken(''));
    await ctx.call('report.create', () => report.create());
    await ctx.call('report.removeContextMenuCommand (unknown)', () =>
      report.removeContextMenuCommand('none', 'none'),
    );
    const inactive = report.page('ReportSection2', 'Details', false);
    await ctx.call('page.resizePage (inactive)', () =>
      inactive.resizePage(ctx.m.PageSizeType.Custom, 10, 10),
    );
    await ctx.call('report.switchLayout MobilePortrait', () =>
      report.switchLayout(ctx.m.LayoutType.MobilePortrait),
    );
    const detached = reportWithoutFrame(ctx, report);
    await ctx.call('report.getPages (frame removed)', () => detached.getPages());
    await ctx.call('report.render (frame removed)', () => detached.render());
    await ctx.call('bookmarks.getBookmarks (frame removed)', () => detached.bookmarksManager.getBookmarks());
    await ctx.call('page.getFilters (frame removed)', () => detached.page('ReportSection1').getFilters());
  },

  'dashboard: refusals that need no frame': async (ctx) => {
    const dashboard = await embedAndWait<Pbi.Dashboard>(ctx, 'embed', {
      type: 'dashboard',
      id: 'd-003',
      embedUrl: `${APP}/dashboardEmbed?dashboardId=d-003`,
      accessToken: TOKEN,
      uniqueId: 'dash-promises',
    });
    if (!dashboard) return;
    await ctx.call('dashboard.setAccessToken (empty)', () => dashboard.setAccessToken(''));
    await ctx.call('dashboard.create', () => dashboard.create());
  },
};

/** The report after its frame element is removed from the page (a host that tore down its view). */
function reportWithoutFrame(ctx: Ctx, report: Report): Report {
  ctx.el.querySelector('iframe')?.remove();
  return report;
}
