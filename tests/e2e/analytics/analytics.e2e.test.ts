import type { BiItem } from '@nuvem/api-contract';
import type { Browser } from 'playwright-core';
import { launchChromium } from '@nuvem/devtools/chromium';
import { startAnalyticsStack, type AnalyticsStack } from './analyticsStack';
import { onOrigin, signInToApi, type DemoUserApi } from './demoContent';
import { FRAME_ORIGIN, HOST_ORIGIN, openEmbedHost, type SdkName } from './embedHost';
import { EmbedSession } from './embedSession';
import { createScenarios } from './scenarios/createScenarios';
import { dashboardScenarios } from './scenarios/dashboardScenarios';
import { pageScenarios } from './scenarios/pageScenarios';
import { paginatedScenarios } from './scenarios/paginatedScenarios';
import { quickCreateScenarios } from './scenarios/quickCreateScenarios';
import { qnaScenarios } from './scenarios/qnaScenarios';
import { reportScenarios } from './scenarios/reportScenarios';
import { tokenAndOriginScenarios } from './scenarios/tokenScenarios';
import { visualScenarios } from './scenarios/visualScenarios';
import { E2E_ANALYTICS_MONTHS } from '../apiProcess';

/**
 * The analytics app on the real stack in Chromium, driven by the real powerbi-client 2.23.9 and by
 * @nuvem/embed through one host page and the same scenarios (scenarios/*.ts): every demo report and dashboard
 * renders real, tenant-scoped data, and every SDK method for reports, pages, visuals, bookmarks, dashboards,
 * tiles and Q&A does what it says, checked on what the frame shows and on what the call returns. The frame's host
 * is https://app.powerbi.com, routed to the app's production build (see embedHost.ts).
 */
let stack: AnalyticsStack;
let browser: Browser;
let diego: DemoUserApi;
let items: BiItem[];

beforeAll(async () => {
  [stack, browser] = await Promise.all([
    // One month of history: every report and method has data; the million-row scale is the benchmarks'.
    startAnalyticsStack({
      hostOrigins: [HOST_ORIGIN],
      apiEnv: { DEMO_ANALYTICS_MONTHS: E2E_ANALYTICS_MONTHS },
    }),
    launchChromium(),
  ]);
  diego = await signInToApi(stack.api.url, 'diego@nuvem.example');
  items = await diego.biItems();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

function report(name: string): BiItem {
  const item = items.find((candidate) => candidate.type === 'report' && candidate.name === name);
  if (!item) throw new Error(`no BI report ${name}`);
  return item;
}

describe.each<[SdkName, string]>([
  ['ours', '@nuvem/embed'],
  ['anchor', 'powerbi-client 2.23.9'],
])('%s (%s) driving the analytics frame', (sdk) => {
  let session: EmbedSession;
  beforeEach(async () => {
    session = new EmbedSession(await openEmbedHost(browser, { sdk, frameUrl: stack.frameUrl }), diego);
  });
  afterEach(async () => {
    expect(session.host.errors).toEqual([]);
    await session.host.context.close();
  });

  test('embeds every demo BI report and dashboard, each drawing its visuals', async () => {
    for (const item of items) {
      if (item.type === 'report' && item.reportType === 'PaginatedReport') {
        await session.embedReport(item);
        expect(await session.frame.locator('tbody tr').count(), item.name).toBeGreaterThan(2);
      } else if (item.type === 'report') {
        await session.embedReport(item);
        expect(await session.frame.locator('[data-visual-name]').count(), item.name).toBeGreaterThan(2);
      } else {
        const { token } = await diego.biToken(item.id);
        const embedUrl = onOrigin(item.embedUrl, FRAME_ORIGIN);
        await session.embed({ type: 'dashboard', id: item.id, embedUrl, accessToken: token, tokenType: 1 });
        await session.waitForEvent('rendered', 0, 60_000);
        expect(await session.frame.locator('[data-tile-id]').count(), item.displayName).toBeGreaterThan(2);
      }
      expect((await session.events('error')).map((e) => e.detail)).toEqual([]);
    }
  });

  test("each user's dashboards show only their environments' data", async () => {
    // 'Faturamento Mensal' has an 'Ambientes' tile: the environments with consumption the viewer may see.
    const shown: Record<string, string> = {};
    for (const email of ['ana@acme.example', 'diego@nuvem.example']) {
      const user = await signInToApi(stack.api.url, email);
      const dashboard = (await user.dashboards()).find((d) => d.Name === 'Faturamento Mensal')!;
      const embed = await user.dashboardEmbed(dashboard.DashboardId);
      await session.embed({
        type: 'dashboard',
        id: dashboard.DashboardId,
        embedUrl: onOrigin(embed.url, FRAME_ORIGIN),
        accessToken: embed.token,
        tokenType: 1,
      });
      await session.waitForEvent('rendered', 0, 60_000);
      shown[email] = await session.frame.getByRole('article', { name: 'Ambientes' }).innerText();
    }
    expect(shown['ana@acme.example']).toMatch(/\b3\b/);
    expect(shown['diego@nuvem.example']).toMatch(/\b44\b/);
  });

  const env = {
    sdk,
    session: () => session,
    stack: () => stack,
    diego: () => diego,
    report,
  };
  describe('report', () => reportScenarios(env));
  describe('pages', () => pageScenarios(env));
  describe('visuals', () => visualScenarios(env));
  describe('dashboards and tiles', () => dashboardScenarios(env));
  describe('Q&A', () => qnaScenarios(env));
  describe('report creation', () => createScenarios(env));
  describe('paginated reports', () => paginatedScenarios(env));
  describe('quick create', () => quickCreateScenarios(env));
});

describe('tokens and origins', () => tokenAndOriginScenarios(() => browser));
