// The analytics frame on the real stack in Chromium: the API on PGlite with the full demo data (a consumption
// table of over a million rows), the analytics app's production build, and a host page. Two figures, each
// over BENCH_ANALYTICS_RUNS runs per way of embedding, the ways alternating run by run so a busy moment hits
// them alike:
//   - embed() until the report's `rendered` event, for the largest report ('Receita por Cliente', first page);
//   - a report filter (setFilters) until `rendered` again: every visual of the page queried and drawn again;
//   - Q&A over the report's dataset: embed() with a question until `visualRendered`, then setQuestion with
//     another until `visualRendered` again (read, queried over the million rows, drawn);
//   - the 12-tile dashboard 'Painel Executivo': embed() until `rendered` (every tile queried and drawn);
//   - quick create of 10,000 rows: quickCreate() until `loaded` (the rows sent to the frame, stored by the API
//     as a table) and until `rendered` (the generated report queried and drawn).
// Three ways: powerbi-client 2.23.9 and @nuvem/embed side by side, both routed through Playwright to the app
// at https://app.powerbi.com (the only host powerbi-client accepts), and @nuvem/embed on the app's own
// origin without routing (how the portal embeds it). Writes ../results/analytics.md.
//
//   npx tsx tests/bench/analytics/bench.ts        (BENCH_ANALYTICS_RUNS, default 20)
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BiItem } from '@nuvem/api-contract';
import type { Browser } from 'playwright-core';
import { launchChromium } from '@nuvem/devtools/chromium';
import { startAnalyticsStack } from '../../e2e/analytics/analyticsStack';
import { onOrigin, signInToApi, type DemoUserApi } from '../../e2e/analytics/demoContent';
import {
  FRAME_ORIGIN,
  HOST_ORIGIN,
  openEmbedHost,
  serveHostPage,
  type SdkName,
} from '../../e2e/analytics/embedHost';
import { salesConfig } from '../../e2e/analytics/scenarios/quickCreateScenarios';
import { summarize } from '../stats.mjs';

const RUNS = Number(process.env['BENCH_ANALYTICS_RUNS'] ?? 20);
const WARMUP = 2;
const RESULTS = join(import.meta.dirname, '../results/analytics.md');
const REPORT = 'Receita por Cliente';
const DASHBOARD = 'Painel Executivo';
const DASHBOARD_TILES = 12;
const QUICK_ROWS = 10_000;
const QUICK_CONFIG = salesConfig(QUICK_ROWS);

interface Way {
  label: string;
  sdk: SdkName;
  /** Routed through Playwright to https://app.powerbi.com, or straight to the app's own origin. */
  routed: boolean;
}
const ways: Way[] = [
  { label: 'powerbi-client 2.23.9 (routed)', sdk: 'anchor', routed: true },
  { label: '@nuvem/embed (routed)', sdk: 'ours', routed: true },
  { label: '@nuvem/embed (own origin)', sdk: 'ours', routed: false },
];

interface Sample {
  render: number;
  filter: number;
  /** Q&A: embed with a question → its answer drawn. */
  qnaEmbed: number;
  /** Q&A: setQuestion → the new answer drawn. */
  qnaAsk: number;
  /** The 12-tile dashboard: embed → every tile drawn (`rendered`). */
  dashboard: number;
  /** Quick create of QUICK_ROWS rows: quickCreate → `loaded` (stored), → `rendered` (generated report drawn). */
  quickLoaded: number;
  quickRendered: number;
}

const FIRST_QUESTION = 'custo total por região no mês passado';
const NEXT_QUESTION = 'top 5 serviços por custo';

