import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '@nuvem/devtools/chromium';
import { axeViolations, DEMO_PASSWORD, fillSignIn, pathOf, signInAndPick } from '../demoSession';
import { startInsightsStack, type InsightsStack } from '../insights/insightsStack';
import { E2E_ANALYTICS_MONTHS } from '../apiProcess';

/**
 * The PaaS product pages (/produto/:product) and the IaaS resources (/iaas/resources) on the real stack in
 * Chromium: the portal's production build and the API on fresh demo data. Ana opens Acme Produção's Protheus
 * and TSS pages and its IaaS resources from the menu, searches, sorts and filters them (all kept in the
 * address), and meets the empty page of a product her environment does not have and the 404 page of one
 * that does not exist. Bruno (Globex) sees his own topologies and resources and not one of Acme's, in the
 * portal or from the API. Carla, without the IaaS permission, and Fábio, whose IaaS account is being
 * cancelled (spec §6), are turned away from the resources.
 */
let stack: InsightsStack;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  // Several sign-ins within a minute: above the default limit of 10.
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
});
afterEach(() => context.close());

const url = (to: string) => `${stack.portalUrl}${to}`;
const where = () => pathOf(page);
const signIn = (email: string, environment: RegExp) =>
  signInAndPick(page, stack.portalUrl, email, environment);
const axe = () => axeViolations(page);

