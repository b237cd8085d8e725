import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '@nuvem/devtools/chromium';
import { E2E_ANALYTICS_MONTHS } from '../apiProcess';
import { axeViolations, fillSignIn } from '../demoSession';
import { startInsightsStack, type InsightsStack } from '../insights/insightsStack';

/**
 * Documentação da API (/develop/docs, issue 31) on the real stack in Chromium: the portal's and the analytics
 * app's production builds and the API on fresh demo data. Carla (developer) finds an endpoint by searching the
 * reference generated from the API's own OpenAPI document and opens the playground; with no Insights item
 * shared with her it points her to Insights. Diego (developer, and Insights items) picks a dashboard, gets its
 * @nuvem/embed code without any token in it, and the same embed runs live until the SDK fires 'loaded'.
 * Bruno (no developer) is turned away.
 */
let stack: InsightsStack;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  stack = await startInsightsStack({ DEMO_ANALYTICS_MONTHS: E2E_ANALYTICS_MONTHS });
  browser = await launchChromium();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

beforeEach(async () => {
  context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'pt-BR' });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: stack.portalUrl });
  page = await context.newPage();
});
afterEach(() => context.close());

/**
 * Opens `path` signed out, signs in on the login page it leads to and, when the environment selection shows
 * (users of several environments), picks the first one and opens `path` again; waits for its h1 `landing`.
 */
async function signIn(email: string, path: string, landing = 'Documentação da API') {
  await page.goto(`${stack.portalUrl}${path}`);
  await page.waitForURL(/\/login$/);
  await fillSignIn(page, email);
  const selection = page.getByRole('heading', { name: 'Selecione um ambiente' });
  const landed = page.getByRole('heading', { level: 1, name: landing });
  await selection.or(landed).first().waitFor();
  if (await selection.isVisible()) {
    // The pick leads elsewhere (the home page): go back to where the test was going.
    await page
      .getByRole('button', { name: /^T\d+ - / })
      .first()
      .click();
    await selection.waitFor({ state: 'detached' });
    await page.goto(`${stack.portalUrl}${path}`);
  }
  await landed.waitFor();
}

const menu = () => page.getByRole('navigation', { name: 'Menu principal' });
const log = () => page.getByRole('log', { name: 'Eventos do SDK' });

test('carla finds an endpoint in the reference, copies its curl, and opens the playground', async () => {
  await signIn('carla@parceira.example', '/develop/docs');
  await page.getByRole('heading', { level: 1, name: 'Documentação da API' }).waitFor();
  await page.getByRole('heading', { name: 'Autenticação', exact: true }).waitFor();
  expect(await page.getByRole('link', { name: 'Criar token de API' }).getAttribute('href')).toBe(
    '/develop/projects',
  );

  await page.getByRole('searchbox', { name: 'Buscar rota' }).fill('delete ssh');
  await page.getByText('1 rota', { exact: true }).waitFor();
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('delete ssh');
  // The reference reads the routes' texts in the user's language (pt-BR here).
  await page.getByRole('button', { name: /Excluir uma chave SSH de um ambiente/ }).click();
  const curl = page.getByRole('group', { name: 'Exemplo com curl' });
  await curl.waitFor();
  expect(await curl.textContent()).toContain(
    `curl -X DELETE '${stack.portalUrl}/api/v1/environments/{cloudId}/iaas/ssh-keys/{sshKeyId}'`,
  );
  expect(await curl.textContent()).toContain('Authorization: Bearer <token>');
  await page.getByRole('button', { name: 'Copiar exemplo com curl' }).click();
  // The copy is asynchronous: the clipboard holds the example a moment after the click.
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toContain('curl -X DELETE');
  // The 'Copiado' tooltip (a popup outside the page's landmarks) closes when the pointer leaves.
  await page.mouse.move(0, 0);
  await page.getByRole('tooltip').waitFor({ state: 'detached' });
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('tab', { name: 'SDK de incorporação' }).click();
  await page.waitForURL((url) => url.pathname === '/develop/docs/sdk');
  await page.getByRole('heading', { name: 'Renovação do token' }).waitFor();

  await page.getByRole('tab', { name: 'Testar a incorporação' }).click();
  await page.waitForURL((url) => url.pathname === '/develop/docs/playground');
  // Carla holds no Insights feature: nothing to embed, and the way to Insights.
  await page.getByText('Nenhum dashboard ou relatório disponível para você.').waitFor();
  await page.getByRole('link', { name: 'Ir para o Insights' }).waitFor();
  expect(await axeViolations(page)).toEqual([]);
});

test("diego picks a dashboard: its embed code carries no token, and the live embed fires 'loaded'", async () => {
  const tokenAnswers: string[] = [];
  page.on('response', async (response) => {
    if (/\/api\/v1\/dashboards\/[^/]+\/embed$/.test(new URL(response.url()).pathname))
      tokenAnswers.push(((await response.json()) as { token: string }).token);
  });
  await signIn('diego@nuvem.example', '/develop/docs/playground');
  await page.getByRole('combobox', { name: 'Dashboard ou relatório' }).click();
  await page.getByRole('option', { name: 'Faturamento Mensal (Dashboard)' }).click();

  const code = page.getByRole('group', { name: 'código de incorporação' });
  await code.waitFor();
  expect(await code.textContent()).toContain("const EMBED_TOKEN = '<EMBED_TOKEN>';");
  expect(await code.textContent()).toContain("pageView: 'fitToWidth',");
  await log().getByText('loaded').first().waitFor({ timeout: 30_000 });
  expect(tokenAnswers.length).toBeGreaterThan(0);
  for (const token of tokenAnswers) expect(await code.textContent()).not.toContain(token);

  // A setting changes the code and the live frame (embedded again: 'loaded' once more).
  await page.getByRole('button', { name: 'Limpar eventos' }).click();
  await page.getByRole('combobox', { name: 'Exibição' }).click();
  await page.getByRole('option', { name: 'Uma coluna' }).click();
  await expect.poll(() => code.textContent()).toContain("pageView: 'oneColumn',");
  await log().getByText('loaded').first().waitFor({ timeout: 30_000 });
  expect(await axeViolations(page)).toEqual([]);
});

test('bruno, without developer, is turned away from the developer studio and has no menu entry for it', async () => {
  await signIn('bruno@globex.example', '/develop/docs/playground', 'Acesso não autorizado');
  await page.waitForURL((url) => url.pathname === '/not-authorized');
  await menu().waitFor();
  expect(await menu().getByRole('link', { name: 'Documentação da API' }).count()).toBe(0);
  expect(await menu().getByRole('button', { name: 'Estúdio do desenvolvedor' }).count()).toBe(0);
});
