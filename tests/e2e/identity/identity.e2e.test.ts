import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '@nuvem/devtools/chromium';
import {
  publicClientId,
  startTestIdentityProvider,
  type TestIdentityProvider,
} from '@nuvem/devtools/testIdentityProvider';
import { startInsightsStack, type InsightsStack } from '../insights/insightsStack';
import { signInAndPick } from '../demoSession';
import { E2E_ANALYTICS_MONTHS } from '../apiProcess';

/**
 * Who the user is, on the real stack in Chromium: a deep link opened signed out survives single sign-on
 * against a real OpenID Connect issuer (oidc-provider), and a staff user's impersonation starts from the top
 * bar, is read-only (the API refuses a write, the portal says why) and ends from the banner.
 */
const SSO_LABEL = 'Nuvem ID';
let identityProvider: TestIdentityProvider;
let stack: InsightsStack;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  stack = await startInsightsStack(async ({ apiUrl }) => {
    const redirectUri = `${apiUrl}/api/v1/session/sso/callback`;
    identityProvider = await startTestIdentityProvider({ redirectUri });
    return {
      DEMO_ANALYTICS_MONTHS: E2E_ANALYTICS_MONTHS,
      OIDC_ISSUER: identityProvider.issuer,
      OIDC_CLIENT_ID: publicClientId,
      OIDC_REDIRECT_URI: redirectUri,
      OIDC_LABEL: SSO_LABEL,
    };
  });
  browser = await launchChromium();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
  await identityProvider?.close();
});

beforeEach(async () => {
  context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'pt-BR' });
  page = await context.newPage();
});
afterEach(() => context.close());

const url = (to: string) => `${stack.portalUrl}${to}`;
const where = () => {
  const { pathname, search, hash } = new URL(page.url());
  return pathname + search + hash;
};

/** oidc-provider's development pages: its login form (any password), then its consent form. */
async function signInAtProvider(login: string) {
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('anything');
  await page.locator('button[type="submit"]').click();
  await page.locator('button[type="submit"]').click(); // consent
}

test('a deep link opened signed out comes back after single sign-on, parameters and fragment included', async () => {
  identityProvider.accounts.set('ana-sub', { email: 'ana@acme.example', email_verified: true, name: 'Ana' });
  const deepLink = '/produto/protheus?aba=topologias#regioes';

  await page.goto(url(deepLink));
  await page.waitForURL(/\/login$/);
  await page.getByRole('button', { name: `Entrar com ${SSO_LABEL}` }).click();
  await page.waitForURL((to) => to.origin === identityProvider.issuer);
  await signInAtProvider('ana-sub');

  // Back through the API's callback and the portal's /authorize, to the page first asked for.
  await page.waitForURL((to) => to.origin === stack.portalUrl && to.pathname === '/produto/protheus');
  expect(where()).toBe(deepLink);
  // Signed in as ana: the shell asks for one of her environments before showing the page.
  await page.getByRole('heading', { name: 'Selecione um ambiente' }).waitFor();
});

test('an unknown identity at the provider comes back to the login page with the reason, signed out', async () => {
  identityProvider.accounts.set('stranger', { email: 'ninguem@fora.example', email_verified: true });
  await page.goto(url('/tickets'));
  await page.waitForURL(/\/login$/);
  await page.getByRole('button', { name: `Entrar com ${SSO_LABEL}` }).click();
  await page.waitForURL((to) => to.origin === identityProvider.issuer);
  await signInAtProvider('stranger');

  await page.waitForURL((to) => to.origin === stack.portalUrl && to.pathname === '/login');
  expect(new URL(page.url()).searchParams.get('sso_error')).toBeTruthy();
  await expect(page.getByRole('alert').first().textContent()).resolves.toBeTruthy();
  expect(await page.evaluate(() => ({ ...window.localStorage }))).not.toHaveProperty('nuvem-refresh-token');
});

test('staff impersonate a customer from the top bar: read-only, shown while active, ended from the banner', async () => {
  await signInAndPick(page, stack.portalUrl, 'diego@nuvem.example', /ACM1/);

  await page.getByRole('button', { name: 'Personificar usuário' }).click();
  const dialog = page.getByRole('dialog', { name: 'Personificar usuário' });
  await dialog.getByRole('searchbox', { name: 'Buscar por nome ou e-mail' }).fill('ana@acme');
  await dialog.getByText('Ana Souza').click();

  const banner = page.getByText('Você está vendo o portal como Ana Souza');
  await banner.waitFor();
  // Ana's environments now: a write (a favorite) is refused by the API and the portal says why.
  const writes: number[] = [];
  page.on('response', (response) => {
    if (response.request().method() !== 'GET' && new URL(response.url()).pathname.includes('/favorites'))
      writes.push(response.status());
  });
  await page.getByRole('button', { name: /Ambiente atual/ }).click();
  await page
    .getByRole('button', { name: /^Favoritar / })
    .first()
    .click();
  await page.getByText('somente leitura. Encerre a personificação para fazer alterações.').waitFor();
  expect(writes).toEqual([403]);
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Encerrar' }).click();
  await banner.waitFor({ state: 'detached' });
  // Diego again: the staff control is back in the top bar.
  await page.getByRole('button', { name: 'Personificar usuário' }).waitFor();
});
