import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '@nuvem/devtools/chromium';
import { axeViolations, DEMO_PASSWORD, pathOf, signInAndPick } from '../demoSession';
import { startPortalStack, type PortalStack } from '../portalStack';

/**
 * Segurança › Registro de auditoria on the real stack (issue 31): the portal's production build and the API on
 * fresh demo data. Ana renames a budget of Acme Produção (through the API, as the calculator would), then opens
 * the audit log from the menu, filters by that action, opens the entry and reads its name before and after,
 * and exports what the filter keeps as CSV. Elisa, without the security center, does not get the page.
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

/** The API as a demo user. */
async function apiAs(email: string) {
  const res = await fetch(url('/api/v1/session'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const { access_token } = (await res.json()) as { access_token: string };
  return (path: string, method = 'GET', body?: unknown) =>
    fetch(url(path), {
      method,
      headers: {
        authorization: `Bearer ${access_token}`,
        'content-type': 'application/json',
        'idempotency-key': crypto.randomUUID(),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
}

const menu = () => page.getByRole('navigation', { name: 'Menu principal' });

test('ana opens the audit log, filters by action, reads an entry before and after, and exports CSV', async () => {
  const api = await apiAs('ana@acme.example');
  const budget = {
    name: 'ERP e2e',
    region: 'sa-east-1',
    items: [{ sku: 'std.4x16', quantity: 1 }],
  };
  const created = await api('/api/v1/environments/ACM1/iaas/budgets', 'POST', budget);
  expect(created.status).toBe(201);
  const { budget_id } = (await created.json()) as { budget_id: string };
  const renamed = await api(`/api/v1/environments/ACM1/iaas/budgets/${budget_id}`, 'PUT', {
    ...budget,
    name: 'ERP e2e renomeado',
  });
  expect(renamed.status).toBe(200);

  await signInAndPick(page, stack.portalUrl, 'ana@acme.example', /ACM1\s*Acme Produção/);
  await page.waitForURL((u) => u.pathname === '/dashboard');
  await menu().getByRole('button', { name: 'Central de segurança' }).click();
  await menu().getByRole('link', { name: 'Registro de auditoria' }).click();
  await page.waitForURL((u) => u.pathname === '/security-center/audit-log');
  await page.getByRole('heading', { level: 1, name: 'Registro de auditoria' }).waitFor();
  const table = page.getByRole('table', { name: 'Registro de auditoria' });
  await table.getByText('Orçamento alterado').first().waitFor();
  expect(await axeViolations(page)).toEqual([]);

  // Filter by action: the property, '=', the action from the list.
  const filter = page.getByRole('combobox', { name: 'Filtrar' });
  await filter.click();
  await filter.fill('Ação = alterado');
  await page.getByRole('option', { name: 'Ação = Orçamentos › Orçamento alterado' }).click();
  await expect.poll(() => pathOf(page)).toContain('filter=action%3Dbudget.update');
  await expect.poll(() => table.getByRole('row').count()).toBe(2);
  await page.keyboard.press('Escape');

  // The entry: before and after side by side, the name marked as changed.
  await table.getByRole('button', { name: /^Abrir o registro de/ }).click();
  const panel = page.getByRole('dialog', { name: 'Orçamento alterado' });
  await panel.waitFor();
  await expect.poll(() => pathOf(page)).toContain('entry=');
  const changes = panel.getByRole('table', { name: 'Antes e depois' });
  const nameRow = changes
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: /^name\s*\(Alterado\)$/ }) });
  expect(await nameRow.getAttribute('data-changed')).toBe('true');
  expect(await nameRow.textContent()).toContain('"ERP e2e"');
  expect(await nameRow.textContent()).toContain('"ERP e2e renomeado"');
  await expect.poll(() => panel.getByText('Ana Souza').count()).toBeGreaterThan(0);
  expect(await axeViolations(page)).toEqual([]);
  await panel.getByRole('button', { name: 'Fechar' }).click();
  await panel.waitFor({ state: 'detached' });

  // The CSV of what the filter keeps.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exportar CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^registro-de-auditoria-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path())!, 'utf8');
  const [header, ...rows] = csv.trim().split('\r\n');
  expect(header).toBe(
    'occurred_at,actor_name,actor_email,on_behalf_of,environment,action,resource,result,details,before,after',
  );
  expect(rows).toHaveLength(1);
  expect(rows[0]).toContain(`Ana Souza,ana@acme.example,,ACM1,budget.update,${budget_id},succeeded`);
  expect(rows[0]).toContain('ERP e2e renomeado');
});

test('elisa, without the security center, has no audit log: no menu entry, the page turns her away', async () => {
  await signInAndPick(page, stack.portalUrl, 'elisa@acme.example', /ACM1\s*Acme Produção/);
  await page.waitForURL((u) => u.pathname === '/dashboard');
  expect(await menu().getByRole('link', { name: 'Registro de auditoria' }).count()).toBe(0);
  await page.goto(url('/security-center/audit-log'));
  await page.waitForURL((u) => u.pathname === '/not-authorized');
  const api = await apiAs('elisa@acme.example');
  expect((await api('/api/v1/audit')).status).toBe(403);
});
