/**
 * Errors during load reach the host page the way the anchor lets them: as uncaught errors (an
 * `unhandledrejection` or a window `error`) that a host's error monitoring sees, never swallowed. The
 * runner records them; each scenario waits for the number the anchor gives.
 */
import type * as Pbi from 'powerbi-client';
import { APP, TOKEN, embedAndWait, reportConfig, type Ctx, type Scenario } from './scenarioKit';

/** How long a scenario waits for the uncaught errors it expects (they follow the iframe's load). */
const ERRORS_WITHIN_MS = 3000;

async function embedThenErrors(ctx: Ctx, label: string, count: number, embed: () => unknown) {
  await ctx.call(label, embed);
  ctx.note('uncaught errors seen', await ctx.hostErrors(count, ERRORS_WITHIN_MS));
}

const quickCreateConfig = (uniqueId: string, datasetCreateConfig: object) =>
  ({
    type: 'quickCreate',
    embedUrl: `${APP}/quickCreate?groupId=g-001`,
    accessToken: TOKEN,
    uniqueId,
    datasetCreateConfig,
  }) as unknown as Pbi.IQuickCreateConfiguration;

export const loadErrorScenarios: Record<string, Scenario> = {
  'load errors: visual without visualName': async (ctx) => {
    await embedThenErrors(ctx, 'service.embed', 1, () =>
      ctx.service.embed(ctx.el, {
        ...reportConfig(ctx, 'visual-unnamed'),
        type: 'visual',
        pageName: 'ReportSection1',
      } as Pbi.IVisualEmbedConfiguration),
    );
  },

  'load errors: visual without pageName': async (ctx) => {
    await embedThenErrors(ctx, 'service.embed', 1, () =>
      ctx.service.embed(ctx.el, {
        ...reportConfig(ctx, 'visual-pageless'),
        type: 'visual',
        visualName: 'VisualContainer1',
      } as Pbi.IVisualEmbedConfiguration),
    );
  },

  'load errors: quickCreate with an invalid datasetCreateConfig': async (ctx) => {
    await embedThenErrors(ctx, 'service.quickCreate (data without tableSchemaList)', 1, () =>
      ctx.service.quickCreate(
        ctx.el,
        quickCreateConfig('quick-invalid', { locale: 'en-US', data: [{ name: 'Sales', rows: [['1']] }] }),
      ),
    );
    await embedThenErrors(ctx, 'service.quickCreate (no locale)', 2, () =>
      ctx.service.quickCreate(ctx.container(), quickCreateConfig('quick-no-locale', { mashupDocument: 'm' })),
    );
    const valid = quickCreateConfig('quick-valid', { locale: 'en-US', mashupDocument: 'let x = 1 in x' });
    const quick = await embedAndWait<Pbi.QuickCreate>(ctx, 'quickCreate', valid, ctx.container());
    if (quick) await ctx.call('quickCreate.getCorrelationId', () => quick.getCorrelationId());
  },

  'load errors: createReport without a datasetId, then with one': async (ctx) => {
    const config = { embedUrl: `${APP}/reportEmbed?groupId=g-001`, accessToken: TOKEN };
    await embedThenErrors(ctx, 'service.createReport', 1, () =>
      ctx.service.createReport(ctx.el, {
        ...config,
        uniqueId: 'create-no-dataset',
      } as unknown as Pbi.IReportCreateConfiguration),
    );
    const create = await embedAndWait<Pbi.Create>(ctx, 'createReport', {
      ...config,
      datasetId: 'ds-001',
      uniqueId: 'create-dataset',
    });
    if (create) await ctx.call('create.isSaved', () => create.isSaved());
  },

  'load errors: the frame refuses the load and the front-load': async (ctx) => {
    await embedThenErrors(ctx, 'service.embed', 2, () =>
      ctx.service.embed(ctx.el, reportConfig(ctx, 'loadfail-report')),
    );
  },

  'load errors: the frame refuses a phased load': async (ctx) => {
    await embedThenErrors(ctx, 'service.load', 2, () =>
      ctx.service.load(ctx.el, reportConfig(ctx, 'loadfail-phased')),
    );
  },

  'load errors: the frame refuses create and quick create': async (ctx) => {
    await embedThenErrors(ctx, 'service.createReport', 1, () =>
      ctx.service.createReport(ctx.el, {
        embedUrl: `${APP}/reportEmbed?groupId=g-001`,
        accessToken: TOKEN,
        datasetId: 'ds-001',
        uniqueId: 'loadfail-create',
      } as Pbi.IReportCreateConfiguration),
    );
    const config = { locale: 'en-US', mashupDocument: 'let x = 1 in x' };
    await embedThenErrors(ctx, 'service.quickCreate', 2, () =>
      ctx.service.quickCreate(ctx.container(), quickCreateConfig('loadfail-quick', config)),
    );
  },

  'load errors: re-embed and reload refused by the frame': async (ctx) => {
    const config = reportConfig(ctx, 'loadfail-again');
    await embedThenErrors(ctx, 'service.embed', 2, () => ctx.service.embed(ctx.el, config));
    await ctx.sleep(150);
    const report = ctx.service.get(ctx.el) as Pbi.Report;
    await ctx.call('report.reload', () => report.reload());
    await ctx.sleep(150);
    await embedThenErrors(ctx, 'service.embed (same element)', 3, () =>
      ctx.service.embed(ctx.el, { ...config, pageName: 'ReportSection2' }),
    );
  },

  'load errors: a host event handler that throws': async (ctx) => {
    const report = await ctx.call('service.embed', () =>
      ctx.service.embed(ctx.el, reportConfig(ctx, 'rpt-throwing-handler')),
    );
    if (!report) return;
    report.on('loaded', () => {
      throw new Error('the host handler failed');
    });
    ctx.note('uncaught errors seen', await ctx.hostErrors(1, ERRORS_WITHIN_MS));
  },
};
