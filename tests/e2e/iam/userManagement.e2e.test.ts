import type { IamEnvironmentUsers, TokenPair } from '@nuvem/api-contract';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '@nuvem/devtools/chromium';
import { axeViolations, DEMO_PASSWORD, fillSignIn, signInAndPick } from '../demoSession';
import { createOutbox } from '../outbox';
import { startPortalStack, type PortalStack } from '../portalStack';

/**
 * Gestão de usuários (issue 31) on the real stack in Chromium. Access changed in the portal reaches the user
 * without signing in again: with TSS taken from Ana, Diego gives her 'Gestor comercial' back on the screen and
 * 'TSS' appears in Ana's open menu at her next /me check (10 s). Ana invites Rui by e-mail: the outbox holds
 * his link, he sets a password and signs in to the environment with the role she chose.
 */
let stack: PortalStack;
let browser: Browser;
const contexts: BrowserContext[] = [];
const outbox = createOutbox();

beforeAll(async () => {
  [stack, browser] = await Promise.all([startPortalStack({ MAIL_OUTBOX_DIR: outbox.dir }), launchChromium()]);
}, 300_000);

afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  await browser?.close();
  await stack?.stop();
  outbox.remove();
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

test("a role given on the screen reaches the user's open menu without a new sign-in", async () => {
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
  await menuOf(diego).getByRole('link', { name: 'Gestão de usuários' }).click();
  await diego.getByRole('heading', { level: 1, name: 'Gestão de usuários' }).waitFor();
  const table = diego.getByRole('table', { name: 'Usuários com acesso ao ambiente' });
  await table.getByRole('rowheader', { name: /Ana Souza/ }).waitFor();
  expect(await axeViolations(diego)).toEqual([]);
  await table.getByRole('button', { name: 'Alterar os papéis de Ana Souza' }).click();
  const dialog = diego.getByRole('dialog', { name: 'Papéis de Ana Souza' });
  await dialog.getByRole('checkbox', { name: /Gestor comercial/ }).check();
  await dialog.getByRole('button', { name: 'Salvar papéis' }).click();
  await diego.getByText('Os papéis de Ana Souza foram alterados.').waitFor();

  // Ana's page, untouched: the next /me check (10 s) brings TSS into her menu.
  await menuOf(ana).getByRole('link', { name: 'TSS' }).waitFor({ timeout: 25_000 });
});

test('Ana invites Rui: the mail holds his link, he sets a password and enters with the role she chose', async () => {
  const ana = await newPage();
  await signInAndPick(ana, stack.portalUrl, 'ana@acme.example', /ACM1\s*Acme Produção/);
  await ana.goto(`${stack.portalUrl}/admin/iam/usuarios-adm-usuarios`);
  await ana.getByRole('heading', { level: 1, name: 'Gestão de usuários' }).waitFor();
  await ana.getByRole('button', { name: 'Convidar usuário' }).first().click();
  const dialog = ana.getByRole('dialog', { name: 'Convidar usuário' });
  await dialog.getByRole('textbox', { name: /E-mail/ }).fill('rui@acme.example');
  await dialog.getByRole('textbox', { name: /Nome completo/ }).fill('Rui Alves');
  // A role she may not give is listed disabled, with why.
  expect(await dialog.getByRole('checkbox', { name: /Analista de migração/ }).isDisabled()).toBe(true);
  await dialog.getByRole('checkbox', { name: /Operador de IaaS/ }).check();
  expect(await axeViolations(ana)).toEqual([]);
  await dialog.getByRole('button', { name: 'Enviar convite' }).click();
  await ana.getByText(/Convite enviado para rui@acme.example/).waitFor();
  const row = ana.getByRole('row', { name: /Rui Alves/ });
  await row.getByText('Convite pendente').waitFor();

  await expect.poll(() => outbox.mailTo('rui@acme.example').length).toBe(1);
  const link = /https?:\/\/\S+#token=[A-Za-z0-9_-]+/.exec(outbox.mailTo('rui@acme.example')[0]!.text)![0];
  const rui = await newPage();
  await rui.goto(link.replace(/^https?:\/\/[^/]+/, stack.portalUrl));
  await rui.getByLabel(/^Nova senha/).fill('rui-senha-nova-1');
  await rui.getByLabel(/^Repita a nova senha/).fill('rui-senha-nova-1');
  await rui.getByRole('button', { name: 'Salvar e entrar' }).click();
  await rui.waitForURL(/\/dashboard$/);
  // A new user accepts the current terms before anything else (issue 32).
  const terms = rui.getByRole('dialog', { name: 'Termos de uso da Nuvem' });
  await terms.getByRole('checkbox', { name: 'Li e aceito os termos' }).check();
  await terms.getByRole('button', { name: 'Aceitar' }).click();
  await terms.waitFor({ state: 'hidden' });
  // No phone yet: the portal asks once to complete the registration (spec §2.10).
  await rui
    .getByRole('dialog', { name: 'Cadastro incompleto' })
    .getByRole('button', { name: 'Agora não' })
    .click();
  // A first sign-in picks its environment (spec §2.3).
  await rui.getByText('Acme Produção').click();
  // The role she chose: IaaS, and not what she holds besides (Gestão de usuários).
  await menuOf(rui).getByText('IaaS', { exact: true }).waitFor();
  expect(await menuOf(rui).getByRole('link', { name: 'Gestão de usuários' }).count()).toBe(0);

  // And he signs in with it as anyone would.
  const again = await newPage();
  await again.goto(`${stack.portalUrl}/login`);
  await fillSignIn(again, 'rui@acme.example', 'rui-senha-nova-1');
  await again.waitForURL(/\/dashboard$/);
});
