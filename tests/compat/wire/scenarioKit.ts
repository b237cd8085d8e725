/**
 * What every wire scenario uses: the SDK's shape (typed as powerbi-client's), the scenario context
 * `ctx` that the runner (runner.ts) hands each scenario, the shared constants and the helpers that embed
 * into the recording frame.
 */
import type * as Pbi from 'powerbi-client';
export type Sdk = typeof Pbi;
export type Service = Pbi.service.Service;
export type Embed = Pbi.Embed;
export type Report = Pbi.Report;
export type VisualDescriptor = Pbi.VisualDescriptor;
export type Filter = Pbi.models.IFilter;
export type ReportConfig = Pbi.IReportEmbedConfiguration;

export const TOKEN = 'H4sIAAAAAAAEAB2Wt-test-token';
export const APP = 'https://app.powerbi.com';
/** A call gets CALL_TIMEOUT_MS, or SHORT_TIMEOUT_MS once the scenario has run SCENARIO_BUDGET_MS. */
export const CALL_TIMEOUT_MS = 8000;
export const SHORT_TIMEOUT_MS = 500;
export const SCENARIO_BUDGET_MS = 30_000;
export const EVENT_TIMEOUT_MS = 8000;

export interface Ctx {
  sdk: Sdk;
  m: Sdk['models'];
  service: Service;
  /** The scenario's container: 800 × 600 px. */
  el: HTMLDivElement;
  /** Another container, also reset at the end. */
  container(): HTMLDivElement;
  /**
   * Runs an SDK call, records its outcome under `label` (resolved, rejected, or thrown synchronously), and
   * returns its value (undefined on failure).
   */
  call<T>(label: string, fn: () => T | Promise<T>): Promise<T | undefined>;
  /** Records a value computed by the scenario. */
  note(label: string, value: unknown): void;
  /** Resolves with the detail of the next `name` event of `embed` (recorded), or records a timeout. */
  waitFor(embed: Embed, name: string, label?: string, ms?: number): Promise<unknown>;
  /**
   * Resolves once the host page has seen `count` uncaught errors (window `error` or
   * `unhandledrejection`) in this scenario, or after `ms`; with the number seen. The runner records them.
   */
  hostErrors(count: number, ms?: number): Promise<number>;
  sleep(ms: number): Promise<void>;
}

export type Scenario = (ctx: Ctx) => Promise<void>;

// ---- helpers -------------------------------------------------------------------------------------------

export const reportUrl = (id: string, extra = '') =>
  `${APP}/reportEmbed?reportId=${id}&groupId=g-001${extra}`;

export function reportConfig(ctx: Ctx, uniqueId: string, extra: Partial<ReportConfig> = {}): ReportConfig {
  return {
    type: 'report',
    id: 'r-001',
    embedUrl: reportUrl('r-001'),
    accessToken: TOKEN,
    tokenType: ctx.m.TokenType.Embed,
    uniqueId,
    ...extra,
  };
}

/** service.embed (or load / createReport / quickCreate) then waits for `loaded`. */
export async function embedAndWait<T extends Embed>(
  ctx: Ctx,
  how: 'embed' | 'load' | 'createReport' | 'quickCreate',
  config: object,
  el: HTMLElement = ctx.el,
): Promise<T | undefined> {
  const embed = await ctx.call(`service.${how}`, () => {
    const svc = ctx.service as unknown as Record<string, (e: HTMLElement, c: object) => Embed>;
    const fn = svc[how];
    if (!fn) throw new Error(`service.${how} is missing`);
    return fn.call(ctx.service, el, config);
  });
  if (!embed) return undefined;
  await ctx.waitFor(embed, 'loaded');
  return embed as T;
}

export async function embedReport(ctx: Ctx, uniqueId: string, extra: Partial<ReportConfig> = {}) {
  return embedAndWait<Report>(ctx, 'embed', reportConfig(ctx, uniqueId, extra));
}

export function filters(ctx: Ctx) {
  const { sdk, m } = ctx;
  const basic = new sdk.BasicFilterBuilder()
    .withColumnTarget('Sales', 'Region')
    .in(['North', 'South'])
    .build();
  const advanced = new sdk.AdvancedFilterBuilder()
    .withColumnTarget('Sales', 'Amount')
    .and()
    .addCondition('GreaterThan', 10)
    .addCondition('LessThanOrEqual', 1000)
    .build();
  const topN = new sdk.TopNFilterBuilder()
    .withColumnTarget('Product', 'Name')
    .top(5)
    .orderByTarget({ table: 'Sales', measure: 'Total' })
    .build();
  const relativeDate = new sdk.RelativeDateFilterBuilder()
    .withColumnTarget('Calendar', 'Date')
    .inLast(3, m.RelativeDateFilterTimeUnit.Months)
    .includeToday(true)
    .build();
  const relativeTime = new sdk.RelativeTimeFilterBuilder()
    .withColumnTarget('Calendar', 'Time')
    .inThis(1, m.RelativeDateFilterTimeUnit.Hours)
    .build();
  const notIn = new sdk.BasicFilterBuilder().withMeasureTarget('Sales', 'Total').notIn([1, 2]).build();
  // The builders' classes are not typed as IFilter (they carry `schemaUrl`, not `$schema`): users pass
  // them anyway, and this is what goes on the wire.
  return { basic, advanced, topN, relativeDate, relativeTime, notIn } as unknown as Record<
    'basic' | 'advanced' | 'topN' | 'relativeDate' | 'relativeTime' | 'notIn',
    Filter
  >;
}

/**
 * service.bootstrap, then waits for the frame to be loaded and ready (the `ready` DOM event on the
 * element) so that what the later embed posts does not depend on timing.
 */
export async function bootstrapAndSettle(ctx: Ctx, config: Pbi.models.IBootstrapEmbedConfiguration) {
  const ready = new Promise<boolean>((resolve) => ctx.el.addEventListener('ready', () => resolve(true)));
  await ctx.call('service.bootstrap', () => ctx.service.bootstrap(ctx.el, config));
  const frame = ctx.el.querySelector('iframe');
  const loaded = new Promise<boolean>((resolve) => frame?.addEventListener('load', () => resolve(true)));
  const [wasLoaded, wasReady] = await Promise.all(
    [loaded, ready].map((p) => Promise.race([p, ctx.sleep(EVENT_TIMEOUT_MS).then(() => false)])),
  );
  ctx.note('bootstrap frame loaded, ready DOM event', [wasLoaded, wasReady]);
  await ctx.sleep(50);
}

export function iframeSnapshot(el: HTMLElement) {
  const frames = Array.from(el.querySelectorAll('iframe'));
  return frames.map((frame) => ({
    attributes: Object.fromEntries(
      Array.from(frame.attributes)
        .map((a) => [a.name, a.value] as const)
        .sort(([a], [b]) => a.localeCompare(b)),
    ),
  }));
}

export async function activeAndOther(ctx: Ctx, report: Report) {
  const pages = (await ctx.call('report.getPages', () => report.getPages())) ?? [];
  const active = pages.find((p) => p.isActive);
  const other = pages.find((p) => !p.isActive);
  if (!active || !other) throw new Error('expected an active and an inactive page');
  return { active, other };
}
