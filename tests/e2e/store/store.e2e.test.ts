import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '@nuvem/devtools/chromium';
import { axeViolations, signInAndPick } from '../demoSession';
import { startPortalStack, type PortalStack } from '../portalStack';

/**
 * Minha conta (issue 32) on the real stack in Chromium: ana opens 'Minha conta' for Acme Produção, reads the
 * month so far, its forecast and the last closed month's lines, then opens that month's statement and downloads
 * it as CSV and PDF; both files hold the statement's total as the page shows it.
 */
let stack: PortalStack;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  [stack, browser] = await Promise.all([startPortalStack(), launchChromium()]);
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

beforeEach(async () => {
  context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    locale: 'pt-BR',
    acceptDownloads: true,
  });
  page = await context.newPage();
});
afterEach(() => context.close());

const menu = () => page.getByRole('navigation', { name: 'Menu principal' });

test('ana reads her consumption and downloads a statement as CSV and PDF', async () => {
  await signInAndPick(page, stack.portalUrl, 'ana@acme.example', /ACM1\s*Acme Produção/);
  await page.waitForURL((u) => u.pathname === '/dashboard');
  await menu().getByRole('link', { name: 'Minha conta' }).click();
  await page.waitForURL((u) => u.pathname === '/store/consumo');
  await page.getByRole('heading', { level: 1, name: 'Minha conta' }).waitFor();
  await page.getByText('Previsão para o mês').waitFor();
  const table = page.getByRole('table', { name: /^Consumo de .* por serviço e produto$/ });
  await table.getByRole('row').nth(1).waitFor();
  expect(await table.getByRole('row').count()).toBeGreaterThan(5);
  expect(await table.getByRole('cell', { name: /^R\$\s/ }).count()).toBeGreaterThan(0);
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('tab', { name: 'Extratos' }).click();
  await page.waitForURL((u) => u.pathname === '/store/extratos');
  const statements = page.getByRole('table', { name: 'Extratos mensais do ambiente' });
  const first = statements.getByRole('row').nth(1);
  await first.waitFor();
  await first.getByRole('link').click();
  await page.waitForURL((u) => /^\/store\/extratos\/\d{4}-\d{2}$/.test(u.pathname));
  const period = new URL(page.url()).pathname.split('/').at(-1)!;
  const totalCell = page.locator('[data-statement-total]');
  await expect.poll(() => totalCell.textContent()).toMatch(/^R\$\s[\d.]+,\d{2}$/);
  const total = (await totalCell.textContent())!.replace(/^R\$\s/, '');
  expect(await axeViolations(page)).toEqual([]);

  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Baixar CSV' }).click(),
  ]);
  expect(csv.suggestedFilename()).toBe(`extrato-ACM1-${period}.csv`);
  const text = await readFile((await csv.path())!, 'utf8');
  expect(text).toContain('Razão social;Acme Produção');
  expect(text).toMatch(/\r\nImposto;iss;ISS \(5%\);1;5%;[\d.]+,\d{2}\r\n/);
  expect(text.trim().split('\r\n').at(-1)).toBe(`Total;;;;;${total}`);

  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Baixar PDF' }).click(),
  ]);
  expect(pdf.suggestedFilename()).toBe(`extrato-ACM1-${period}.pdf`);
  const bytes = (await readFile((await pdf.path())!)).toString('latin1');
  expect(bytes.startsWith('%PDF-1.4')).toBe(true);
  expect(bytes).toContain(`(Total: R$ ${total}) Tj`);
});
