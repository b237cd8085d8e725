import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '@nuvem/devtools/chromium';
import { axeViolations, DEMO_PASSWORD, signInAndPick } from '../demoSession';
import { startPortalStack, type PortalStack } from '../portalStack';

/**
 * Customer disaster recovery (/customer-disaster-recover/*) on the real stack in Chromium: the portal's
 * production build and the API on fresh demo data. Diego (dr_plan_test, dr_activation, dr_restoration,
 * backup_download) runs a plan test (the top bar's 'Teste' follows it), fails Acme Produção's Protheus over to
 * its destination after typing the environment's code (a wrong code is refused with a clear message), restores
 * it, and downloads a backup through its signed link; every step is in the history. Ana holds backup_download
 * only: the plan pages send her to /not-authorized and the API refuses her; Bruno holds none of them.
 */
let stack: PortalStack;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  stack = await startPortalStack({ AUTH_RATE_LIMIT_MAX: '100' });
  browser = await launchChromium();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

beforeEach(async () => {
  context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    acceptDownloads: true,
  });
  page = await context.newPage();
});
afterEach(() => context.close());

const url = (to: string) => `${stack.portalUrl}${to}`;
const menu = () => page.getByRole('navigation', { name: 'Menu principal' });
const heading = (name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const dialog = () => page.getByRole('dialog');
const history = () => page.getByRole('table', { name: 'Histórico' });

/** The API itself, as a demo user: what any client could ask, whatever the portal shows. */
async function apiAs(email: string) {
  const res = await fetch(url('/api/v1/session'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const { access_token } = (await res.json()) as { access_token: string };
  return (method: string, to: string, body?: unknown) =>
    fetch(url(to), {
      method,
      headers: {
        authorization: `Bearer ${access_token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
}

/** Opens a page of the menu's 'Recuperação de desastre' group. */
async function openFromMenu(label: string) {
  const link = menu().getByRole('link', { name: label, exact: true });
  if (!(await link.isVisible()))
    await menu().getByRole('button', { name: 'Recuperação de desastre' }).click();
  await link.click();
  await heading(label).waitFor();
}

test('diego: runs a plan test, fails Protheus over and restores it, and downloads a backup, all confirmed and recorded', async () => {
  await signInAndPick(page, stack.portalUrl, 'diego@nuvem.example', /ACM1\s*Acme Produção/);
  await page.waitForURL((u) => u.pathname === '/dashboard');

  // Plan test: the page and the top bar's 'Teste' are one switch.
  await openFromMenu('Teste do plano');
  expect(new URL(page.url()).pathname).toBe('/customer-disaster-recover/plan-test');
  expect(await page.title()).toBe('Teste do plano · Nuvem');
  const toggle = page
    .getByRole('group', { name: 'Recuperação de desastre' })
    .getByRole('button', { name: 'Teste' });
  expect(await toggle.getAttribute('aria-pressed')).toBe('false');
  const pairs = page.getByRole('table', { name: 'Pares de recuperação de desastre' });
  await pairs.getByRole('row', { name: /Protheus/ }).waitFor();
  expect(await pairs.textContent()).toContain('tp-acm1-02');
  await page.getByText('Nenhuma ação de recuperação de desastre foi registrada neste ambiente.').waitFor();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Iniciar teste' }).click();
  await dialog().getByRole('heading', { name: 'Iniciar o teste do plano de recuperação?' }).waitFor();
  await dialog().getByRole('button', { name: 'Iniciar teste' }).click();
  await dialog().waitFor({ state: 'detached' });
  await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true');
  await page.getByText('Teste em andamento').waitFor();
  await history().getByText('Iniciou o teste do plano').waitFor();
  await page.getByRole('button', { name: 'Encerrar teste' }).click();
  await dialog().getByRole('button', { name: 'Encerrar teste' }).click();
  await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('false');
  await history().getByText('Encerrou o teste do plano').waitFor();

  // Activation: the environment's code confirms it; a wrong one is refused, plainly, and nothing changes.
  await openFromMenu('Ativação');
  await page.getByText('Operando na origem').waitFor();
  await page.getByRole('button', { name: 'Ativar DR de Protheus' }).click();
  await dialog().getByRole('heading', { name: 'Ativar a recuperação de desastre de Protheus?' }).waitFor();
  expect(await axeViolations(page)).toEqual([]);
  const code = dialog().getByRole('textbox', { name: 'Digite ACM1 para confirmar' });
  await code.fill('acm1');
  await dialog().getByRole('button', { name: 'Ativar DR' }).click();
  await dialog()
    .getByRole('alert')
    .filter({ hasText: 'A confirmação não confere: digite o código do ambiente (ACM1) exatamente.' })
    .waitFor();
  await code.fill('ACM1');
  await dialog().getByRole('button', { name: 'Ativar DR' }).click();
  await dialog().waitFor({ state: 'detached' });
  await page.getByText('Recuperação de desastre ativa').waitFor();
  await page.getByText(/desde .+, por Diego Rocha/).waitFor();
  expect(await history().getByRole('row').nth(1).textContent()).toContain(
    'Diego RochaAtivou a recuperação de desastre (tp-acm1-01)',
  );
  expect(await page.getByRole('button', { name: 'Ativar DR de Protheus' }).isDisabled()).toBe(true);

  // Deactivation: the whole environment back to its origin.
  await openFromMenu('Desativação');
  await page.getByRole('button', { name: 'Restaurar todo o ambiente' }).click();
  await dialog().getByRole('textbox', { name: 'Digite ACM1 para confirmar' }).fill('ACM1');
  await dialog().getByRole('button', { name: 'Restaurar origem' }).click();
  await dialog().waitFor({ state: 'detached' });
  await page.getByText('Operando na origem').waitFor();
  expect(await history().getByRole('row').nth(1).textContent()).toContain('Restaurou a origem (tp-acm1-01)');
  expect(await axeViolations(page)).toEqual([]);

  // Backup: newest first; a download is confirmed and follows a short-lived signed link.
  await openFromMenu('Backup');
  const backups = page.getByRole('table', { name: 'Backups do ambiente' });
  await backups.getByRole('rowheader', { name: 'bkp-acm1-001' }).waitFor();
  expect(await backups.getByRole('row').count()).toBeGreaterThan(14);
  expect(await backups.getByRole('row', { name: /Falhou/ }).count()).toBe(1);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Baixar o backup bkp-acm1-001' }).click();
  await dialog().getByRole('heading', { name: 'Baixar o backup bkp-acm1-001?' }).waitFor();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog().getByRole('button', { name: 'Baixar' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('bkp-acm1-001.manifest.json');
  expect(new URL(download.url()).pathname).toMatch(/^\/api\/v1\/backup-files\/bkp-acm1-001\.\d+\.[\w-]+$/);
  await dialog().waitFor({ state: 'detached' });
});

test('ana (backup_download only): the backup page, but not the plan pages; the API refuses her too', async () => {
  await signInAndPick(page, stack.portalUrl, 'ana@acme.example', /ACM1\s*Acme Produção/);
  await page.waitForURL((u) => u.pathname === '/dashboard');
  await menu().getByRole('button', { name: 'Recuperação de desastre' }).click();
  const group = menu().getByRole('link', { name: 'Backup', exact: true });
  await group.waitFor();
  expect(await menu().getByRole('link', { name: 'Ativação', exact: true }).count()).toBe(0);
  await group.click();
  await heading('Backup').waitFor();
  await page.getByRole('rowheader', { name: 'bkp-acm1-001' }).waitFor();

  for (const path of ['plan-test', 'activation', 'deactivation']) {
    await page.goto(url(`/customer-disaster-recover/${path}`));
    await page.waitForURL((u) => u.pathname === '/not-authorized');
  }
  expect(await axeViolations(page)).toEqual([]);

  const call = await apiAs('ana@acme.example');
  const plan = await call('GET', '/api/v1/environments/ACM1/disaster-recovery/plan');
  expect(plan.status).toBe(403);
  expect(await plan.json()).toMatchObject({ error_code: 'forbidden' });
  const activation = await call('POST', '/api/v1/environments/ACM1/disaster-recovery/activation', {
    confirmation: 'ACM1',
  });
  expect(activation.status).toBe(403);
  // Another customer's backups are no more hers than unknown ones.
  expect((await call('GET', '/api/v1/environments/GLX01/backups')).status).toBe(404);
});

test('bruno (no disaster-recovery feature): no menu group, /not-authorized, and 403 from the API', async () => {
  await signInAndPick(page, stack.portalUrl, 'bruno@globex.example', /GLX07\s*Globex Filial 7(?!\d)/);
  await page.waitForURL((u) => u.pathname === '/dashboard');
  await menu().getByRole('link').first().waitFor();
  expect(await menu().getByRole('button', { name: 'Recuperação de desastre' }).count()).toBe(0);
  for (const path of ['', '/backup', '/plan-test']) {
    await page.goto(url(`/customer-disaster-recover${path}`));
    await page.waitForURL((u) => u.pathname === '/not-authorized');
  }
  const call = await apiAs('bruno@globex.example');
  const backups = await call('GET', '/api/v1/environments/GLX01/backups');
  expect(backups.status).toBe(403);
  expect(await backups.json()).toMatchObject({ error_code: 'forbidden', error_vars: ['backup_download'] });
  expect((await call('POST', '/api/v1/environments/GLX01/backups/bkp-glx01-001/download')).status).toBe(403);
});
