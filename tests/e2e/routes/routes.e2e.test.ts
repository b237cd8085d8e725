import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '@nuvem/devtools/chromium';
import { startInsightsStack, type InsightsStack } from '../insights/insightsStack';
import { axeViolations, fillSignIn, pathOf, signInAndPick } from '../demoSession';
import { E2E_ANALYTICS_MONTHS } from '../apiProcess';

/**
 * The portal's route rules (spec §2.1–§2.4, §4) on the real stack in Chromium: the portal's production
 * build and the API on fresh demo data. The table's guards (unguarded routes in the public frame, deep links
 * that survive the sign-in), the layout guard, the topology check (Initech Serviços' topology registry is
 * unavailable in the demo), the shared-budget link and the version check.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const buildVersion = (
  JSON.parse(readFileSync(path.join(root, 'apps/portal/package.json'), 'utf8')) as { version: string }
).version;
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
  page = await context.newPage();
});
afterEach(() => context.close());

const url = (to: string) => `${stack.portalUrl}${to}`;

const storageOf = (area: 'localStorage' | 'sessionStorage') =>
  page.evaluate((name) => ({ ...window[name] }) as Record<string, string>, area);

// What a signed-out page may ask: the marketplace's public catalogue (issue 32), nothing else.
const PUBLIC_CALLS = ['/api/v1/marketplace/catalogue'];

test('signed out, the unguarded routes show in the public frame, with no API call that needs a session', async () => {
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/') && !PUBLIC_CALLS.includes(pathname)) calls.push(pathname);
  });
  for (const [route, title] of [
    // Titled by its menu entry (Central de segurança › Central de confiança).
    ['/security-center/trust-center', 'Central de confiança'],
    ['/onboard', 'Onboarding digital'],
    ['/marketplace', 'Marketplace'],
    ['/user-preferences', 'Preferências do usuário'],
    ['/refresh', 'Atualizando'],
  ] as const) {
    await page.goto(url(route));
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page
      .getByRole('contentinfo')
      .getByText(String(new Date().getFullYear()), { exact: false })
      .waitFor();
    expect(pathOf(page)).toBe(route);
    // Not the shell: no menu with its 'Sair', no environment picker.
    expect(await page.getByRole('button', { name: 'Sair' }).count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Selecione um ambiente' }).count()).toBe(0);
  }
  expect(await axeViolations(page)).toEqual([]);
  expect(calls).toEqual([]);

  // Its sign-in link returns to the page; signed in, the same route shows inside the shell.
  await page.getByRole('link', { name: 'Entrar' }).click();
  await page.waitForURL(/\/login$/);
  await fillSignIn(page, 'ana@acme.example');
  await page.waitForURL((u) => u.pathname === '/refresh');
  await page.getByRole('heading', { name: 'Selecione um ambiente' }).waitFor();
});

test('a guarded deep link leads to the login page and back to it, parameters and all', async () => {
  await page.goto(url('/iaas/resources?tab=2'));
  await page.waitForURL(/\/login$/);
  // The login page's code loads on first visit; its title comes with it.
  await expect.poll(() => page.title()).toBe('Entrar · Nuvem');
  await fillSignIn(page, 'ana@acme.example');
  await page.waitForURL((u) => u.pathname + u.search === '/iaas/resources?tab=2');
});

test('/authentication offers the sign-in methods and keeps the deep link; unknown paths go to /404', async () => {
  await page.goto(url('/authentication'));
  await page.getByRole('heading', { name: 'Como você quer entrar?' }).waitFor();
  expect(await page.getByRole('contentinfo').count()).toBe(0);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'Entrar com e-mail e senha' }).click();
  await page.waitForURL(/\/login$/);

  await page.goto(url('/no/such/page'));
  await page.waitForURL(/\/404$/);
  await page.getByRole('link', { name: 'Voltar ao Painel' }).click();
  // The root goes to /dashboard, guarded: signed out, the login page.
  await page.waitForURL(/\/login$/);
});

test.each([
  // elisa holds rev_home; ana does not.
  { email: 'elisa@acme.example', layout: 'modern', from: '/dashboard', to: '/modern/dashboard' },
  { email: 'elisa@acme.example', layout: 'modern', from: '/modern/paas/fluig', to: '/modern/paas/fluig' },
  { email: 'elisa@acme.example', layout: 'classic', from: '/modern/dashboard', to: '/dashboard' },
  {
    email: 'elisa@acme.example',
    layout: 'classic',
    from: '/modern/product-management',
    to: '/product-management',
  },
  { email: 'ana@acme.example', layout: 'modern', from: '/modern/dashboard', to: '/dashboard' },
  { email: 'ana@acme.example', layout: 'modern', from: '/dashboard', to: '/dashboard' },
  { email: 'ana@acme.example', layout: 'classic', from: '/modern/approval-center', to: '/dashboard' },
])('layout guard: $email in the $layout layout, $from → $to', async ({ email, layout, from, to }) => {
  await signInAndPick(page, stack.portalUrl, email, /ACM1\s*Acme Produção/);
  await page.waitForURL((u) => u.pathname === '/dashboard' || u.pathname === '/modern/dashboard');
  await page.evaluate((value) => localStorage.setItem('layout', value), layout);
  await page.goto(url(from));
  await page.waitForURL((u) => u.pathname === to);
  // It stays there.
  await page.waitForTimeout(500);
  expect(pathOf(page)).toBe(to);
});

test('an environment whose topology list fails: the error, /contact, and only the allowed pages stay', async () => {
  // Diego (admin features) holds Initech Serviços, whose topology registry is unavailable.
  await signInAndPick(page, stack.portalUrl, 'diego@nuvem.example', /INT1\s*Initech Serviços/);
  await page.waitForURL(/\/contact$/);
  // The page says it, with the environment's name; no notice says it again (issue 33).
  await page.getByRole('alert').filter({ hasText: 'Initech Serviços está indisponível' }).waitFor();
  expect(await page.getByText('A lista de topologias do ambiente INT1 está indisponível.').count()).toBe(0);
  // The menu has stopped waiting (no placeholder rows).
  await page.getByRole('navigation').first().waitFor();
  expect(await page.locator('[data-nav-skeleton-row]').count()).toBe(0);

  for (const allowed of ['/iaas/calculator', '/store/consumo', '/insights', '/admin/iam/features']) {
    await page.goto(url(allowed));
    await page.waitForTimeout(1500);
    expect(pathOf(page)).toBe(allowed);
  }
  for (const refused of ['/tickets', '/dashboard']) {
    await page.goto(url(refused));
    await page.waitForURL(/\/contact$/);
  }

  // Another environment has valid topologies: the user works there again.
  await page.getByRole('button', { name: /T\d+ - INT1 - Initech Serviços/ }).click();
  await page.getByRole('button', { name: /^Acme Produção/ }).click();
  await page.waitForURL(/\/dashboard$/);
  await page.waitForTimeout(1500);
  expect(pathOf(page)).toBe('/dashboard');
});

test('a shared-budget link opened signed out: saved, then after sign-in a redirect and, 1 s later, its environment', async () => {
  const link = '/iaas/calculator/shared-budget?cloud_id=ACM2&budget_id=BDG-ACM2&view=full';
  const redirect = '/iaas/calculator/shared-budget?view=full&cloud_id=ACM2&budget_id=BDG-ACM2';
  await page.goto(url(link));
  await page.waitForURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('nuvem-shared-budget'))).toBe(link);

  await fillSignIn(page, 'ana@acme.example');
  await page.waitForURL((u) => u.pathname + u.search === redirect);
  const landed = Date.now();
  await page.getByRole('button', { name: /T\d+ - ACM2 - Acme Homologação/ }).waitFor();
  const switchedAfter = Date.now() - landed;
  expect(switchedAfter).toBeGreaterThan(700);
  expect(switchedAfter).toBeLessThan(5000);
  expect(pathOf(page)).toBe(redirect);
  expect(await page.evaluate(() => localStorage.getItem('nuvem-current-cloud'))).toBe('ACM2');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('nuvem-shared-budget'))).toBeNull();
});

test('the version check: an older stored version clears local and session storage at start-up', async () => {
  await page.goto(url('/login'));
  await page.getByRole('button', { name: 'Entrar', exact: true }).waitFor();
  expect((await storageOf('localStorage'))['nuvem-version']).toBe(buildVersion);
  await page.evaluate(() => {
    localStorage.setItem('nuvem-version', '0.0.1');
    localStorage.setItem('feedback', '{"answered":true}');
    localStorage.setItem('provider', 'oci');
    localStorage.setItem('junk', 'old build');
    sessionStorage.setItem('feedback', 'x');
    sessionStorage.setItem('junk', 'old build');
  });
  await page.reload();
  await page.getByRole('button', { name: 'Entrar', exact: true }).waitFor();
  expect(await storageOf('localStorage')).toEqual({ 'nuvem-version': buildVersion });
  expect(await storageOf('sessionStorage')).toEqual({});

  // The same version again: nothing is cleared.
  await page.evaluate(() => localStorage.setItem('layout', 'modern'));
  await page.reload();
  await page.getByRole('button', { name: 'Entrar', exact: true }).waitFor();
  expect(await storageOf('localStorage')).toEqual({ 'nuvem-version': buildVersion, layout: 'modern' });
});
