import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '@nuvem/devtools/chromium';
import { axeViolations, DEMO_PASSWORD, fillSignIn } from '../demoSession';
import { startInsightsStack, type InsightsStack } from '../insights/insightsStack';
import { E2E_ANALYTICS_MONTHS } from '../apiProcess';

/**
 * Início (/dashboard) on the real stack in Chromium: the portal's production build, the analytics app and the
 * API on fresh demo data. Ana (insights_reader) sees Acme Produção at a glance with the demo's numbers, each
 * the API's own, and the consumption chart embedded from the analytics app; Carla (no insights_reader, no
 * notes or tickets permission) sees the cards she may and no chart; Bruno (insights_reader, no consumption
 * dashboard shared) is told so; Diego (staff, many environments) picks one first and then sees its home,
 * and nothing is asked of any other environment.
 */
let stack: InsightsStack;
let browser: Browser;
let context: BrowserContext;
let page: Page;
/** The API paths the page asked for, in order. */
let apiCalls: string[];

beforeAll(async () => {
  stack = await startInsightsStack({
    DEMO_ANALYTICS_MONTHS: E2E_ANALYTICS_MONTHS,
    AUTH_RATE_LIMIT_MAX: '100',
  });
  browser = await launchChromium();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

beforeEach(async () => {
  context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'pt-BR' });
  page = await context.newPage();
  apiCalls = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) apiCalls.push(`${request.method()} ${pathname}`);
  });
});
afterEach(() => context.close());

const url = (to: string) => `${stack.portalUrl}${to}`;

/** Signs in from the login page; the environment picker shows (every demo user here has several). */
async function signIn(email: string) {
  await page.goto(url('/login'));
  await fillSignIn(page, email);
  await page.getByRole('heading', { name: 'Selecione um ambiente' }).waitFor();
}

async function pick(environment: RegExp) {
  await page.getByRole('button', { name: environment }).first().click();
  await page.waitForURL(/\/dashboard$/);
  await page.getByRole('heading', { level: 1, name: 'Início' }).waitFor();
}

