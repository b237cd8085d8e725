import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '@nuvem/devtools/chromium';
import { axeViolations, DEMO_PASSWORD, settled, signInAndPick } from '../demoSession';
import { startPortalStack, type PortalStack } from '../portalStack';

/**
 * Marketplace Nuvem and the sales tree (issue 32) on the real stack in Chromium: ana hires an AI agent for Acme
 * Produção, finds it in 'Meus agentes', changes its settings and deactivates it; diego finds the sale in the
 * sales history; bruno is refused the staff pages, by the portal and by the API.
 */
let stack: PortalStack;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  stack = await startPortalStack();
  browser = await launchChromium();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

afterEach(() => context.close());

const url = (to: string) => `${stack.portalUrl}${to}`;

async function open(email: string, environment: RegExp) {
  context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'pt-BR' });
  page = await context.newPage();
  await signInAndPick(page, stack.portalUrl, email, environment);
  await page.waitForURL((u) => u.pathname === '/dashboard');
}

test("ana hires an agent for Acme Produção, sets it up in 'Meus agentes' and deactivates it", async () => {
  await open('ana@acme.example', /ACM1\s*Acme Produção/);
  await page.goto(url('/nuvem-marketplace/ai-agents'));
  const catalogue = page.getByRole('table', { name: 'Agentes de IA disponíveis' });
  await catalogue.getByText('R$ 599,00').waitFor();
  expect(await axeViolations(page)).toEqual([]);

  await catalogue.getByRole('button', { name: 'Contratar Integração de RH' }).click();
  const confirm = page.getByRole('dialog', { name: 'Contratar Integração de RH?' });
  await confirm.getByText(/Acme Produção por R\$\s599,00 por mês/).waitFor();
  await confirm.getByRole('button', { name: 'Contratar' }).click();
  await page.getByText(/O agente Integração de RH foi contratado/).waitFor();
  await page.getByRole('link', { name: 'Ir para Meus agentes' }).click();

  await page.waitForURL((u) => u.pathname === '/nuvem-marketplace/my-agents');
  const mine = page.getByRole('table', { name: 'Agentes de IA contratados' });
  await mine.getByText('Integração de RH').first().waitFor();
  expect(await axeViolations(page)).toEqual([]);

  await mine.getByRole('button', { name: 'Configurar Integração de RH' }).click();
  const form = page.getByRole('dialog', { name: 'Configurações de Integração de RH' });
  await form.getByRole('textbox', { name: /Nome exibido aos usuários/ }).fill('Helena do RH');
  await form.getByRole('combobox', { name: 'Canal de atendimento' }).click();
  await page.getByRole('option', { name: 'WhatsApp' }).click();
  await form.getByRole('button', { name: 'Salvar' }).click();
  await page.getByText('As configurações de Helena do RH foram salvas.').waitFor();
  await mine.getByText('Integração de RH · WhatsApp').waitFor();

  await mine.getByRole('button', { name: 'Desativar Helena do RH' }).click();
  const end = page.getByRole('dialog', { name: 'Desativar Helena do RH?' });
  await end.getByRole('button', { name: 'Desativar' }).click();
  await page.getByText(/O agente Helena do RH foi desativado/).waitFor();
  // It stays, deactivated, as history; it can no longer be set up.
  await mine.getByRole('button', { name: 'Este agente foi desativado' }).first().waitFor();
  expect(await mine.getByText('Desativado').count()).toBeGreaterThan(0);
});

test('diego finds the sale in the sales history; bruno is refused the staff pages and their API', async () => {
  await open('diego@nuvem.example', /ACM1\s*Acme Produção/);
  await page.goto(url('/admin/sales-history'));
  const history = page.getByRole('table', { name: 'Histórico de vendas' });
  await history.getByText('Agente de IA: Integração de RH').waitFor();
  await page.getByText(/^Total: R\$/).waitFor();
  expect(await axeViolations(page)).toEqual([]);
  await page.goto(url('/admin/project-agents'));
  await page.getByRole('table', { name: 'Agentes de projeto' }).getByText('Marina Lopes').waitFor();
  await context.close();

  await open('bruno@globex.example', /GLX07\s*Globex Filial 7(?!\d)/);
  for (const path of ['/admin/sales-history', '/admin/project-agents']) {
    await page.goto(url(path));
    await page.waitForURL((u) => u.pathname === '/not-authorized');
  }
  const session = await fetch(url('/api/v1/session'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'bruno@globex.example', password: DEMO_PASSWORD }),
  });
  const { access_token } = (await session.json()) as { access_token: string };
  const refused = await fetch(url('/api/v1/sales/history'), {
    headers: { authorization: `Bearer ${access_token}` },
  });
  expect(refused.status).toBe(403);
  expect(await refused.json()).toMatchObject({ error_code: 'forbidden', error_vars: ['sales_tree'] });
});

test('the marketplace and the sales tree fit a 390 px phone', async () => {
  context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'pt-BR' });
  page = await context.newPage();
  await signInAndPick(page, stack.portalUrl, 'diego@nuvem.example', /ACM1\s*Acme Produção/);
  await page.waitForURL((u) => u.pathname === '/dashboard');
  for (const [path, table] of [
    ['/nuvem-marketplace/ai-agents', 'Agentes de IA disponíveis'],
    ['/nuvem-marketplace/my-agents', 'Agentes de IA contratados'],
    ['/admin/sales-history', 'Histórico de vendas'],
    ['/admin/project-agents', 'Agentes de projeto'],
  ] as const) {
    await page.goto(url(path));
    await page.getByRole('table', { name: table }).waitFor();
    await page.waitForLoadState('networkidle');
    await settled(page);
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    }));
    expect(scrollWidth, `${path} scrolls sideways`).toBeLessThanOrEqual(innerWidth);
  }
});
