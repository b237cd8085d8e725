import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '@nuvem/devtools/chromium';
import { axeViolations, signInAndPick } from '../demoSession';
import { startPortalStack, type PortalStack } from '../portalStack';

/**
 * Estúdio do desenvolvedor › Projetos (/develop/projects, issue 31) on the real stack in Chromium: carla (a
 * partner holding `developer`) creates a project and a read-only IaaS + Insights token, copies it from the
 * dialog that shows it once, and calls the API with it: her token may ask which it is (200), a write and
 * another area are outside its scopes (403 token_scope), and an IaaS read answers as carla would (she holds no
 * IaaS role: 403 forbidden). She revokes it: the next call is 401 api_token_revoked. The list shows only the
 * token's last four.
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
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  page = await context.newPage();
});
afterEach(() => context.close());

const url = (to: string) => `${stack.portalUrl}${to}`;

/** A call to the API with the token, answering the status and the error code (if any). */
async function callWith(token: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${stack.api.url}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined
        ? {}
        : { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await res.json().catch(() => ({}))) as { error_code?: string };
  return { status: res.status, code: answer.error_code };
}

test('carla creates a project and a read-only token, calls the API with it, and revokes it', async () => {
  await signInAndPick(page, stack.portalUrl, 'carla@parceira.example', /ACM1/);
  await page.goto(url('/develop/projects'));
  await page.getByRole('heading', { level: 1, name: 'Projetos' }).waitFor();
  await page.getByText('Você ainda não tem projetos.').waitFor();
  expect(await axeViolations(page)).toEqual([]);

  // The project.
  await page.getByRole('button', { name: 'Novo projeto' }).first().click();
  const projectDialog = page.getByRole('dialog', { name: 'Novo projeto' });
  await projectDialog.getByRole('textbox', { name: /Nome/ }).fill('Integração e2e');
  await projectDialog.getByRole('textbox', { name: /Descrição/ }).fill('Leitura de máquinas e dashboards');
  await projectDialog.getByRole('checkbox', { name: /ACM1/ }).check();
  await projectDialog.getByRole('button', { name: 'Criar projeto' }).click();
  await projectDialog.waitFor({ state: 'hidden' });
  await page.getByText('O projeto Integração e2e foi criado.').waitFor();
  await page.getByRole('link', { name: 'Integração e2e' }).click();
  await page.getByRole('heading', { level: 2, name: 'Integração e2e' }).waitFor();
  await page.getByText('Ambientes: ACM1').waitFor();

  // The token, shown once.
  await page.getByRole('button', { name: 'Novo token' }).first().click();
  const tokenDialog = page.getByRole('dialog', { name: 'Novo token de API' });
  await tokenDialog.getByRole('textbox', { name: /Nome/ }).fill('ci-leitura');
  await tokenDialog.getByRole('checkbox', { name: /IaaS: leitura GET/ }).check();
  await tokenDialog.getByRole('checkbox', { name: /Insights: leitura/ }).check();
  await tokenDialog.getByRole('radio', { name: '90 dias' }).check();
  await tokenDialog.getByRole('button', { name: 'Gerar token' }).click();
  const created = page.getByRole('dialog', { name: 'Token criado' });
  await created.getByText(/ele não será mostrado de novo/).waitFor();
  const token = await created.getByRole('textbox', { name: 'Token' }).inputValue();
  expect(token).toMatch(/^nvm_pat_[A-Za-z0-9_-]{43}$/);
  await created.getByRole('button', { name: 'Copiar o token' }).click();
  await created.getByText('Token copiado.').waitFor();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);
  await created.getByRole('button', { name: 'Já copiei o token' }).click();
  await created.waitFor({ state: 'hidden' });

  // Listed by its last four only; the page never holds the token again.
  const table = page.getByRole('table', { name: 'Tokens de API do projeto' });
  await table.getByText(`nvm_pat_…${token.slice(-4)}`).waitFor();
  await table.getByText('Nunca usado').waitFor();
  expect(await page.content()).not.toContain(token);
  expect(await axeViolations(page)).toEqual([]);

  // The API, with the token.
  expect(await callWith(token, 'GET', '/api/v1/token')).toEqual({ status: 200, code: undefined });
  expect(
    await callWith(token, 'POST', '/api/v1/environments/ACM1/iaas/ssh-keys', { name: 'x', public_key: 'x' }),
  ).toEqual({ status: 403, code: 'token_scope' });
  expect(await callWith(token, 'GET', '/api/v1/audit')).toEqual({ status: 403, code: 'token_scope' });
  expect(await callWith(token, 'GET', '/api/v1/develop/projects')).toEqual({
    status: 403,
    code: 'token_scope',
  });
  // Within its scopes, the owner's own rights still apply: carla holds no IaaS role.
  expect(await callWith(token, 'GET', '/api/v1/environments/ACM1/iaas/ssh-keys')).toEqual({
    status: 403,
    code: 'forbidden',
  });

  // Its last use shows after a reload; then it is revoked, and refused at once.
  await page.reload();
  await table.getByText(/^de /).waitFor();
  await table.getByRole('button', { name: 'Revogar o token ci-leitura' }).click();
  const confirm = page.getByRole('dialog', { name: 'Revogar o token ci-leitura?' });
  await confirm.getByRole('textbox', { name: 'Nome do token' }).fill('ci-leitura');
  await confirm.getByRole('button', { name: 'Revogar' }).click();
  await page.getByText('O token ci-leitura foi revogado e deixou de funcionar.').waitFor();
  await table.getByText('Revogado').waitFor();
  expect(await callWith(token, 'GET', '/api/v1/token')).toEqual({ status: 401, code: 'api_token_revoked' });
}, 180_000);

test('at 390 px the projects page fits', async () => {
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'pt-BR' });
  const small = await phone.newPage();
  try {
    await signInAndPick(small, stack.portalUrl, 'carla@parceira.example', /ACM1/);
    await small.goto(url('/develop/projects'));
    await small.getByRole('heading', { level: 1, name: 'Projetos' }).waitFor();
    const overflow = await small.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  } finally {
    await phone.close();
  }
}, 120_000);