const ownHost = await serveHostPage('ours');
const stack = await startAnalyticsStack({ hostOrigins: [HOST_ORIGIN, ownHost.url] });
const browser = await launchChromium();
try {
  const diego = await signInToApi(stack.api.url, 'diego@nuvem.example');
  const report = (await diego.biItems()).find((item) => item.type === 'report' && item.name === REPORT);
  if (!report) throw new Error(`no report ${REPORT}`);
  const dashboard = (await diego.biItems()).find(
    (item) => item.type === 'dashboard' && item.displayName === DASHBOARD,
  );
  if (!dashboard) throw new Error(`no dashboard ${DASHBOARD}`);
  const samples = new Map<Way, Sample[]>(ways.map((way) => [way, []]));
  for (let run = 0; run < WARMUP + RUNS; run++) {
    for (const way of ways) {
      const sample = await measure(browser, way, diego, report, dashboard);
      if (run >= WARMUP) samples.get(way)!.push(sample);
    }
  }
  const markdown = render(samples, browser.version());
  writeFileSync(RESULTS, `${markdown}\n`);
  console.log(markdown);
} finally {
  await browser.close();
  await stack.stop();
  await ownHost.close();
}

/** One run in a fresh browser context: embed until rendered, then a filter until rendered again. */
async function measure(
  browser: Browser,
  way: Way,
  user: DemoUserApi,
  report: BiItem,
  dashboard: BiItem,
): Promise<Sample> {
  const { token } = await user.biToken(report.id);
  const frameOrigin = way.routed ? FRAME_ORIGIN : stack.frameUrl;
  const config = {
    type: 'report',
    id: report.id,
    embedUrl: onOrigin(report.embedUrl, frameOrigin),
    accessToken: token,
    tokenType: 1,
  };
  const dashboardConfig = {
    type: 'dashboard',
    id: dashboard.id,
    embedUrl: onOrigin(dashboard.embedUrl, frameOrigin),
    accessToken: (await user.biToken(dashboard.id)).token,
    tokenType: 1,
  };
  const qnaConfig = {
    type: 'qna',
    embedUrl: `${frameOrigin}/qnaEmbed`,
    accessToken: token,
    tokenType: 1,
    datasetIds: ['consumo'],
    question: FIRST_QUESTION,
  };
  const finance = (await user.biWorkspaces()).find((w) => w.name === 'Financeiro Corporativo')!;
  const quickConfig = {
    type: 'quickCreate',
    embedUrl: `${frameOrigin}/quickCreate?groupId=${finance.id}`,
    accessToken: (await user.quickCreateToken(finance.id, 'ACM1')).token,
    tokenType: 1,
    datasetCreateConfig: QUICK_CONFIG,
  };
  const host = way.routed
    ? await openEmbedHost(browser, { sdk: way.sdk, frameUrl: stack.frameUrl })
    : await openOwnHost(browser);
  try {
    const sample = await host.page.evaluate(
      async ([global, embedConfig, qna, trusted, nextQuestion, grid]) => {
        const h = window.__host;
        const serviceConfig = trusted ? { trustedHosts: [trusted] } : undefined;
        const startedAt = h.embed(global, embedConfig, { serviceConfig });
        const rendered = await h.waitForEvent('rendered', 0, 60_000);
        const from = h.events().length;
        const filterAt = performance.now();
        const set = await h.call('setFilters', [
          {
            $schema: 'http://powerbi.com/product/schema#basic',
            target: { table: 'Consumo', column: 'Região' },
            filterType: 1,
            operator: 'In',
            values: ['São Paulo'],
          },
        ]);
        if (!set.ok) throw new Error(`setFilters failed: ${JSON.stringify(set.error)}`);
        const again = await h.waitForEvent('rendered', from, 60_000);

        const qnaAt = h.embed(global, qna, { serviceConfig });
        const answered = await h.waitForEvent('visualRendered', 0, 60_000);
        const fromAnswer = h.events().length;
        const askAt = performance.now();
        const asked = await h.call('setQuestion', nextQuestion);
        if (!asked.ok) throw new Error(`setQuestion failed: ${JSON.stringify(asked.error)}`);
        const answeredAgain = await h.waitForEvent('visualRendered', fromAnswer, 60_000);

        const gridAt = h.embed(global, grid, { serviceConfig });
        const drawn = await h.waitForEvent('rendered', 0, 60_000);
        return {
          render: rendered.at - startedAt,
          filter: again.at - filterAt,
          qnaEmbed: answered.at - qnaAt,
          qnaAsk: answeredAgain.at - askAt,
          dashboard: drawn.at - gridAt,
        };
      },
      [
        way.sdk === 'anchor' ? 'powerbi-client' : 'NuvemEmbed',
        config,
        qnaConfig,
        way.routed ? null : stack.frameUrl,
        NEXT_QUESTION,
        dashboardConfig,
      ] as const,
    );
    // The dashboard measured is the one meant: its frame shows every tile.
    const frame = host.page.frames().find((f) => new URL(f.url()).pathname === '/dashboardEmbed');
    const tiles = await frame?.locator('[data-tile-id]').count();
    if (tiles !== DASHBOARD_TILES)
      throw new Error(`${DASHBOARD} showed ${tiles} tiles, not ${DASHBOARD_TILES}`);

    const quickSample = await host.page.evaluate(
      async ([global, quick, trusted]) => {
        const h = window.__host;
        const serviceConfig = trusted ? { trustedHosts: [trusted] } : undefined;
        const quickAt = h.embed(global, quick, { serviceConfig, quickCreate: true });
        const loaded = await h.waitForEvent('loaded', 0, 120_000);
        const drawn = await h.waitForEvent('rendered', 0, 120_000);
        return { quickLoaded: loaded.at - quickAt, quickRendered: drawn.at - quickAt };
      },
      [
        way.sdk === 'anchor' ? 'powerbi-client' : 'NuvemEmbed',
        quickConfig,
        way.routed ? null : stack.frameUrl,
      ] as const,
    );
    // The quick report measured shows the host's rows: 10,000 of them counted on its first card.
    const quick = host.page.frames().find((f) => new URL(f.url()).pathname === '/quickCreate');
    const cards = (await quick?.locator('[data-visual-type="card"]').allInnerTexts()) ?? [];
    if (!cards.some((text) => /10[.,]000/.test(text)))
      throw new Error(`the quick report's cards do not count ${QUICK_ROWS} rows: ${cards.join(' | ')}`);
    return { ...sample, ...quickSample };
  } finally {
    await host.context.close();
  }
}