/** The API itself, as a demo user: the numbers the home must show. */
async function apiAs(email: string) {
  const res = await fetch(`${stack.portalUrl}/api/v1/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const { access_token } = (await res.json()) as { access_token: string };
  return async <T>(path: string): Promise<T> => {
    const answer = await fetch(`${stack.portalUrl}${path}`, {
      headers: { authorization: `Bearer ${access_token}` },
    });
    expect(answer.status).toBe(200);
    return (await answer.json()) as T;
  };
}

interface Topologies {
  topologies: { product: string; topology_type: string; instance_name: string }[];
}

const card = (name: string) => page.locator(`[data-home-card="${name}"]`);
const ready = (name: string) =>
  expect.poll(() => card(name).getAttribute('data-state'), { timeout: 15_000 }).toBe('ready');
const statCount = (name: string) =>
  card('inbox').locator(`[data-stat="${name}"] [data-count]`).getAttribute('data-count');

test('ana: Acme Produção at a glance, every number the API’s, and the consumption chart embedded', async () => {
  const api = await apiAs('ana@acme.example');
  const topologies = await api<Topologies>('/api/v1/environments/ACM1/topologies');
  const products = new Set(topologies.topologies.map((t) => t.product));
  const origins = topologies.topologies.filter((t) => t.topology_type === 'dr_origin');
  const notes = await api<{ quantity: number }>('/api/v1/environments/ACM1/notes/count');
  const tickets = await api<{ counts: { open: number } }>('/api/v1/environments/ACM1/tickets?status=open');
  const mails = await api<{ Count: number }>('/api/v1/mails');
  const tss = await api<{ quota_hired: number; quota_used: number }>('/api/v1/tss/T10007');

  await signIn('ana@acme.example');
  await pick(/ACM1\s*Acme Produção/);
  expect(await page.title()).toBe('Início · Nuvem');

  // Products and topologies: each product leads to its page.
  await ready('products');
  expect(await card('products').locator('[data-products-total]').textContent()).toBe(
    `${topologies.topologies.length} topologias em ${products.size} produtos`,
  );
  for (const product of products)
    expect(await card('products').locator(`[data-product="${product}"] a`).first().getAttribute('href')).toBe(
      `/produto/${product}`,
    );
  // Disaster recovery: Protheus replicated to another region; the test mode off.
  await ready('disaster-recovery');
  expect(await card('disaster-recovery').locator('[data-dr-pair]').count()).toBe(origins.length);
  expect(origins.length).toBeGreaterThan(0);
  await expect
    .poll(() => card('disaster-recovery').locator('[data-dr-test]').getAttribute('data-dr-test'))
    .toBe('false');
  // PRIME support and the TSS quota hired.
  expect(await card('contract').locator('[data-support-type]').getAttribute('data-support-type')).toBe(
    'PRIME',
  );
  await expect
    .poll(() => card('contract').locator('[data-tss-usage]').textContent())
    .toBe(
      `${tss.quota_used.toLocaleString('pt-BR')} de ${tss.quota_hired.toLocaleString('pt-BR')} documentos usados`,
    );
  // The counts, each the API's.
  await expect.poll(() => statCount('notes')).toBe(String(notes.quantity));
  await expect.poll(() => statCount('tickets')).toBe(String(tickets.counts.open));
  await expect.poll(() => statCount('messages')).toBe(String(mails.Count));
  await ready('alerts');
  await ready('actions');
  expect(await axeViolations(page)).toEqual([]);

  // The consumption chart: a tile of a dashboard shared with her, drawn by the analytics app in its frame.
  await ready('consumption');
  const frame = card('consumption').locator('iframe');
  await frame.waitFor();
  expect(new URL((await frame.getAttribute('src'))!).pathname).toBe('/tileEmbed');
  await page.waitForFunction(
    () => performance.getEntriesByName('nuvem:home-consumption-rendered').length > 0,
    null,
    { timeout: 30_000 },
  );
  // Nothing was asked twice for the shell and the home: one topology list, one TSS answer.
  expect(apiCalls.filter((c) => c === 'GET /api/v1/environments/ACM1/topologies')).toHaveLength(1);
  expect(apiCalls.filter((c) => c === 'GET /api/v1/tss/T10007')).toHaveLength(1);

  // Every number leads somewhere: the notes count to /notes, 'Abrir no Insights' to the whole dashboard.
  await card('inbox')
    .getByRole('link', { name: /^Notas marcadas:/ })
    .click();
  await page.waitForURL(/\/notes$/);
  await page.goBack();
  await card('consumption').getByRole('link', { name: 'Abrir no Insights' }).click();
  await page.waitForURL(/\/insights\/[0-9a-f-]{36}$/);
  await page.getByRole('button', { name: 'Voltar' }).waitFor();
});

test('carla (no insights_reader, no notes or tickets permission): the cards she may see, no chart', async () => {
  await signIn('carla@parceira.example');
  await pick(/ACM1\s*Acme Produção/);
  await ready('products');
  await ready('alerts');
  expect(await card('consumption').count()).toBe(0);
  expect(await card('inbox').locator('[data-stat="notes"]').count()).toBe(0);
  expect(await card('inbox').locator('[data-stat="tickets"]').count()).toBe(0);
  // Without tss and list_pipelines: no quota, no actions card.
  expect(await card('contract').locator('[data-tss]').count()).toBe(0);
  expect(await card('actions').count()).toBe(0);
  // Nothing she may not see is asked for.
  for (const path of ['/api/v1/dashboards', '/api/v1/environments/ACM1/notes/count'])
    expect(apiCalls).not.toContain(`GET ${path}`);
  expect(await axeViolations(page)).toEqual([]);
});

test('bruno (insights_reader, no consumption dashboard shared): told so, STANDARD support', async () => {
  await signIn('bruno@globex.example');
  await pick(/GLX07\s*Globex Filial 7(?!\d)/);
  await card('consumption').getByText('Nenhum painel de consumo foi compartilhado com você.').waitFor();
  expect(await card('consumption').locator('iframe').count()).toBe(0);
  expect(await card('contract').locator('[data-support-type]').getAttribute('data-support-type')).toBe(
    'STANDARD',
  );
  await ready('products');
  expect(await axeViolations(page)).toEqual([]);
});

test('diego (staff, many environments): picks one, then its home; no other environment is asked about', async () => {
  await signIn('diego@nuvem.example');
  // Before a choice: the picker, no home, and no environment's data asked for.
  expect(await page.locator('[data-home-dashboard]').count()).toBe(0);
  expect(apiCalls.filter((c) => c.includes('/api/v1/environments/'))).toEqual([]);

  await pick(/ACM2\s*Acme Homologação/);
  await ready('products');
  await ready('disaster-recovery');
  await ready('actions');
  expect(await card('contract').locator('[data-support-type]').getAttribute('data-support-type')).toBe(
    'STANDARD',
  );
  await ready('consumption');
  // Every environment call names ACM2, the one chosen.
  const environmentCalls = apiCalls.filter((c) => c.includes('/api/v1/environments/'));
  expect(environmentCalls.length).toBeGreaterThan(0);
  expect(environmentCalls.filter((c) => !c.includes('/api/v1/environments/ACM2'))).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);
});

test('a reload of the home: only the session goes out before the page is on screen; the rest right after', async () => {
  await signIn('ana@acme.example');
  await pick(/ACM1/);
  await page.addInitScript(() => {
    const w = window as unknown as { titleShown?: number };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        identifier: string;
        renderTime: number;
      })[])
        if (entry.identifier === 'nuvem-page-title') w.titleShown ??= entry.renderTime;
    }).observe({ type: 'element', buffered: true });
  });
  await page.reload();
  await page.getByRole('heading', { level: 1, name: 'Início' }).waitFor();
  // The cards' data still comes.
  await page.locator('[data-home-card="products"][data-state="ready"]').waitFor();
  await page.locator('[data-home-card="inbox"][data-state="ready"]').waitFor();
  const { titleShown, calls } = await page.evaluate(() => ({
    titleShown: (window as unknown as { titleShown?: number }).titleShown,
    calls: performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.startsWith('/api/'))
      .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime })),
  }));
  expect(titleShown).toBeGreaterThan(0);
  const before = calls.filter((call) => call.start < titleShown!).map((call) => call.path);
  expect(before).toEqual(['/api/v1/session/refresh']);
  const after = calls.filter((call) => call.start >= titleShown!).map((call) => call.path);
  expect(after).toEqual(
    expect.arrayContaining([
      '/api/v1/environments/ACM1/topologies',
      '/api/v1/environments/ACM1/notes/count',
      '/api/v1/environments/ACM1/communications',
    ]),
  );
  // The user's stream too (an open stream has no resource timing entry: the requests the page made).
  expect(apiCalls.filter((call) => call.startsWith('GET /api/v1/streams/user-')).length).toBeGreaterThan(0);
});