/** The API itself, as a demo user: what any client could ask, whatever the portal shows. */
async function apiAs(email: string) {
  const res = await fetch(`${stack.portalUrl}/api/v1/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const { access_token } = (await res.json()) as { access_token: string };
  return (path: string) =>
    fetch(`${stack.portalUrl}${path}`, { headers: { authorization: `Bearer ${access_token}` } });
}

const table = () => page.getByRole('table');
const bodyRows = () => table().locator('tbody tr');
const status = (product: string) =>
  page.getByRole('region', { name: `Situação de ${product} neste ambiente` });

test('ana: Acme Produção’s product pages from the menu, searched and sorted in the address; empty and unknown products', async () => {
  await signIn('ana@acme.example', /ACM1\s*Acme Produção/);
  await page.waitForURL(/\/dashboard$/);

  // From the menu: PaaS › Protheus. Acme Produção runs it as a DR origin; its replica is hidden while the
  // all-topologies view is off.
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  await menu.getByRole('button', { name: 'PaaS' }).click();
  await menu.getByRole('link', { name: 'Protheus', exact: true }).click();
  await page.waitForURL(/\/produto\/protheus$/);
  await page.getByRole('heading', { level: 1, name: 'Protheus' }).waitFor();
  await expect.poll(() => page.title()).toBe('Protheus · Nuvem');
  await expect.poll(() => bodyRows().count()).toBe(1);
  const row = bodyRows().first();
  expect(await row.getByRole('rowheader').textContent()).toBe('acm1-protheus-prdtp-acm1-01');
  expect(await row.textContent()).toContain('protheus-acm1.nuvem.cloud');
  expect(await row.textContent()).toContain('Origem');
  expect(await status('Protheus').textContent()).toContain('Topologias1');
  expect(await status('Protheus').textContent()).toContain('Todas ativas');
  await page.getByText(/As réplicas de recuperação de desastre não aparecem/).waitFor();
  expect(await axe()).toEqual([]);

  // The top bar's eye hides the topology id and its public IP.
  const ip = (await row.locator('td').nth(1).textContent())!;
  expect(ip).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
  await page.getByRole('button', { name: /Ocultar valores/ }).click();
  await expect.poll(() => row.textContent()).not.toContain(ip);
  expect(await row.textContent()).not.toContain('tp-acm1-01');
  // The same toggle (pressed) shows them again.
  await page.getByRole('button', { name: /Ocultar valores/ }).click();
  await expect.poll(() => row.textContent()).toContain(ip);

  // A search with no match says so; sorting writes the address, which a reload keeps.
  const filter = page.getByRole('combobox', { name: 'Filtrar' });
  await filter.fill('globex');
  await filter.press('Enter');
  await page.getByText('Nenhum item corresponde aos filtros escolhidos.').waitFor();
  await expect.poll(() => where()).toBe('/produto/protheus?filter=%3Aglobex');
  await page.getByRole('button', { name: 'Limpar filtros' }).first().click();
  await page.getByRole('button', { name: 'Região' }).click();
  await page.getByRole('button', { name: /Região/ }).click();
  await expect.poll(() => where()).toBe('/produto/protheus?sort=-region');
  await page.reload();
  await page
    .getByRole('columnheader', { name: /Região/ })
    .and(page.locator('[aria-sort="descending"]'))
    .waitFor();

  // TSS runs stopped in Acme Produção: the status says so.
  await page.goto(url('/produto/tss'));
  await page.waitForURL(/\/produto\/tss$/);
  await page.getByRole('heading', { level: 1, name: 'TSS' }).waitFor();
  await status('TSS').getByText('1 parada').waitFor();
  expect(await bodyRows().first().textContent()).toContain('Parada');

  // RM is not in Acme Produção: the empty page, with the marketplace (Acme has contracts, spec §6).
  await page.goto(url('/produto/rm'));
  await page.waitForURL(/\/produto\/rm$/);
  await page.getByText('Este ambiente não tem topologias de RM.').waitFor();
  expect(await page.getByRole('link', { name: 'Conhecer RM no Marketplace' }).getAttribute('href')).toBe(
    '/marketplace',
  );
  expect(await axe()).toEqual([]);

  // A product the spec does not name is no page.
  await page.goto(url('/produto/sap'));
  await page.waitForURL(/\/404$/);
  await page.getByRole('link', { name: 'Voltar ao Painel' }).waitFor();
});

test('ana: Acme Produção’s IaaS resources from the menu, filtered by type, region and state in the address', async () => {
  await signIn('ana@acme.example', /ACM1\s*Acme Produção/);
  await page.waitForURL(/\/dashboard$/);
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  await menu.getByRole('button', { name: 'IaaS' }).click();
  await menu.getByRole('link', { name: 'Recursos', exact: true }).click();
  await page.waitForURL(/\/iaas\/resources$/);
  await page.getByRole('heading', { level: 1, name: 'Recursos' }).waitFor();
  await expect.poll(() => bodyRows().count()).toBeGreaterThanOrEqual(12);
  const total = await bodyRows().count();
  const summary = page.getByRole('list', { name: 'Recursos por tipo' });
  await summary.getByRole('button', { name: /Máquinas virtuais$/ }).waitFor();
  expect(await summary.getByRole('button', { name: '1 Com erro' }).count()).toBe(1);
  expect(await axe()).toEqual([]);

  // A count filters by its kind; the property filter narrows further; the address keeps them.
  await summary.getByRole('button', { name: /Volumes$/ }).click();
  await expect.poll(() => where()).toBe('/iaas/resources?filter=kind%3Dvolume');
  await expect.poll(async () => (await table().textContent())?.includes('Máquina virtual')).toBe(false);
  const filter = page.getByRole('combobox', { name: 'Filtrar' });
  await filter.fill('Região = sa-east');
  await page.getByRole('option', { name: 'Região = sa-east-1' }).click();
  await expect.poll(() => where()).toBe('/iaas/resources?filter=kind%3Dvolume&filter=region%3Dsa-east-1');
  await expect.poll(() => bodyRows().count()).toBe(1);
  expect(await bodyRows().first().textContent()).toContain('acm1-dr-dados');
  await page.reload();
  await expect.poll(() => bodyRows().count()).toBe(1);
  await page.getByText('1 recurso', { exact: true }).waitFor();

  await filter.fill('Situação = Com erro');
  await filter.press('Enter');
  await page.getByText('Nenhum item corresponde aos filtros escolhidos.').waitFor();
  await page.getByRole('button', { name: 'Limpar filtros' }).first().click();
  await expect.poll(() => where()).toBe('/iaas/resources');
  await expect.poll(() => bodyRows().count()).toBe(total);
  expect(await axe()).toEqual([]);
});

test("bruno (another tenant): Globex's topologies and resources only, in the portal and from the API", async () => {
  const anaApi = await apiAs('ana@acme.example');
  const acme = (await (await anaApi('/api/v1/environments/ACM1/iaas/resources')).json()) as {
    resources: { resource_id: string; name: string }[];
  };
  expect(acme.resources.length).toBeGreaterThan(0);

  // GLX01 is one of Bruno's favorites: its card reads 'GLX01 Favorito Globex Filial 1'.
  await signIn('bruno@globex.example', /GLX01(?!\d)/);
  await page.waitForURL(/\/dashboard$/);
  await page.goto(url('/produto/protheus'));
  await page.getByRole('heading', { level: 1, name: 'Protheus' }).waitFor();
  await expect.poll(() => bodyRows().count()).toBe(1);
  expect(await bodyRows().first().getByRole('rowheader').textContent()).toContain('glx01-protheus-prd');
  expect((await page.locator('main').textContent())?.toLowerCase()).not.toContain('acm1');

  await page.goto(url('/iaas/resources'));
  await page.getByRole('heading', { level: 1, name: 'Recursos' }).waitFor();
  // The table's skeleton rows come first, with a status saying it loads: wait for the answer's rows.
  await table().getByText('glx01-app-01').first().waitFor();
  await page
    .getByRole('status')
    .filter({ hasText: 'Carregando os recursos IaaS…' })
    .waitFor({ state: 'detached' });
  const text = (await page.locator('main').textContent()) ?? '';
  expect(text).toContain('glx01-app-01');
  for (const resource of acme.resources) {
    expect(text).not.toContain(resource.resource_id);
    expect(text).not.toContain(resource.name);
  }

  // Nor does the API answer him for Acme's environment: the same 404 as for one that does not exist.
  const brunoApi = await apiAs('bruno@globex.example');
  for (const path of ['/api/v1/environments/ACM1/iaas/resources', '/api/v1/environments/ACM1/topologies']) {
    const res = await brunoApi(path);
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error_code: string }).error_code).toBe('environment_not_found');
  }
});

test('carla (partner, without menu_iaas): no IaaS menu, and /iaas/resources turns her away; the product pages are hers', async () => {
  await signIn('carla@parceira.example', /ACM1\s*Acme Produção/);
  await page.waitForURL(/\/dashboard$/);
  expect(await page.getByRole('button', { name: 'IaaS' }).count()).toBe(0);
  await page.goto(url('/iaas/resources'));
  await page.waitForURL(/\/not-authorized$/);
  const res = await (await apiAs('carla@parceira.example'))('/api/v1/environments/ACM1/iaas/resources');
  expect(res.status).toBe(403);

  // Every customer may open a product's page (spec §2.6): hers shows Acme Produção's Fluig.
  await page.goto(url('/produto/fluig'));
  await expect.poll(() => bodyRows().count()).toBe(1);
  expect(await bodyRows().first().getByRole('rowheader').textContent()).toContain('acm1-fluig-prd');
});

test('fábio, whose IaaS account is being cancelled (spec §6): /iaas/resources turns him away, and so does the API', async () => {
  await page.goto(url('/login'));
  await fillSignIn(page, 'fabio@initech.example');
  await page
    .getByRole('dialog', { name: 'Cadastro incompleto' })
    .getByRole('button', { name: 'Agora não' })
    .click();
  await page.getByRole('button', { name: /INT1\s*Initech Serviços/ }).click();
  await page.waitForURL(/\/contact$/);
  // /iaas/resources and the manager are allowed without a valid topology (spec §2.4), but not while cancelling:
  // neither they nor the machines' page, and the IaaS menu keeps only the account's pages.
  for (const path of ['/iaas/resources', '/iaas/manager', '/iaas/virtual-machines']) {
    await page.goto(url(path));
    await page.waitForURL(/\/not-authorized$/);
  }
  await page.getByRole('button', { name: 'IaaS' }).click();
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  await menu.getByRole('link', { name: 'Calculadora' }).waitFor();
  for (const name of ['Máquinas virtuais', 'Recursos', 'Gerenciador', 'Configuração'])
    expect(await menu.getByRole('link', { name, exact: true }).count()).toBe(0);
  const fabio = await apiAs('fabio@initech.example');
  const res = await fabio('/api/v1/environments/INT1/iaas/resources');
  expect(res.status).toBe(403);
  expect(((await res.json()) as { error_code: string }).error_code).toBe('iaas_cancelling');
  // Writes are refused with the same clear error.
  const create = await fetch(url('/api/v1/environments/INT1/iaas/virtual-machines'), {
    method: 'POST',
    headers: {
      ...(await fabioHeaders()),
      'content-type': 'application/json',
      'idempotency-key': crypto.randomUUID(),
    },
    body: JSON.stringify({
      name: 'nao-deve-existir',
      region: 'sa-east-1',
      size_sku: 'std.2x8',
      image_id: 'ubuntu-24.04',
      network_id: 'net-int1-01',
      ssh_key_id: null,
      extra_disks_gb: [],
      public_ip: false,
    }),
  });
  expect([create.status, ((await create.json()) as { error_code: string }).error_code]).toEqual([
    403,
    'iaas_cancelling',
  ]);
});

async function fabioHeaders() {
  const res = await fetch(`${stack.portalUrl}/api/v1/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'fabio@initech.example', password: DEMO_PASSWORD }),
  });
  return { authorization: `Bearer ${((await res.json()) as { access_token: string }).access_token}` };
}
