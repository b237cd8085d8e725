import type { Browser, BrowserContext } from 'playwright-core';
import { launchChromium } from '@nuvem/devtools/chromium';
import { E2E_ANALYTICS_MONTHS } from '../apiProcess';
import { axeViolations, DEMO_PASSWORD, fillSignIn, signInAndPick } from '../demoSession';
import { startInsightsStack, type InsightsStack } from '../insights/insightsStack';

/**
 * Insights administration (issue 31) on the real stack in Chromium: Diego creates a group on
 * /admin/insights/groups, adds Ana by e-mail and gives the group read-only access to a dashboard she did not
 * see; Ana's /insights shows it, the dashboard's permission list names the group, and /admin/insights/users says
 * where her access comes from. Every change is in the audit log.
 */
let stack: InsightsStack;
let browser: Browser;
const contexts: BrowserContext[] = [];
const dashboard = 'Previsão Orçamentária';
const groupName = 'Planejamento Acme';

beforeAll(async () => {
  [stack, browser] = await Promise.all([
    startInsightsStack({ DEMO_ANALYTICS_MONTHS: E2E_ANALYTICS_MONTHS }),
    launchChromium(),
  ]);
}, 300_000);

afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  await browser?.close();
  await stack?.stop();
});

/**
 * A page signed in as `email` on `path`. The administration pages open in an environment: staff pick one on the
 * selection screen first (`pick`), then go there.
 */
async function signedIn(
  email: string,
  path: string,
  { width = 1440, pick }: { width?: number; pick?: RegExp } = {},
) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'pt-BR' });
  contexts.push(context);
  const page = await context.newPage();
  if (pick) {
    await signInAndPick(page, stack.portalUrl, email, pick);
    await page.waitForURL(/\/dashboard$/);
    await page.goto(`${stack.portalUrl}${path}`);
  } else {
    await page.goto(`${stack.portalUrl}${path}`);
    await page.waitForURL(/\/login$/);
    await fillSignIn(page, email);
  }
  await page.waitForURL((url) => url.pathname === path);
  return page;
}

async function apiAs<T>(email: string, path: string): Promise<T> {
  const session = await fetch(`${stack.api.url}/api/v1/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const { access_token } = (await session.json()) as { access_token: string };
  const answer = await fetch(`${stack.api.url}${path}`, {
    headers: { authorization: `Bearer ${access_token}` },
  });
  expect(answer.status).toBe(200);
  return (await answer.json()) as T;
}

const dashboardsOf = async (email: string) =>
  (await apiAs<{ Name: string }[]>(email, '/api/v1/dashboards')).map((d) => d.Name);

test('diego adds ana to a group that reads a dashboard she did not see; she sees it, the permission list names the group', async () => {
  expect(await dashboardsOf('ana@acme.example')).not.toContain(dashboard);

  // Diego: a new group, Ana found by e-mail, the dashboard read-only; each change saved at once.
  const diego = await signedIn('diego@nuvem.example', '/admin/insights/groups', { pick: /ACM1/ });
  await diego.getByRole('heading', { name: 'Grupos', level: 1 }).waitFor();
  await diego.getByRole('table', { name: 'Grupos do Insights' }).getByText('Financeiro Acme').waitFor();
  expect(await axeViolations(diego)).toEqual([]);
  await diego.getByRole('button', { name: 'Novo grupo' }).first().click();
  const create = diego.getByRole('dialog', { name: 'Novo grupo' });
  await create.getByRole('textbox', { name: /Nome/ }).fill(groupName);
  await create.getByRole('button', { name: 'Criar grupo' }).click();
  await diego.getByText(`Grupo ${groupName} criado.`).waitFor();

  const panel = diego.getByRole('dialog', { name: groupName });
  await panel.getByText('O grupo ainda não tem membros.').waitFor();
  await panel.getByRole('combobox', { name: 'Adicionar membro por e-mail' }).fill('ana@');
  await diego.getByRole('option', { name: /ana@acme\.example/ }).click();
  await panel.getByRole('list', { name: 'Membros' }).getByText('ana@acme.example').waitFor();
  await panel.getByRole('combobox', { name: 'Adicionar dashboard' }).fill('Previsão');
  await diego.getByRole('option', { name: new RegExp(dashboard) }).click();
  await expect
    .poll(() => panel.getByRole('combobox', { name: `Nível de acesso a ${dashboard}` }).inputValue())
    .toBe('reader');
  expect(await axeViolations(diego)).toEqual([]);
  await panel.getByRole('button', { name: 'Fechar' }).click();

  // Ana: the dashboard is on her /insights.
  expect(await dashboardsOf('ana@acme.example')).toContain(dashboard);
  const ana = await signedIn('ana@acme.example', '/insights');
  await ana.getByRole('button', { name: dashboard, exact: true }).waitFor();

  // Its permission list names the group, read-only; 'Sair' closes it.
  await diego.goto(`${stack.portalUrl}/insights`);
  await diego.getByRole('button', { name: `Ver permissões de ${dashboard}` }).click();
  const list = diego.getByRole('dialog', { name: /Listagem das permissões/ });
  const row = list.getByRole('listitem').filter({ hasText: groupName });
  await row.getByText('(grupo)').waitFor();
  await row.getByText('Somente leitura').waitFor();
  await list.getByRole('button', { name: 'Sair' }).click();
  await list.waitFor({ state: 'detached' });

  // /admin/insights/users: Ana's access and where it comes from.
  await diego.goto(`${stack.portalUrl}/admin/insights/users`);
  const users = diego.getByRole('table', { name: 'Acesso dos usuários ao Insights' });
  const anaRow = users.getByRole('row').filter({ hasText: 'ana@acme.example' });
  await anaRow.getByText(`${dashboard} · Somente leitura`).waitFor();
  await anaRow.getByText(`Grupo ${groupName}`).waitFor();
  expect(await axeViolations(diego)).toEqual([]);

  // The changes are audited.
  const audit = await apiAs<{ items: { action: string }[] }>(
    'diego@nuvem.example',
    `/api/v1/audit?filter=${encodeURIComponent('action:insights_group')}`,
  );
  expect(audit.items.map((e) => e.action)).toEqual(
    expect.arrayContaining(['insights_group.create', 'insights_group.members', 'insights_group.grants']),
  );
});

test('the screens fit a 390 px phone', async () => {
  const page = await signedIn('diego@nuvem.example', '/admin/insights/users', { width: 390, pick: /ACM1/ });
  await page.getByRole('table', { name: 'Acesso dos usuários ao Insights' }).waitFor();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page
    .getByRole('button', { name: /Gerenciar o acesso de/ })
    .first()
    .click();
  await page.getByRole('dialog', { name: /ao Insights$/ }).waitFor();
  expect(await axeViolations(page)).toEqual([]);
});
