import type { IamEnvironmentUsers, IamUserList, TokenPair } from '@nuvem/api-contract';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '@nuvem/devtools/chromium';
import { axeViolations, DEMO_PASSWORD, signInAndPick } from '../demoSession';
import { startPortalStack, type PortalStack } from '../portalStack';

/**
 * IAM for staff (issue 31) on the real stack in Chromium: Diego (list_features, list_roles, list_user_roles)
 * reads the catalogue and the roles, and on Usuários gives Ana back 'Gestor comercial' (which holds tss) on
 * ACM1: 'TSS' appears in Ana's open menu at her next /me check, without a new sign-in. Bruno holds none of the
 * three features: each route sends him to /not-authorized.
 */
let stack: PortalStack;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  [stack, browser] = await Promise.all([startPortalStack(), launchChromium()]);
}, 300_000);

afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  await browser?.close();
  await stack?.stop();
});

async function newPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'pt-BR' });
  contexts.push(context);
  return context.newPage();
}

async function apiAs(email: string) {
  const res = await fetch(`${stack.api.url}/api/v1/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const { access_token } = (await res.json()) as TokenPair;
  return (method: string, path: string, body?: unknown) =>
    fetch(`${stack.api.url}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${access_token}`,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
}

const menuOf = (page: Page) => page.getByRole('navigation', { name: 'Menu principal' });
const IAM_PATHS = ['/admin/iam/features', '/admin/iam/roles', '/admin/iam/users'] as const;

test("a role given on Usuários reaches the user's open menu without a new sign-in", async () => {
  // Setup through the API as staff: Ana loses 'Gestor comercial' (her TSS) on every Acme environment.
  const diegoApi = await apiAs('diego@nuvem.example');
  for (const cloudId of ['ACM1', 'ACM2', 'ACM3']) {
    const users = (await (
      await diegoApi('GET', `/api/v1/iam/environments/${cloudId}/users`)
    ).json()) as IamEnvironmentUsers;
    const ana = users.users.find((user) => user.email === 'ana@acme.example')!;
    const kept = ana.roles.filter((role) => role.key !== 'commercial_manager').map((role) => role.role_id);
    const put = await diegoApi('PUT', `/api/v1/iam/environments/${cloudId}/users/${ana.user_id}/roles`, {
      role_ids: kept,
    });
    expect(put.status).toBe(200);
  }

  const ana = await newPage();
  await signInAndPick(ana, stack.portalUrl, 'ana@acme.example', /ACM1\s*Acme Produção/);
  await menuOf(ana).getByRole('link', { name: 'Gestão de usuários' }).waitFor();
  expect(await menuOf(ana).getByRole('link', { name: 'TSS' }).count()).toBe(0);

  const diego = await newPage();
  await signInAndPick(diego, stack.portalUrl, 'diego@nuvem.example', /ACM1\s*Acme Produção/);
  // The catalogue: what each feature opens, and the roles holding it.
  await diego.goto(`${stack.portalUrl}/admin/iam/features?filter=${encodeURIComponent(':tss')}`);
  await diego.getByRole('heading', { level: 1, name: 'Funcionalidades' }).waitFor();
  const catalogue = diego.getByRole('table', { name: 'Catálogo de funcionalidades e sinalizadores' });
  await catalogue.getByRole('rowheader', { name: 'tss', exact: true }).waitFor();
  expect(await axeViolations(diego)).toEqual([]);
  // The roles, then the users, from the menu.
  await menuOf(diego).getByRole('link', { name: 'Perfis' }).click();
  await diego.getByRole('heading', { level: 1, name: 'Perfis' }).waitFor();
  await diego.getByRole('table', { name: 'Perfis' }).getByText('Gestor comercial').first().waitFor();
  expect(await axeViolations(diego)).toEqual([]);

  await diego.goto(`${stack.portalUrl}/admin/iam/users?filter=${encodeURIComponent(':ana@acme.example')}`);
  await diego.getByRole('heading', { level: 1, name: 'Usuários' }).waitFor();
  const table = diego.getByRole('table', { name: 'Usuários e seus perfis' });
  await table.getByRole('rowheader', { name: /Ana Souza/ }).waitFor();
  expect(await axeViolations(diego)).toEqual([]);
  await table.getByRole('button', { name: 'Alterar os perfis de Ana Souza' }).click();
  const dialog = diego.getByRole('dialog', { name: 'Perfis de Ana Souza' });
  await dialog
    .getByRole('group', { name: 'Perfis no ambiente ACM1' })
    .getByRole('checkbox', { name: /Gestor comercial/ })
    .check();
  await dialog.getByRole('button', { name: 'Salvar perfis' }).click();
  await diego.getByText(/Os perfis de Ana Souza foram alterados/).waitFor();

  // Ana's page, untouched: the next /me check (10 s) brings TSS into her menu.
  await menuOf(ana).getByRole('link', { name: 'TSS' }).waitFor({ timeout: 25_000 });
});

test('Diego cannot change his own roles: the action says why, and the API refuses it', async () => {
  const diego = await newPage();
  await signInAndPick(diego, stack.portalUrl, 'diego@nuvem.example', /ACM1\s*Acme Produção/);
  await diego.goto(`${stack.portalUrl}/admin/iam/users?filter=${encodeURIComponent(':diego@nuvem.example')}`);
  const table = diego.getByRole('table', { name: 'Usuários e seus perfis' });
  const own = table.getByRole('button', {
    name: 'Você não pode alterar os seus próprios perfis; peça a outra pessoa da equipe.',
  });
  await own.waitFor();
  expect(await own.isDisabled()).toBe(true);
  const diegoApi = await apiAs('diego@nuvem.example');
  const list = (await (
    await diegoApi('GET', `/api/v1/iam/users?filter=${encodeURIComponent(':diego@nuvem.example')}`)
  ).json()) as IamUserList;
  const self = list.items.find((user) => user.email === 'diego@nuvem.example')!;
  const put = await diegoApi('PUT', `/api/v1/iam/users/${self.user_id}/roles`, { role_ids: [] });
  expect(put.status).toBe(403);
  expect(await put.json()).toMatchObject({ error_code: 'iam_own_roles' });
});

test('bruno (none of the three features) is sent to /not-authorized on each IAM route', async () => {
  const page = await newPage();
  await signInAndPick(page, stack.portalUrl, 'bruno@globex.example', /GLX07\s*Globex Filial 7(?!\d)/);
  await page.waitForURL((u) => u.pathname === '/dashboard');
  for (const path of IAM_PATHS) {
    await page.goto(`${stack.portalUrl}${path}`);
    await page.waitForURL((u) => u.pathname === '/not-authorized');
  }
  const bruno = await apiAs('bruno@globex.example');
  expect((await bruno('GET', '/api/v1/iam/features')).status).toBe(403);
  expect((await bruno('GET', '/api/v1/iam/users')).status).toBe(403);
});
