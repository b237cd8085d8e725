import { AxeBuilder } from '@axe-core/playwright';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { serveStatic } from '@nuvem/devtools/serveStatic';
import { launchChromium } from '@nuvem/devtools/chromium';

/**
 * The real portal build in Chromium: routes and guards, sign-in, environment selection, the shell's
 * pieces working together, and axe on whole pages. With UPDATE_README_PICTURE=1 it also refreshes
 * docs/portal.png, the README's picture.
 */
const root = path.resolve(import.meta.dirname, '../..');
let browser: Browser;
let server: Awaited<ReturnType<typeof serveStatic>>;
let page: Page;

beforeAll(async () => {
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
    cwd: path.join(root, 'apps/portal'),
    stdio: 'inherit',
  });
  server = await serveStatic(path.join(root, 'apps/portal/dist'), { spa: true });
  browser = await launchChromium();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

beforeEach(async () => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'pt-BR' });
  page = await context.newPage();
});
afterEach(() => page.context().close());

async function axeViolations() {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function signInAndPick(accountName: RegExp) {
  await page.goto(`${server.url}/login`);
  await page.getByRole('textbox', { name: /E-mail/ }).fill('ana.souza@acme.com.br');
  await page.locator('input[autocomplete="current-password"]').fill('demo-password');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await page.getByRole('heading', { name: 'Selecione um ambiente' }).waitFor();
  await page.getByRole('button', { name: accountName }).first().click();
}

test('an empty path leads a signed-out user to the login page', async () => {
  await page.goto(server.url);
  await page.waitForURL(/\/login$/);
  await page.getByRole('button', { name: 'Entrar', exact: true }).waitFor();
  expect(await page.title()).toBe('Entrar · Nuvem');
  expect(await axeViolations()).toEqual([]);
});

test('the privacy page is public and offers Login when signed out', async () => {
  await page.goto(`${server.url}/privacy`);
  await page.getByRole('link', { name: 'Login' }).waitFor();
  expect(await axeViolations()).toEqual([]);
});

test('signing in, picking an environment and working in the shell', async () => {
  await signInAndPick(/Guanabara/);
  await page.waitForURL(/\/dashboard$/);
  // The account picker names the current environment as code - cloud id - corporate name.
  const picker = page.getByRole('button', { name: /T10222 - GUAN007 - Guanabara/ });
  await picker.waitFor();
  expect(await axeViolations()).toEqual([]);

  // 40 environments: the search field appears and filters by t_code.
  await picker.click();
  await page.getByPlaceholder('Buscar...').fill('t10037');
  await page
    .getByRole('button', { name: /Beta Comércio Ltda\./ })
    .first()
    .waitFor();
  await page.keyboard.press('Escape');

  // The global search opens on Ctrl+/ and closes on Escape.
  await page.keyboard.press('Control+/');
  await page.getByPlaceholder('Digite sua busca').waitFor();
  await page.keyboard.press('Escape');
  await page.getByPlaceholder('Digite sua busca').waitFor({ state: 'detached' });

  if (process.env.UPDATE_README_PICTURE) {
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.screenshot({ path: path.join(root, 'docs/portal.png') });
  }
});

test('an unknown path shows the 404 page with a way back', async () => {
  await signInAndPick(/Acme/);
  await page.goto(`${server.url}/no/such/page`);
  await page.waitForURL(/\/404$/);
  await page.getByRole('link', { name: 'Voltar ao Painel' }).click();
  await page.waitForURL(/\/dashboard$/);
});