async function openOwnHost(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 1300, height: 760 }, locale: 'pt-BR' });
  const page = await context.newPage();
  await page.goto(`${ownHost.url}/`);
  return { context, page };
}

function render(samples: Map<Way, Sample[]>, chromium: string): string {
  const ms = (value: number) => `${Math.round(value).toLocaleString('en-US')} ms`;
  const anchor = samples.get(ways[0]!)!;
  const median = (list: number[]) => summarize(list).median;
  const rows = ways.map((way) => {
    const list = samples.get(way)!;
    const render = summarize(list.map((s) => s.render));
    const filter = summarize(list.map((s) => s.filter));
    const share = (pick: (s: Sample) => number) =>
      way.sdk === 'anchor' ? '1.00' : (median(list.map(pick)) / median(anchor.map(pick))).toFixed(2);
    return `| ${way.label} | ${ms(render.median)} | ${ms(render.p95)} | ${share((s) => s.render)} | ${ms(filter.median)} | ${ms(filter.p95)} | ${share((s) => s.filter)} |`;
  });
  const qnaRows = ways.map((way) => {
    const list = samples.get(way)!;
    const embed = summarize(list.map((s) => s.qnaEmbed));
    const ask = summarize(list.map((s) => s.qnaAsk));
    const share = (pick: (s: Sample) => number) =>
      way.sdk === 'anchor' ? '1.00' : (median(list.map(pick)) / median(anchor.map(pick))).toFixed(2);
    return `| ${way.label} | ${ms(embed.median)} | ${ms(embed.p95)} | ${share((s) => s.qnaEmbed)} | ${ms(ask.median)} | ${ms(ask.p95)} | ${share((s) => s.qnaAsk)} |`;
  });
  const dashboardRows = ways.map((way) => {
    const list = samples.get(way)!;
    const drawn = summarize(list.map((s) => s.dashboard));
    const share =
      way.sdk === 'anchor'
        ? '1.00'
        : (median(list.map((s) => s.dashboard)) / median(anchor.map((s) => s.dashboard))).toFixed(2);
    return `| ${way.label} | ${ms(drawn.median)} | ${ms(drawn.p95)} | ${share} |`;
  });
  const quickRows = ways.map((way) => {
    const list = samples.get(way)!;
    const loaded = summarize(list.map((s) => s.quickLoaded));
    const drawn = summarize(list.map((s) => s.quickRendered));
    const share = (pick: (s: Sample) => number) =>
      way.sdk === 'anchor' ? '1.00' : (median(list.map(pick)) / median(anchor.map(pick))).toFixed(2);
    return `| ${way.label} | ${ms(loaded.median)} | ${ms(loaded.p95)} | ${share((s) => s.quickLoaded)} | ${ms(drawn.median)} | ${ms(drawn.p95)} | ${share((s) => s.quickRendered)} |`;
  });
  return `## Analytics frame (tests/bench/analytics)

Chromium ${chromium} headless; the API on PGlite with the full demo data (the consumption table has over a
million rows); the analytics app's production build. Report '${REPORT}' as diego (provider staff, who sees every
environment's rows), its first page: a date slicer, 2 cards, 4 charts and a textbox. ${RUNS} runs per way after
${WARMUP} warm-up runs, each in a fresh browser context, the ways alternating run by run. The share is the
median against powerbi-client's, the same frame and content behind both. Goals: render ≤ 1 s, filter ≤ 300 ms.

| way | embed → rendered, median | p95 | ÷ powerbi-client | filter → rendered, median | p95 | ÷ powerbi-client |
|---|---|---|---|---|---|---|
${rows.join('\n')}

Q&A over the same dataset (consumo), in the same runs: embed with '${FIRST_QUESTION}' until
\`visualRendered\` (datasets and the values a question may name fetched, the question read, queried and drawn),
then setQuestion('${NEXT_QUESTION}') until \`visualRendered\` again. Goal: question → answer ≤ 1 s.

| way | Q&A embed → answer drawn, median | p95 | ÷ powerbi-client | setQuestion → answer drawn, median | p95 | ÷ powerbi-client |
|---|---|---|---|---|---|---|
${qnaRows.join('\n')}

The BI dashboard '${DASHBOARD}' (${DASHBOARD_TILES} tiles: 4 cards, 7 charts pinned from two reports over two
datasets, a text tile), in the same runs: embed until \`rendered\`, which the frame sends once every tile is
queried (one batch) and drawn; after each run the bench checks the frame shows all ${DASHBOARD_TILES} tiles.

| way | embed → every tile drawn, median | p95 | ÷ powerbi-client |
|---|---|---|---|
${dashboardRows.join('\n')}

Quick create of ${QUICK_ROWS.toLocaleString('en-US')} rows (4 columns: text, date, currency written with pt-BR's decimal comma, whole
number), in the same runs: quickCreate until \`loaded\` (the config posted to the frame, validated, sent to the
API, checked value by value and stored as a new table of the token's environment, the report generated) and
until \`rendered\` (its 6 visuals queried over the new table and drawn); after each run the bench checks the
row-count card says ${QUICK_ROWS.toLocaleString('en-US')}.

| way | quickCreate → loaded, median | p95 | ÷ powerbi-client | quickCreate → rendered, median | p95 | ÷ powerbi-client |
|---|---|---|---|---|---|---|
${quickRows.join('\n')}`;
}
