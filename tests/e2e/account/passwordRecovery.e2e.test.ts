import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '@nuvem/devtools/chromium';
import { axeViolations, DEMO_PASSWORD, fillSignIn, signInAndPick } from '../demoSession';
import { createOutbox } from '../outbox';
import { startPortalStack, type PortalStack } from '../portalStack';

/**
 * Password recovery (portal spec §5.5, issue 31) on the real stack in Chromium: Ana follows 'Esqueci minha
 * senha' from the login page, the API writes the mail to its outbox (no SMTP_URL), the test opens the mail's
 * link, sets a new password, is signed in with it; the old password stops working and the link works once.
 * The stack has its own copy of the demo data, so Ana's password changes there only.
 */
let stack: PortalStack;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const outbox = createOutbox();
const NEW_PASSWORD = 'uma-senha-nova-e2e-1';

beforeAll(async () => {
  [stack, browser] = await Promise.all([startPortalStack({ MAIL_OUTBOX_DIR: outbox.dir }), launchChromium()]);
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
  outbox.remove();
});

beforeEach(async () => {
  context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'pt-BR' });
  page = await context.newPage();
});
afterEach(() => context.close());

const mailTo = outbox.mailTo;

test('Ana recovers her password by e-mail, signs in with the new one, and the link works once', async () => {
  await page.goto(`${stack.portalUrl}/login`);
  await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
  await page.waitForURL(/\/authentication\/recover$/);
  await page.getByRole('heading', { level: 1, name: 'Recuperar senha' }).waitFor();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('textbox', { name: /E-mail/ }).fill('ana@acme.example');
  await page.getByRole('button', { name: 'Enviar link' }).click();
  await expect
    .poll(() => page.getByRole('status').first().textContent())
    .toContain('Se houver uma conta com o e-mail ana@acme.example');

  // An unknown address gets the same answer, and no mail.
  await page.getByRole('button', { name: 'Pedir outro link' }).click();
  await page.getByRole('textbox', { name: /E-mail/ }).fill('ninguem@acme.example');
  await page.getByRole('button', { name: 'Enviar link' }).click();
  await expect.poll(() => page.getByRole('status').first().textContent()).toContain('ninguem@acme.example');

  await expect.poll(() => mailTo('ana@acme.example').length).toBe(1);
  expect(mailTo('ninguem@acme.example')).toEqual([]);
  const [mail] = mailTo('ana@acme.example');
  expect(mail!.subject).toBe('Nuvem: redefinição de senha');
  const link = /(http\S+\/authentication\/reset#token=[A-Za-z0-9_-]+)/.exec(mail!.text)?.[1];
  expect(link?.startsWith(stack.portalUrl)).toBe(true);

  await page.goto(link!);
  await page.getByRole('heading', { level: 1, name: 'Definir nova senha' }).waitFor();
  // The token leaves the address once read.
  expect(new URL(page.url()).hash).toBe('');
  expect(await axeViolations(page)).toEqual([]);
  await page.getByLabel(/^Nova senha/).fill(NEW_PASSWORD);
  await page.getByLabel(/^Repita a nova senha/).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Salvar e entrar' }).click();
  // Signed in: Ana holds three environments, so the portal asks which.
  await page.getByRole('heading', { name: 'Selecione um ambiente' }).waitFor({ timeout: 20_000 });

  // The old password no longer signs in (in a browser of its own: this one is signed in).
  const elsewhere = await browser.newContext({ locale: 'pt-BR' });
  const fresh = await elsewhere.newPage();
  await fresh.goto(`${stack.portalUrl}/login`);
  await fillSignIn(fresh, 'ana@acme.example', DEMO_PASSWORD);
  await fresh.getByText('Não foi possível entrar').waitFor();
  await elsewhere.close();

  // The link a second time: refused, with a way to a new one.
  await context.clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  await page.goto(link!);
  await page.getByLabel(/^Nova senha/).fill('mais-uma-senha-1');
  await page.getByLabel(/^Repita a nova senha/).fill('mais-uma-senha-1');
  await page.getByRole('button', { name: 'Salvar e entrar' }).click();
  await expect.poll(() => page.getByRole('alert').first().textContent()).toContain('Este link já foi usado');
  await expect(page.getByRole('link', { name: 'Pedir um novo link' }).getAttribute('href')).resolves.toBe(
    '/authentication/recover',
  );

  await page.goto(`${stack.portalUrl}/login`);
  await fillSignIn(page, 'ana@acme.example', NEW_PASSWORD);
  await page.getByRole('heading', { name: 'Selecione um ambiente' }).waitFor({ timeout: 20_000 });
});

test('the profile lists this sign-in and ends another one', async () => {
  const other = await browser.newContext({
    locale: 'pt-BR',
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:130.0) Gecko/20100101 Firefox/130.0',
  });
  const otherPage = await other.newPage();
  await signInAndPick(otherPage, stack.portalUrl, 'bruno@globex.example', /GLX07\s*Globex Filial 7(?!\d)/);
  await otherPage.waitForURL(/\/dashboard$/);

  await signInAndPick(page, stack.portalUrl, 'bruno@globex.example', /GLX07\s*Globex Filial 7(?!\d)/);
  await page.waitForURL(/\/dashboard$/);
  await page.goto(`${stack.portalUrl}/user`);
  await page.getByRole('heading', { level: 1, name: 'Perfil' }).waitFor();
  const sessions = page.getByRole('table', { name: 'Sessões ativas da sua conta' });
  await sessions.getByText('Esta sessão').waitFor();
  await sessions.getByText('Firefox · Linux').waitFor();
  expect(await axeViolations(page)).toEqual([]);
  await sessions.getByRole('button', { name: /^Encerrar a sessão Firefox · Linux/ }).click();
  await expect.poll(() => page.getByText('Sessão encerrada.').count()).toBe(1);
  await expect.poll(() => sessions.getByText('Firefox · Linux').count()).toBe(0);
  // The other browser's sign-in ended: its next page load lands on the login page.
  await otherPage.reload();
  await otherPage.waitForURL(/\/login/, { timeout: 20_000 });
  await other.close();
});
