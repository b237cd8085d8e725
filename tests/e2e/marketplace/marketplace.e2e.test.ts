import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '@nuvem/devtools/chromium';
import { axeViolations, settled, signInAndPick } from '../demoSession';
import { startPortalStack, type PortalStack } from '../portalStack';

/**
 * Marketplace (issue 32) on the real stack in Chromium: the portal's production build and the API on fresh
 * demo data. Diego creates an offer in Administração › Marketplace and publishes it; carla (a partner, who
 * holds menu_marketplace_test) finds it in /marketplace for Acme Produção, orders a plan, confirms the
 * summary and sees the purchase provisioned (the offer's card reads its purchase — the row the statement
 * bills — until it says 'Contratada') with the way to her purchases. Both pages fit a 390 px phone.
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
const offerName = `Observabilidade e2e ${Date.now()}`;

async function open(email: string, width = 1440, height = 900) {
  context = await browser.newContext({ viewport: { width, height }, locale: 'pt-BR' });
  page = await context.newPage();
  await signInAndPick(page, stack.portalUrl, email, /ACM1\s*Acme Produção/);
}

test('diego creates and publishes an offer; carla buys it and sees it provisioned', async () => {
  await open('diego@nuvem.example');
  await page.goto(url('/admin/marketplace'));
  await page.getByRole('heading', { level: 1, name: 'Marketplace' }).waitFor();
  const offers = page.getByRole('table', { name: 'Ofertas do marketplace' });
  await offers.getByText('Backup gerenciado em nuvem').waitFor();
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Nova oferta' }).first().click();
  const form = page.getByRole('dialog', { name: 'Nova oferta' });
  await form.getByRole('textbox', { name: /^Nome da oferta/ }).fill(offerName);
  await form
    .getByRole('textbox', { name: /^Descrição/ })
    .fill('Logs, métricas e rastreamento das aplicações.');
  await form.getByRole('textbox', { name: /^Nome do plano 1/ }).fill('Padrão');
  await form.getByRole('textbox', { name: /^Preço do plano 1/ }).fill('149,90');
  await form.getByRole('button', { name: 'Criar oferta' }).click();
  await form.waitFor({ state: 'hidden' });
  await page.getByText(`A oferta ${offerName} foi criada como rascunho.`, { exact: false }).waitFor();
  await offers.getByRole('button', { name: `Publicar a oferta ${offerName}` }).click();
  await page.getByText(`A oferta ${offerName} foi publicada.`).waitFor();
  await context.close();

  await open('carla@parceira.example');
  // Her menu's entry (spec §6: menu_marketplace_test) is covered by the menu's table test.
  await page.goto(url('/marketplace'));
  await page.getByRole('heading', { level: 1, name: 'Marketplace' }).waitFor();
  await page.getByText('Ofertas disponíveis para o ambiente Acme Produção (ACM1).').waitFor();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: `Ver a oferta ${offerName}` }).click();
  const dialog = page.getByRole('dialog', { name: offerName });
  await dialog.getByRole('radio', { name: /^Padrão — R\$\s149,90 por mês$/ }).check();
  await dialog
    .getByRole('spinbutton', { name: /Quantidade/ })
    .or(dialog.getByRole('textbox', { name: /Quantidade/ }))
    .fill('2');
  await dialog.getByRole('button', { name: 'Revisar pedido' }).click();
  const summary = page.getByRole('dialog', { name: 'Confirme o pedido' });
  await summary.getByText(/R\$\s299,80 por mês, na fatura mensal/).waitFor();
  await summary.getByText('Acme Produção (ACM1)').waitFor();
  await summary.getByText(/cancelar sem custo em até 7 dias/).waitFor();
  expect(await axeViolations(page)).toEqual([]);
  await summary.getByRole('button', { name: 'Confirmar pedido' }).click();
  await summary.waitFor({ state: 'hidden' });
  await page.getByText(`Pedido de ${offerName} enviado`, { exact: false }).waitFor();
  expect(await page.getByRole('link', { name: 'Acompanhar em Minhas compras' }).getAttribute('href')).toBe(
    '/store/compras',
  );
  // The operation provisions it: the offer's card follows its purchase until it is active.
  const card = page.getByRole('listitem').filter({ hasText: offerName });
  await card.getByText('Contratada').waitFor({ timeout: 30_000 });
});

test('the marketplace and its admin fit a 390 px phone', async () => {
  await open('diego@nuvem.example', 390, 844);
  for (const [path, heading] of [
    ['/marketplace', 'Marketplace'],
    ['/admin/marketplace', 'Marketplace'],
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
