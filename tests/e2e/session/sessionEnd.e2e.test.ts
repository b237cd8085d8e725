import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '@nuvem/devtools/chromium';
import { signInAndPick } from '../demoSession';
import { startPortalStack, type PortalStack } from '../portalStack';

/**
 * When a session ends, and when it must not (issue 29), on the real stack in Chromium: a refresh the API
 * answers 429 is waited out and the user stays signed in; a sign-in ended elsewhere, a sign-out chosen, and a
 * sign-out in another tab each land on the login page saying why, once.
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
  context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'pt-BR' });
  page = await context.newPage();
});
afterEach(() => context.close());

const REFRESH_PATH = '/api/v1/session/refresh';
const storedRefreshToken = (on: Page = page) =>
  on.evaluate(() => window.localStorage.getItem('nuvem-refresh-token'));

/** Signed in as Ana, on the dashboard of an environment, with the shell's 'Sair' drawn. */
async function signedIn(on: Page = page): Promise<void> {
  await signInAndPick(on, stack.portalUrl, 'ana@acme.example', /ACM1/);
  await on.waitForURL(/\/dashboard$/);
  await on.getByRole('button', { name: 'Sair' }).waitFor();
}

test('a refresh answered 429 is waited out as Retry-After asks: after a reload the user is still signed in', async () => {
  await signedIn();
  const refreshes: { status: number; at: number }[] = [];
  await page.route(`**${REFRESH_PATH}`, async (route) => {
    if (refreshes.length === 0) {
      refreshes.push({ status: 429, at: Date.now() });
      return route.fulfill({
        status: 429,
        headers: { 'content-type': 'application/json', 'retry-after': '2' },
        body: JSON.stringify({
          error_code: 'too_many_requests',
          error_vars: ['2'],
          error_title: 'Erro',
          error_type: 'error',
          error_message: 'Too many attempts. Try again in 2 seconds.',
        }),
      });
    }
    refreshes.push({ status: 0, at: Date.now() });
    return route.continue();
  });

  await page.reload();
  await page.getByRole('button', { name: 'Sair' }).waitFor({ timeout: 20_000 });
  expect(new URL(page.url()).pathname).toBe('/dashboard');
  expect(refreshes).toHaveLength(2);
  expect(refreshes[1]!.at - refreshes[0]!.at).toBeGreaterThanOrEqual(1_900);
  expect(await storedRefreshToken()).toEqual(expect.any(String));
});

test('a refresh the API answered but whose answer was lost is sent again with its key: the user stays signed in', async () => {
  await signedIn();
  // The first refresh after the reload reaches the API, which spends the stored token, and its answer is
  // dropped on the way back (as when a reload or a lost connection cuts it); the portal tries again.
  const keys: (string | undefined)[] = [];
  await page.route(`**${REFRESH_PATH}`, async (route) => {
    keys.push(route.request().headers()['idempotency-key']);
    if (keys.length > 1) return route.continue();
    const answered = await route.fetch();
    expect(answered.status()).toBe(200);
    return route.abort('connectionreset');
  });
  await page.reload();
  await page.getByRole('button', { name: 'Sair' }).waitFor({ timeout: 20_000 });
  expect(new URL(page.url()).pathname).toBe('/dashboard');
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
  // The pair the retry got works: the next reload refreshes with it and stays signed in.
  await page.unroute(`**${REFRESH_PATH}`);
  await page.reload();
  await page.getByRole('button', { name: 'Sair' }).waitFor({ timeout: 20_000 });
  expect(new URL(page.url()).pathname).toBe('/dashboard');
});

test('a sign-in ended elsewhere lands on the login page with the reason, said once', async () => {
  await signedIn();
  // As another device holding this sign-in would: its refresh token exchanged, then the sign-in ended.
  const api = stack.api.url;
  const exchanged = await fetch(`${api}${REFRESH_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ refresh_token: await storedRefreshToken() }),
  });
  expect(exchanged.status).toBe(200);
  const { access_token } = (await exchanged.json()) as { access_token: string };
  const ended = await fetch(`${api}/api/v1/session`, {
    method: 'DELETE',
    headers: { authorization: `Bearer ${access_token}` },
  });
  expect(ended.status).toBe(204);

  await page.reload();
  await page.waitForURL(/\/login$/);
  await expect.poll(() => page.getByRole('alert').textContent()).toBe('Sua sessão expirou. Entre novamente.');
  expect(await storedRefreshToken()).toBeNull();

  // Once: the login page loaded again has nothing to say.
  await page.reload();
  await page.getByRole('button', { name: 'Entrar', exact: true }).waitFor();
  expect(await page.getByRole('alert').count()).toBe(0);
});

test('choosing to sign out says so on the login page', async () => {
  await signedIn();
  await page.getByRole('button', { name: 'Sair' }).click();
  await page.waitForURL(/\/login$/);
  await expect.poll(() => page.getByRole('status').textContent()).toBe('Você saiu da sua conta.');
});

test('a sign-out in another tab sends this one to the login page, saying where it happened', async () => {
  await signedIn();
  const other = await context.newPage();
  await other.goto(`${stack.portalUrl}/dashboard`);
  await other.getByRole('button', { name: 'Sair' }).click();
  await other.waitForURL(/\/login$/);

  await page.waitForURL(/\/login$/);
  await expect
    .poll(() => page.getByRole('alert').textContent())
    .toBe('Sua sessão foi encerrada em outra aba ou janela. Entre novamente.');
});
