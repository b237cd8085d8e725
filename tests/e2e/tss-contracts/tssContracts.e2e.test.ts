import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '@nuvem/devtools/chromium';
import { axeViolations, fillSignIn, signInAndPick } from '../demoSession';
import { startPortalStack, type PortalStack } from '../portalStack';

/**
 * TSS, TSS registration, the look-ups and 'new contract' (issue 32) on the real stack in Chromium: ana's TSS
 * page shows the numbers of her home's TSS card; diego changes a company's quota that ana then sees; bruno's
 * page loads ask no contract or TSS look-up (he holds neither: they would answer 403); fábio, whose IaaS
 * account is being cancelled, has no 'Novo contrato', which ana has and which opens a commercial request.
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

beforeEach(async () => {
  context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'pt-BR' });
  page = await context.newPage();
});
afterEach(() => context.close());

const url = (to: string) => `${stack.portalUrl}${to}`;
const acme = /ACM1\s*Acme Produção/;

/** ana's TSS page: the summary's figures as shown. */
async function anaReadsTss(): Promise<{ hired: string; used: string }> {
  await page.goto(url('/user/minhas-empresas'));
  await page.getByRole('heading', { level: 1, name: 'TSS' }).waitFor();
  const summary = page.getByRole('region', { name: 'Cota de documentos deste mês' });
  await summary.waitFor();
  return {
    hired: (await summary.getByTestId('tss-hired').textContent()) ?? '',
    used: (await summary.getByTestId('tss-used').textContent()) ?? '',
  };
}

test("ana's TSS page shows her quota and companies, the numbers of her home's TSS card", async () => {
  await signInAndPick(page, stack.portalUrl, 'ana@acme.example', acme);
  await page.getByText('1.234 de 5.000 documentos usados').waitFor();
  expect(await anaReadsTss()).toEqual({ hired: '5.000', used: '1.234' });
  const table = page.getByRole('table', { name: 'Empresas cadastradas no TSS' });
  await table.getByText('1.034 de 4.000 documentos').waitFor();
  await table.getByText('11.345.678/0001-01').waitFor();
  expect(await axeViolations(page)).toEqual([]);
});

test('diego changes the quota of an Acme company in TSS registration; ana then sees it', async () => {
  await signInAndPick(page, stack.portalUrl, 'diego@nuvem.example', acme);
  await page.goto(url('/admin/tss-registration'));
  await page.getByRole('heading', { level: 1, name: 'Cadastro TSS' }).waitFor();
  const table = page.getByRole('table', { name: 'Empresas cadastradas no TSS por cliente' });
  await table.getByRole('button', { name: 'Alterar a cota de Acme Distribuidora Ltda.' }).click();
  const dialog = page.getByRole('dialog', { name: 'Alterar a cota' });
  await dialog.getByRole('textbox', { name: /Cota contratada/ }).fill('2000');
  await dialog.getByRole('button', { name: 'Salvar cota' }).click();
  await page.getByText('A cota de Acme Distribuidora Ltda. passou a 2.000 documentos por mês.').waitFor();
  expect(await axeViolations(page)).toEqual([]);
  await context.close();

  context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'pt-BR' });
  page = await context.newPage();
  await signInAndPick(page, stack.portalUrl, 'ana@acme.example', acme);
  await page.getByText('1.234 de 6.000 documentos usados').waitFor();
  expect(await anaReadsTss()).toEqual({ hired: '6.000', used: '1.234' });
});

test('bruno holds neither show_contract nor tss: his page loads ask no contract or TSS look-up', async () => {
  const lookups: string[] = [];
  const forbidden: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/v1\/(environments\/[^/]+\/contract|tss\/)/.test(request.url())) lookups.push(request.url());
  });
  page.on('response', (response) => {
    if (response.status() === 403 && response.url().includes('/api/')) forbidden.push(response.url());
  });
  await signInAndPick(page, stack.portalUrl, 'bruno@globex.example', /GLX01(?!\d)/);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  for (const path of ['/dashboard', '/iaas/welcome', '/insights', '/dashboard']) {
    await page.goto(url(path));
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForLoadState('networkidle');
  }
  expect(lookups).toEqual([]);
  expect(forbidden).toEqual([]);
});

test("'Novo contrato': ana's leads to a commercial request; fábio, cancelling IaaS, has none", async () => {
  await signInAndPick(page, stack.portalUrl, 'ana@acme.example', acme);
  await page.getByRole('button', { name: 'IaaS' }).click();
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  await menu.getByRole('link', { name: 'Novo contrato' }).click();
  await page.getByRole('heading', { level: 1, name: 'Novo contrato' }).waitFor();
  await expect
    .poll(() => page.getByRole('textbox', { name: /Assunto/ }).inputValue())
    .toBe('Novo contrato IaaS para o ambiente ACM1');
  await page.getByRole('textbox', { name: /Descrição/ }).fill('Mais 8 vCPUs reservadas por 12 meses.');
  await page.getByRole('button', { name: 'Abrir chamado', exact: true }).click();
  await page.getByRole('link', { name: 'Ver o chamado' }).waitFor();
  await context.close();

  context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'pt-BR' });
  page = await context.newPage();
  await page.goto(url('/login'));
  await fillSignIn(page, 'fabio@initech.example');
  await page
    .getByRole('dialog', { name: 'Cadastro incompleto' })
    .getByRole('button', { name: 'Agora não' })
    .click();
  await page.getByRole('button', { name: /INT1\s*Initech Serviços/ }).click();
  await page.waitForURL(/\/contact$/);
  await page.getByRole('button', { name: 'IaaS' }).click();
  const fabioMenu = page.getByRole('navigation', { name: 'Menu principal' });
  await fabioMenu.getByRole('link', { name: 'Calculadora' }).waitFor();
  expect(await fabioMenu.getByRole('link', { name: 'Novo contrato', exact: true }).count()).toBe(0);
  await page.goto(url('/iaas/new-contract'));
  await page.waitForURL(/\/not-authorized$/);
});
