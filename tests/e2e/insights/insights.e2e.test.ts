import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '@nuvem/devtools/chromium';
import { startInsightsStack, type InsightsStack } from './insightsStack';
import { axeViolations, DEMO_PASSWORD, fillSignIn } from '../demoSession';
import { E2E_ANALYTICS_MONTHS } from '../apiProcess';

/**
 * The insights screen (portal spec §2.5) on the real stack in Chromium: the portal's and the analytics
 * app's production builds and the API on fresh demo data. Search, stars kept on the server (also from
 * two tabs at once), the permission list, opening a dashboard and a BI report until the analytics content
 * has drawn its data, 'Voltar', shared links, 'Recentes', and who may see what.
 */
let stack: InsightsStack;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  stack = await startInsightsStack({
    // One month of analytics history is enough to draw every tile, and seeds in seconds.
    DEMO_ANALYTICS_MONTHS: E2E_ANALYTICS_MONTHS,
    // Embed tokens of 130 s: the portal renews them 2 minutes before expiry, so 10 s after each opening.
    EMBED_TOKEN_TTL_SECONDS: '130',
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

async function signIn(email: string, path = '/insights') {
  await page.goto(`${stack.portalUrl}${path}`);
  await page.waitForURL(/\/login$/);
  await fillSignIn(page, email);
  await page.waitForURL((url) => url.pathname + url.search === path);
}

async function apiAs<T>(email: string, path: string): Promise<T> {
  const session = await fetch(`${stack.api.url}/api/v1/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const { access_token } = (await session.json()) as { access_token: string };
  const answer = await fetch(`${stack.api.url}${path}`, {
    headers: { authorization: `Bearer ${access_token}` },
  });
  expect(answer.status).toBe(200);
  return (await answer.json()) as T;
}

const dashboardsOf = (email: string) =>
  apiAs<{ DashboardId: string; Name: string }[]>(email, '/api/v1/dashboards');
const favoritesOf = async (email: string) =>
  (await apiAs<{ data: { data: string[] } }>(email, '/api/v1/preferences/FavoriteInsights')).data.data;
const recentsOf = async (email: string) =>
  (await apiAs<{ data: { data: string[] } }>(email, '/api/v1/preferences/RecentInsights')).data.data;
const idOf = async (email: string, name: string) =>
  (await dashboardsOf(email)).find((d) => d.Name === name)!.DashboardId;

const heading = () => page.getByRole('heading', { name: 'Qual Dashboard deseja acessar?' });
const search = () => page.getByPlaceholder('Buscar Dashboard por nome...');
const openButton = (name: string) => page.getByRole('button', { name, exact: true });
const star = (name: string) => page.getByRole('button', { name: `Favoritar ${name}` });

/** Waits until the embedded content has drawn: its tiles' text and a figure in reais. */
async function embeddedContentDrawn(text: string) {
  const frame = page.frameLocator('iframe');
  await frame.getByText(text).first().waitFor({ timeout: 30_000 });
  await frame
    .getByText(/R\$\s?[\d.,]+/)
    .first()
    .waitFor({ timeout: 30_000 });
}

test('ana finds dashboards by name, grouped by category, with the search in the URL', async () => {
  await signIn('ana@acme.example');
  await heading().waitFor();
  expect(await page.title()).toBe('Insights · Nuvem');
  for (const name of [
    'Faturamento Mensal',
    'Custos por Ambiente',
    'Consumo de Recursos',
    'Visão Geral da Conta',
  ])
    await openButton(name).waitFor();
  await page.getByRole('button', { name: /Sem Classificação/ }).waitFor();
  // Without show_powerbi_insights no 'Data Analytics'; without show_insights_dashboard_permission no shields.
  expect(await page.getByText('Data Analytics').count()).toBe(0);
  expect(await page.getByRole('button', { name: /^Ver permissões de/ }).count()).toBe(0);
  expect(await axeViolations(page)).toEqual([]);

  // '/' focuses the search; the filter is a case-insensitive substring of the name.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('/');
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.getAttribute('placeholder')))
    .toBe('Buscar Dashboard por nome...');
  await page.keyboard.type('CUSTOS');
  await page.waitForURL(/\/insights\?q=CUSTOS$/);
  await openButton('Custos por Ambiente').waitFor();
  await expect.poll(() => openButton('Faturamento Mensal').count()).toBe(0);

  // The search survives a reload, and the clear button brings everything back.
  await page.reload();
  await expect.poll(() => search().inputValue()).toBe('CUSTOS');
  await openButton('Custos por Ambiente').waitFor();
  await page.getByRole('button', { name: 'Limpar busca' }).click();
  await openButton('Faturamento Mensal').waitFor();
  expect(new URL(page.url()).search).toBe('');

  await search().fill('nada disso');
  await page.getByText('Nenhum dashboard encontrado para "nada disso"').waitFor();
});

test('a star is saved on the server at once and shown wherever the dashboard appears', async () => {
  await signIn('ana@acme.example');
  await star('Custos por Ambiente').first().click();
  await page.getByText('Favorito atualizado com sucesso').waitFor();
  const id = await idOf('ana@acme.example', 'Custos por Ambiente');
  expect(await favoritesOf('ana@acme.example')).toContain(id);
  // In 'Favoritos' and in its category: two stars, both pressed.
  await page.getByRole('heading', { name: /Favoritos/ }).waitFor();
  await expect.poll(() => star('Custos por Ambiente').count()).toBe(2);
  for (const button of await star('Custos por Ambiente').all())
    expect(await button.getAttribute('aria-pressed')).toBe('true');

  await star('Custos por Ambiente').first().click();
  await expect.poll(() => favoritesOf('ana@acme.example')).not.toContain(id);
  await expect.poll(() => star('Custos por Ambiente').count()).toBe(1);
  expect(await star('Custos por Ambiente').getAttribute('aria-pressed')).toBe('false');
});

test('two tabs starring different dashboards at once keep both', async () => {
  await signIn('bruno@globex.example');
  const other = await context.newPage();
  await other.goto(`${stack.portalUrl}/insights`);
  await other.getByRole('button', { name: 'Favoritar Eventos de Segurança' }).waitFor();
  await Promise.all([
    star('Chamados de Suporte').click(),
    other.getByRole('button', { name: 'Favoritar Eventos de Segurança' }).click(),
  ]);
  const ids = await Promise.all(
    ['Chamados de Suporte', 'Eventos de Segurança'].map((name) => idOf('bruno@globex.example', name)),
  );
  await expect.poll(async () => (await favoritesOf('bruno@globex.example')).sort()).toEqual([...ids].sort());
  await page.reload();
  for (const name of ['Chamados de Suporte', 'Eventos de Segurança'])
    await expect.poll(() => star(name).first().getAttribute('aria-pressed')).toBe('true');
});

test('diego sees the permission list: administrators and read-only principals, groups by name', async () => {
  await signIn('diego@nuvem.example');
  await page.getByRole('button', { name: 'Ver permissões de Faturamento Mensal' }).click();
  const dialog = page.getByRole('dialog', { name: /Listagem das permissões/ });
  // Ana sees it through her insights group (issue 31): the list names the group, marked as one.
  await dialog.getByText('Financeiro Acme').waitFor();
  const row = (principal: string) => dialog.getByRole('listitem').filter({ hasText: principal });
  await row('Financeiro Acme').getByText('(grupo)').waitFor();
  await row('Financeiro Acme').getByText('administrador do dashboard').waitFor();
  await row('diego@nuvem.example').getByText('administrador do dashboard').waitFor();
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Sair' }).click();
  await dialog.waitFor({ state: 'detached' });

  await page.getByRole('button', { name: 'Ver permissões de Custos por Ambiente' }).click();
  await row('Financeiro Acme').getByText('Somente leitura').waitFor();
  await row('diego@nuvem.example').getByText('administrador do dashboard').waitFor();
});

test('opening a dashboard embeds the analytics content; Voltar returns to the list as it was', async () => {
  await signIn('diego@nuvem.example');
  await search().fill('fatura');
  await page.waitForURL(/\?q=fatura$/);
  await openButton('Faturamento Mensal').click();
  const id = await idOf('diego@nuvem.example', 'Faturamento Mensal');
  await page.waitForURL(new RegExp(`/insights/${id}$`));
  await page.getByRole('heading', { name: 'Faturamento Mensal' }).waitFor();
  const frame = page.locator('iframe');
  await frame.waitFor();
  // Spec §2.5, §9: full width, 1200px high.
  const box = (await frame.boundingBox())!;
  expect(Math.round(box.height)).toBe(1200);
  const main = (await page.locator('main').boundingBox())!;
  expect(box.width).toBeGreaterThan(main.width - 80);
  // The frame is in the portal's language.
  expect(new URL((await frame.getAttribute('src'))!).searchParams.get('language')).toBe('pt-BR');
  await embeddedContentDrawn('Sobre este painel');
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Voltar' }).click();
  await page.waitForURL(/\/insights\?q=fatura$/);
  await expect.poll(() => search().inputValue()).toBe('fatura');
  // The dashboard just opened heads 'Recentes' once the search is cleared.
  await page.getByRole('button', { name: 'Limpar busca' }).click();
  await page.getByRole('heading', { name: /Recentes/ }).waitFor();
  await expect.poll(() => openButton('Faturamento Mensal').count()).toBe(2);
  expect((await recentsOf('diego@nuvem.example'))[0]).toBe(id);
});

test("a BI report from 'Data Analytics' opens with its item token and draws its data", async () => {
  await signIn('diego@nuvem.example');
  await page.getByText('Data Analytics').first().waitFor();
  await openButton('Receita por Cliente').click();
  await page.waitForURL(/\/insights\/bi\/[0-9a-f-]{36}$/);
  await page.getByRole('heading', { name: 'Receita por Cliente' }).waitFor();
  const frame = page.frameLocator('iframe');
  await frame
    .getByText(/R\$\s?[\d.,]+/)
    .first()
    .waitFor({ timeout: 30_000 });
});

test("'Novo relatório' builds a report in the embedded editor, saves it, and opens it as a BI report", async () => {
  await signIn('diego@nuvem.example');
  await page.getByRole('button', { name: 'Novo relatório' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo relatório' });
  // diego edits 'Financeiro Corporativo' only: it is offered, with its first dataset chosen.
  await expect
    .poll(() => dialog.getByRole('combobox', { name: 'Workspace' }).innerText())
    .toBe('Financeiro Corporativo');
  await dialog.getByRole('button', { name: 'Criar relatório' }).click();
  await page.waitForURL(/\/insights\/bi\/new\?workspace=[0-9a-f-]{36}&dataset=\w+/);
  await page.getByRole('heading', { name: 'Novo relatório' }).waitFor();
  const frame = page.frameLocator('iframe');
  const fields = frame.getByRole('region', { name: 'Campos' });
  await fields
    .getByRole('button', { name: /^Adicionar / })
    .first()
    .click();
  await expect.poll(() => frame.locator('[data-visual-name]').count()).toBe(1);
  const axe = await axeViolations(page);
  expect(axe).toEqual([]);
  await frame
    .getByRole('toolbar', { name: 'Edição do relatório' })
    .getByRole('button', { name: 'Salvar' })
    .click();
  const save = frame.getByRole('dialog', { name: 'Salvar o relatório' });
  const name = `Relatório do portal ${Date.now()}`;
  await save.getByRole('textbox', { name: 'Nome do relatório' }).fill(name);
  await save.getByRole('button', { name: 'Salvar' }).click();
  // The saved report replaces the editor at its own address, listed among the BI items.
  await page.waitForURL(/\/insights\/bi\/[0-9a-f-]{36}$/);
  await page.getByRole('heading', { name }).waitFor();
  await expect.poll(() => frame.locator('[data-visual-name]').count(), { timeout: 30_000 }).toBe(1);
  await page.goBack();
  await page.waitForURL((url) => url.pathname === '/insights');
  // Listed under 'Data Analytics', and in 'Recentes' since it was just opened.
  await expect.poll(() => openButton(name).count()).toBe(2);
});

test("'Novo relatório' from a CSV file: a quick report of its rows, saved and opened as a BI report", async () => {
  await signIn('diego@nuvem.example');
  await page.getByRole('button', { name: 'Novo relatório' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo relatório' });
  await dialog.getByRole('radio', { name: 'Um arquivo CSV (relatório rápido)' }).check();
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'Vendas da loja.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      'Produto;Valor;Margem;Dia\n' +
        'Cadeira;R$ 120,50;12,5%;02/11/2026\nMesa;R$ 899,90;20%;03/11/2026\nCadeira;R$ 80,00;5%;04/11/2026\n',
    ),
  });
  await expect
    .poll(() => dialog.getByRole('status').innerText())
    .toBe('4 colunas e 3 linhas prontas para o relatório.');
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Criar relatório' }).click();
  await page.waitForURL(/\/insights\/bi\/new\?workspace=[0-9a-f-]{36}&source=file$/);
  const frame = page.frameLocator('iframe');
  // The generated report shows the file's rows: 3 of them, R$ 1.100,40 in all (money, as the file wrote it),
  // a margin averaged, by product.
  const cards = frame.locator('[data-visual-type="card"]');
  await expect
    .poll(() => cards.allInnerTexts(), { timeout: 30_000 })
    .toEqual(
      expect.arrayContaining([
        expect.stringMatching(/Soma de Valor\s+R\$\s1\.100,40/),
        expect.stringMatching(/Média de Margem\s+12,5\s?%/),
      ]),
    );
  await expect.poll(() => frame.locator('[data-visual-type="tableEx"]').innerText()).toMatch(/Mesa/);
  await frame
    .getByRole('toolbar', { name: 'Edição do relatório' })
    .getByRole('button', { name: 'Salvar' })
    .click();
  const save = frame.getByRole('dialog', { name: 'Salvar o relatório' });
  const name = `Relatório rápido do portal ${Date.now()}`;
  await save.getByRole('textbox', { name: 'Nome do relatório' }).fill(name);
  await save.getByRole('button', { name: 'Salvar' }).click();
  await page.waitForURL(/\/insights\/bi\/[0-9a-f-]{36}$/);
  await page.getByRole('heading', { name }).waitFor();
  await expect
    .poll(() => frame.locator('[data-visual-type="tableEx"]').innerText(), { timeout: 30_000 })
    .toMatch(/Mesa/);
  // Back in history: the file's address now says to choose the file again (its rows are not in the address).
  await page.goto(page.url().replace(/\/insights\/bi\/.*/, '/insights/bi/new?workspace=x&source=file'));
  await page.getByText("Escolha o arquivo CSV de novo em 'Novo relatório', na lista de Insights.").waitFor();
});

test('the embed token is renewed before it expires, without reloading the content', async () => {
  await signIn('ana@acme.example');
  const embedCalls: string[] = [];
  page.on('response', (response) => {
    if (/\/api\/v1\/dashboards\/[^/]+\/embed$/.test(new URL(response.url()).pathname))
      embedCalls.push(`${response.status()}`);
  });
  await openButton('Visão Geral da Conta').click();
  const frame = page.locator('iframe');
  await page.frameLocator('iframe').locator('canvas').first().waitFor({ timeout: 30_000 });
  const src = await frame.getAttribute('src');
  await frame.evaluate((element) => ((element as HTMLIFrameElement & { seen?: true }).seen = true));
  await expect.poll(() => embedCalls, { timeout: 25_000 }).toEqual(['200', '200']);
  // The same frame element, at the same address: the new token was handed over, not re-embedded.
  expect(await frame.evaluate((element) => (element as HTMLIFrameElement & { seen?: true }).seen)).toBe(true);
  expect(await frame.getAttribute('src')).toBe(src);
  expect(await page.getByRole('alert').filter({ hasText: /Erro/ }).count()).toBe(0);
});

test('a shared /insights/:id link opens after sign-in', async () => {
  const id = await idOf('ana@acme.example', 'Consumo de Recursos');
  await signIn('ana@acme.example', `/insights/${id}`);
  await page.getByRole('heading', { name: 'Consumo de Recursos' }).waitFor();
  await page.frameLocator('iframe').locator('canvas').first().waitFor({ timeout: 30_000 });
  // Opened without the list behind it: 'Voltar' goes to the list.
  await page.getByRole('button', { name: 'Voltar' }).click();
  await page.waitForURL(/\/insights$/);
  await heading().waitFor();
});

test('a dashboard not shared with the user shows its error, not an empty frame', async () => {
  const id = await idOf('diego@nuvem.example', 'Previsão Orçamentária');
  await signIn('ana@acme.example', `/insights/${id}`);
  await page.getByText(`O dashboard ${id} não foi encontrado.`).waitFor();
  expect(await page.locator('iframe').count()).toBe(0);
});

test('a user without insights_reader cannot reach the screen', async () => {
  await page.goto(`${stack.portalUrl}/insights`);
  await page.waitForURL(/\/login$/);
  await fillSignIn(page, 'carla@parceira.example');
  await page.waitForURL(/\/not-authorized$/);
  await page.getByRole('heading', { name: 'Acesso não autorizado' }).waitFor();
  expect(await heading().count()).toBe(0);
});
