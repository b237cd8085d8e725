import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '@nuvem/devtools/chromium';
import { axeViolations, fillSignIn } from '../demoSession';
import { startPortalStack, type PortalStack } from '../portalStack';

/**
 * Termos de aceite and commercial events (issue 32) on the real stack in Chromium, on fresh demo data (every
 * demo user accepted version 1). Diego publishes version 2 of the terms; ana, signing in, is blocked by it until
 * she accepts, then finds her acceptance on the terms page. Ana asks to join an event; diego approves it and
 * she sees the outcome. One stack and one browser for both users.
 */
let stack: PortalStack;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  stack = await startPortalStack();
  browser = await launchChromium();
}, 300_000);

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await stack?.stop();
});

const url = (to: string) => `${stack.portalUrl}${to}`;
const title = `Termos de uso ${Date.now()}`;

async function signIn(email: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'pt-BR' });
  contexts.push(context);
  const page = await context.newPage();
  await page.goto(url('/login'));
  await fillSignIn(page, email);
  return page;
}

const pick = (page: Page) =>
  page
    .getByRole('button', { name: /ACM1\s*Acme Produção/ })
    .first()
    .click();

/** The blocking terms: the box ticked, then 'Aceitar'. */
async function accept(page: Page) {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.waitFor();
  const button = dialog.getByRole('button', { name: 'Aceitar' });
  expect(await button.isDisabled()).toBe(true);
  await dialog.getByRole('checkbox', { name: 'Li e aceito os termos' }).check();
  await button.click();
  await dialog.waitFor({ state: 'hidden' });
}

test('diego publishes a new version of the terms, which ana must accept before using the portal', async () => {
  const diego = await signIn('diego@nuvem.example');
  await diego.getByRole('heading', { name: 'Selecione um ambiente' }).waitFor();
  await pick(diego);
  await diego.goto(url('/admin/usage-terms'));
  await diego.getByRole('heading', { level: 1, name: 'Termos de uso' }).waitFor();
  await diego.getByRole('button', { name: 'Nova versão' }).first().click();
  const form = diego.getByRole('dialog', { name: 'Nova versão dos termos' });
  await form.getByRole('textbox', { name: /Título/ }).fill(title);
  await form
    .getByRole('textbox', { name: /Texto/ })
    .fill('**Novas regras**\n\n- Guardar as credenciais.\n- Usar com cuidado.');
  await form.getByRole('button', { name: 'Salvar rascunho' }).click();
  await diego.getByText(`O rascunho ${title} foi salvo.`).waitFor();
  expect(await axeViolations(diego)).toEqual([]);
  await diego.getByRole('button', { name: `Publicar ${title}` }).click();
  await diego
    .getByRole('dialog', { name: `Publicar ${title}?` })
    .getByRole('button', { name: 'Publicar' })
    .click();
  await diego.getByText(`A versão 2 (${title}) foi publicada: os usuários deverão aceitá-la.`).waitFor();

  // Ana is asked at sign-in, before anything else.
  const ana = await signIn('ana@acme.example');
  const asked = ana.getByRole('dialog', { name: title });
  await asked.getByText('Novas regras').waitFor();
  await accept(ana);
  await pick(ana);
  await ana.goto(url('/views-contract-acceptance'));
  await ana.getByRole('heading', { level: 1, name: 'Termos de aceite' }).waitFor();
  await ana.getByText(`Versão 2: ${title}`).waitFor();
  const acceptances = ana.getByRole('table', { name: 'Aceites dos termos' });
  await acceptances
    .getByRole('row', { name: /Ana Souza.*\b2\b/ })
    .first()
    .waitFor();
  expect(await axeViolations(ana)).toEqual([]);
  // Accepted: a reload asks no more.
  await ana.reload();
  await ana.getByRole('heading', { level: 1, name: 'Termos de aceite' }).waitFor();
  expect(await ana.getByRole('dialog', { name: title }).count()).toBe(0);
});

test('ana asks to join a commercial event and diego approves it', async () => {
  const ana = await signIn('ana@acme.example');
  await pick(ana);
  await ana.goto(url('/commercial-event'));
  await ana.getByRole('heading', { level: 1, name: 'Evento comercial' }).waitFor();
  await ana.getByRole('button', { name: 'Solicitar participação em Migração Nuvem 2026' }).click();
  await ana.getByText(/A participação em Migração Nuvem 2026 foi solicitada/).waitFor();
  expect(await axeViolations(ana)).toEqual([]);

  // Diego was asked for version 2 by the first test's publishing too.
  const diego = await signIn('diego@nuvem.example');
  await accept(diego);
  await pick(diego);
  await diego.goto(url('/admin/commercial-event-requests'));
  await diego.getByRole('heading', { level: 1, name: 'Solicitações de evento comercial' }).waitFor();
  await diego.getByRole('button', { name: 'Aprovar a solicitação de Acme Produção' }).click();
  await diego.getByText('A solicitação de Acme Produção para Migração Nuvem 2026 foi aprovada.').waitFor();
  expect(await axeViolations(diego)).toEqual([]);

  await ana.reload();
  const row = ana.getByRole('row', { name: /Migração Nuvem 2026/ });
  await row.getByText('Aprovada').waitFor();
});
