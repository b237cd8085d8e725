import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '@nuvem/devtools/chromium';
import { DEMO_PASSWORD, pathOf, signInAndPick } from '../demoSession';
import { startInsightsStack, type InsightsStack } from '../insights/insightsStack';
import { E2E_ANALYTICS_MONTHS } from '../apiProcess';

/**
 * IaaS operations on the real stack (issue 30): the portal's production build, the API on fresh demo data and
 * its operation worker. Ana creates a machine from the manager and follows its operation live on the machine's
 * page and in the right sidebar, resizes it and deletes it after typing its name. An API killed with SIGKILL
 * in the middle of an operation finishes it after its restart, exactly once.
 */
let stack: InsightsStack;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  stack = await startInsightsStack({
    DEMO_ANALYTICS_MONTHS: E2E_ANALYTICS_MONTHS,
    AUTH_RATE_LIMIT_MAX: '100',
    // Steps slow enough to be seen moving, and a lease short enough for a restarted API to take a killed
    // one's operation back within the test.
    OPERATION_STEP_DELAY_MS: '1500',
    OPERATION_LEASE_MS: '3000',
    OPERATION_POLL_MS: '500',
  });
  browser = await launchChromium();
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

const url = (to: string) => `${stack.portalUrl}${to}`;

/** The API as a demo user, for what the test checks behind the page. */
async function apiAs(email: string) {
  const res = await fetch(url('/api/v1/session'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const { access_token } = (await res.json()) as { access_token: string };
  return (path: string, init: RequestInit = {}) =>
    fetch(url(path), {
      ...init,
      headers: {
        authorization: `Bearer ${access_token}`,
        'content-type': 'application/json',
        ...init.headers,
      },
    });
}

/** The machine page's state chip shows `label` (polled: the page follows the operation's events). */
const stateShown = (label: string) =>
  expect
    .poll(() => page.getByRole('main').getByText(label, { exact: true }).count(), { timeout: 30_000 })
    .toBeGreaterThan(0);

test('ana creates a machine, follows it live on its page and in the sidebar, resizes it and deletes it after typing its name', async () => {
  await signInAndPick(page, stack.portalUrl, 'ana@acme.example', /ACM1\s*Acme Produção/);
  await page.goto(url('/iaas/manager/create'));
  await page.getByRole('textbox', { name: /Nome da máquina/ }).fill('e2e-web-01');
  await page.getByRole('button', { name: 'Criar máquina' }).click();

  // The new machine's page, its state moving as the operation's steps are done.
  await page.waitForURL(/\/iaas\/virtual-machines\/[^/]+$/, { timeout: 30_000 });
  const resourceId = decodeURIComponent(pathOf(page).split('/').pop()!);
  await page.getByRole('heading', { level: 1, name: 'e2e-web-01' }).waitFor();
  await stateShown('Em execução');

  // The right sidebar names the operation among the last actions.
  await page.getByRole('button', { name: /^Ações executadas/ }).click();
  const sidebar = page.getByRole('dialog', { name: 'Painel de ações' });
  await expect
    .poll(() => sidebar.getByText(/Criar máquina virtual/).count(), { timeout: 15_000 })
    .toBeGreaterThan(0);
  await page.keyboard.press('Escape');

  // Resize: the machine stops, changes size and runs again.
  await page.getByRole('button', { name: 'Redimensionar' }).click();
  const resize = page.getByRole('dialog', { name: 'Redimensionar máquina virtual' });
  await resize.getByRole('combobox', { name: 'Novo tamanho' }).click();
  await page.getByRole('option', { name: /^std\.4x16/ }).click();
  await resize.getByRole('button', { name: 'Redimensionar' }).click();
  await stateShown('Redimensionando');
  await stateShown('Em execução');
  const ana = await apiAs('ana@acme.example');
  const machine = (await (
    await ana(`/api/v1/environments/ACM1/iaas/virtual-machines/${encodeURIComponent(resourceId)}`)
  ).json()) as { size: { sku: string } };
  expect(machine.size.sku).toBe('std.4x16');

  // Delete: refused until the name is typed, then gone.
  await page.getByRole('button', { name: 'Excluir' }).click();
  const confirm = page.getByRole('dialog', { name: 'Excluir máquina virtual' });
  await confirm.getByRole('textbox', { name: 'Nome da máquina' }).fill('e2e-web-0');
  await expect.poll(() => confirm.getByRole('button', { name: 'Excluir' }).isDisabled()).toBe(true);
  await confirm.getByRole('textbox', { name: 'Nome da máquina' }).fill('e2e-web-01');
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  await expect
    .poll(
      async () =>
        (await ana(`/api/v1/environments/ACM1/iaas/virtual-machines/${encodeURIComponent(resourceId)}`))
          .status,
      { timeout: 30_000 },
    )
    .toBe(404);
}, 240_000);

test('an API killed with SIGKILL mid-operation finishes it after its restart, exactly once', async () => {
  const ana = await apiAs('ana@acme.example');
  const list = (await (
    await ana('/api/v1/environments/ACM1/iaas/resources?filter=kind%3Dvirtual_machine&filter=state%3Drunning')
  ).json()) as { resources: { resource_id: string; name: string }[] };
  const target = list.resources[0]!;
  await signInAndPick(page, stack.portalUrl, 'ana@acme.example', /ACM1\s*Acme Produção/);
  await page.goto(url(`/iaas/virtual-machines/${encodeURIComponent(target.resource_id)}`));
  await page.getByRole('heading', { level: 1, name: target.name }).waitFor();
  await page.getByRole('button', { name: 'Parar' }).click();
  await stateShown('Parando');

  await stack.api.killAndRestart();
  // The restarted API takes the operation back once its lease is over and finishes it; the page shows it done.
  const again = await apiAs('ana@acme.example');
  await expect
    .poll(
      async () =>
        (
          (await (
            await again(
              `/api/v1/environments/ACM1/iaas/virtual-machines/${encodeURIComponent(target.resource_id)}`,
            )
          ).json()) as { machine: { state: string } }
        ).machine.state,
      { timeout: 60_000 },
    )
    .toBe('stopped');
  await page.reload();
  await stateShown('Parado');
  const audit = (await (await again('/api/v1/environments/ACM1/audit')).json()) as {
    events: { action: string; target_id: string | null; details: Record<string, unknown> }[];
  };
  // Asked once and finished once: each phase is one audit event.
  const phases = audit.events
    .filter((e) => e.action === 'vm.stop' && e.target_id === target.resource_id)
    .map((e) => e.details['phase'])
    .sort();
  expect(phases).toEqual(['finished', 'requested']);
}, 240_000);
