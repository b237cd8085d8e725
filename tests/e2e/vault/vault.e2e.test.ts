import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '@nuvem/devtools/chromium';
import { axeViolations, settled, signInAndPick } from '../demoSession';
import { startPortalStack, type PortalStack } from '../portalStack';

/**
 * Cofre and Chaves externas (issue 31) on the real stack in Chromium: the portal's production build and the API
 * on fresh demo data. Ana creates a secret in ACM1 (its vault gets a generated key), reveals it; disables the
 * environment's key from the top bar's key page (typed confirmation), finds the reveal refused with the
 * message; enables the key again and reveals the secret once more. Both pages fit a 390 px phone.
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
const value = `e2e-${Date.now()}-S3nh@`;
const disabledMessage = /A chave chave-padrao, que protege este cofre, está desativada/;

async function open(width: number, height: number) {
  context = await browser.newContext({ viewport: { width, height }, locale: 'pt-BR' });
  page = await context.newPage();
  await signInAndPick(page, stack.portalUrl, 'ana@acme.example', /ACM1\s*Acme Produção/);
}

async function openSecret(name: string) {
  await page.goto(url('/security-center/vault'));
  await page.getByRole('heading', { level: 1, name: 'Cofre' }).waitFor();
  await page.getByRole('button', { name: `Abrir o segredo ${name}` }).click();
  return page.getByRole('dialog', { name });
}

test('ana creates and reveals a secret, disables the key (reveal refused), enables it again', async () => {
  await open(1440, 900);
  await page.goto(url('/security-center/vault'));
  await page.getByRole('heading', { level: 1, name: 'Cofre' }).waitFor();
  await page.getByText('Este ambiente ainda não tem segredos no cofre.').waitFor();
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Criar segredo' }).first().click();
  const form = page.getByRole('dialog', { name: 'Criar segredo' });
  await form.getByRole('textbox', { name: /Nome/ }).fill('e2e/db-password');
  await form.getByRole('textbox', { name: /Valor/ }).fill(value);
  await form.getByRole('button', { name: 'Criar' }).click();
  await form.waitFor({ state: 'hidden' });
  await page.getByText('O segredo e2e/db-password foi criado.').waitFor();
  expect(await page.getByText(value).count()).toBe(0);

  let panel = await openSecret('e2e/db-password');
  await panel.getByRole('button', { name: 'Revelar' }).click();
  await panel.getByText(value).waitFor();
  expect(await axeViolations(page)).toEqual([]);
  await panel.getByRole('button', { name: 'Ocultar' }).click();
  expect(await panel.getByText(value).count()).toBe(0);
  // The panel is modal: closed, the page behind it (and its top bar) is reachable again.
  await panel.getByRole('button', { name: 'Fechar' }).click();
  await panel.waitFor({ state: 'hidden' });

  // The top bar's key button leads to the keys protecting this vault.
  await page.getByRole('link', { name: 'Gerenciamento de chaves externas' }).click();
  await page.getByRole('heading', { level: 1, name: 'Chaves externas' }).waitFor();
  const keys = page.getByRole('table', { name: 'Chaves externas do ambiente' });
  await keys.getByText('Em uso pelo cofre').waitFor();
  // The key button's tooltip (a popup outside the page's landmarks) closes when the pointer leaves.
  await page.mouse.move(0, 0);
  await page.getByRole('tooltip').waitFor({ state: 'detached' });
  expect(await axeViolations(page)).toEqual([]);
  await keys.getByRole('button', { name: 'Desativar a chave chave-padrao' }).click();
  const confirm = page.getByRole('dialog', { name: 'Desativar a chave chave-padrao?' });
  await confirm.getByRole('textbox').fill('chave-padrao');
  await confirm.getByRole('button', { name: 'Desativar' }).click();
  await page.getByText(/A chave chave-padrao foi desativada/).waitFor();

  panel = await openSecret('e2e/db-password');
  await page.getByText(disabledMessage).first().waitFor();
  expect(await panel.getByRole('button', { name: 'Revelar' }).isDisabled()).toBe(true);

  await page.goto(url('/admin/external-key-management'));
  await page.getByRole('button', { name: 'Reativar a chave chave-padrao' }).click();
  await page.getByText('A chave chave-padrao foi reativada.').waitFor();

  panel = await openSecret('e2e/db-password');
  await panel.getByRole('button', { name: 'Revelar' }).click();
  await panel.getByText(value).waitFor();
});

test('the vault and the keys fit a 390 px phone', async () => {
  await open(390, 844);
  for (const [path, heading] of [
    ['/security-center/vault', 'Cofre'],
    ['/admin/external-key-management', 'Chaves externas'],
  ] as const) {
    await page.goto(url(path));
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    await page.waitForLoadState('networkidle');
    await settled(page);
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    }));
    expect(scrollWidth, `${path} scrolls sideways`).toBeLessThanOrEqual(innerWidth);
  }
});
