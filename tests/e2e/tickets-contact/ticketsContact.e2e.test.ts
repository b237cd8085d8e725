import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '@nuvem/devtools/chromium';
import { startInsightsStack, type InsightsStack } from '../insights/insightsStack';
import { axeViolations, DEMO_PASSWORD, fillSignIn, pathOf, signInAndPick } from '../demoSession';
import { E2E_ANALYTICS_MONTHS } from '../apiProcess';

/**
 * 'Atendimento ao cliente' (/tickets) and the contact page (/contact) on the real stack in Chromium: the
 * portal's production build and the API on fresh demo data. Ana sees Acme Produção's tickets, open and
 * closed, searched, sorted and one by one at its own address; Bruno (Globex) sees his own and not one of
 * Acme's, whatever address he types; Carla, without the tickets permission, is turned away; Fábio, whose
 * Initech environment has no valid topology, lands on the contact page, which tells him why.
 */
let stack: InsightsStack;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  // Several sign-ins and refreshes within a minute: above the default limit of 10.
  stack = await startInsightsStack({
    DEMO_ANALYTICS_MONTHS: E2E_ANALYTICS_MONTHS,
    AUTH_RATE_LIMIT_MAX: '100',
  });
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

/** The API itself, as a demo user: what any client could ask, whatever the portal shows. */
async function apiAs(email: string) {
  const res = await fetch(`${stack.portalUrl}/api/v1/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const { access_token } = (await res.json()) as { access_token: string };
  return (path: string) =>
    fetch(`${stack.portalUrl}${path}`, { headers: { authorization: `Bearer ${access_token}` } });
}

const table = () => page.getByRole('table');
const bodyRows = () => table().locator('tbody tr');

test('ana: the open and closed tickets of Acme Produção, searched, sorted, and one at its own address', async () => {
  await signInAndPick(page, stack.portalUrl, 'ana@acme.example', /ACM1\s*Acme Produção/);
  await page.waitForURL(/\/dashboard$/);

  // From the menu: Suporte › Atendimento ao cliente.
  await page.getByRole('button', { name: 'Suporte' }).click();
  await page.getByRole('link', { name: 'Atendimento ao cliente' }).click();
  await page.waitForURL(/\/tickets$/);
  await page.getByRole('heading', { level: 1, name: 'Atendimento ao cliente' }).waitFor();
  await expect.poll(() => page.title()).toBe('Atendimento ao cliente · Nuvem');
  await page.getByRole('tab', { name: 'Abertos 6' }).waitFor();
  await page.getByRole('tab', { name: 'Fechados 6' }).waitFor();
  await expect.poll(() => bodyRows().count()).toBe(6);
  // Last updated first: the new Fluig ticket heads the list.
  await expect
    .poll(() => bodyRows().first().getByRole('rowheader').textContent())
    .toContain('Erro ao acessar o Fluig');
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('tab', { name: /Fechados/ }).click();
  await expect.poll(() => pathOf(page)).toBe('/tickets?status=closed');
  await expect.poll(() => table().getAttribute('aria-label')).toBe('Chamados fechados');
  await expect.poll(() => bodyRows().count()).toBe(6);
  expect(await table().getByText('Em atendimento').count()).toBe(0);

  // The search goes to the API (subject, product, requester; accents and case ignored).
  await page.getByRole('tab', { name: /Abertos/ }).click();
  const filter = page.getByRole('combobox', { name: 'Filtrar' });
  await filter.fill('lentidao');
  await filter.press('Enter');
  await expect.poll(() => pathOf(page)).toBe('/tickets?filter=%3Alentidao');
  await expect.poll(() => bodyRows().count()).toBe(1);
  await page.getByRole('tab', { name: 'Abertos 1' }).waitFor();
  await page.getByRole('tab', { name: 'Fechados 0' }).waitFor();
  await page.getByRole('button', { name: 'Remover filtro “lentidao”' }).click();
  await expect.poll(() => bodyRows().count()).toBe(6);

  // Sorted by severity, least urgent first, then the other way.
  await page.getByRole('button', { name: 'Severidade' }).click();
  await expect.poll(() => pathOf(page)).toBe('/tickets?sort=severity');
  await expect
    .poll(() => bodyRows().first().locator('[data-severity]').getAttribute('data-severity'))
    .toBe('low');
  await page.getByRole('button', { name: /Severidade/ }).click();
  await expect.poll(() => pathOf(page)).toBe('/tickets?sort=-severity');
  await expect
    .poll(() => bodyRows().first().locator('[data-severity]').getAttribute('data-severity'))
    .toBe('urgent');

  // A ticket at its own address, reached from the list; it survives a reload.
  await page.getByRole('link', { name: 'Lentidão no Protheus ao emitir notas fiscais' }).click();
  await page.waitForURL(/\/tickets\/\d+$/);
  const number = new URL(page.url()).pathname.split('/').pop()!;
  await page.getByRole('heading', { level: 1, name: `Chamado ${number}` }).waitFor();
  await page
    .getByRole('heading', { level: 2, name: 'Lentidão no Protheus ao emitir notas fiscais' })
    .waitFor();
  const history = page.getByRole('list', { name: 'Histórico' }).getByRole('listitem');
  await expect.poll(() => history.count()).toBe(5); // 4 messages and the change from Novo to Em atendimento
  expect(await history.first().textContent()).toContain('Desde a manhã de hoje');
  expect(await page.getByRole('region', { name: 'Detalhes do chamado' }).textContent()).toContain(
    'AmbienteAcme ProduçãoACM1',
  );
  await expect.poll(() => page.title()).toBe(`#${number} · Atendimento ao cliente · Nuvem`);
  expect(await axeViolations(page)).toEqual([]);

  await page.reload();
  await page
    .getByRole('heading', { level: 2, name: 'Lentidão no Protheus ao emitir notas fiscais' })
    .waitFor();

  // The top bar's eye hides the requester's e-mail and the environment's cloud id.
  await page.getByRole('button', { name: /Ocultar valores/ }).click();
  await expect
    .poll(() => page.getByRole('region', { name: 'Detalhes do chamado' }).textContent())
    .not.toContain('ana@acme.example');

  // Back to the list, which kept its order in the address.
  await page.goBack();
  await expect.poll(() => pathOf(page)).toBe('/tickets?sort=-severity');
  await page.getByRole('link', { name: 'Voltar aos chamados' }).waitFor({ state: 'detached' });
  await expect.poll(() => bodyRows().count()).toBe(6);
});

test("bruno (another tenant): Globex's tickets only; an Acme ticket's address is not found, nor by the API", async () => {
  const anaApi = await apiAs('ana@acme.example');
  const acme = (await (await anaApi('/api/v1/environments/ACM1/tickets')).json()) as {
    tickets: { number: number; subject: string }[];
  };
  expect(acme.tickets.length).toBeGreaterThan(0);
  const acmeTicket = acme.tickets[0]!;

  // GLX01 is one of Bruno's favorites: its card reads 'GLX01 Favorito Globex Filial 1'.
  await signInAndPick(page, stack.portalUrl, 'bruno@globex.example', /GLX01(?!\d)/);
  await page.waitForURL(/\/dashboard$/);
  await page.goto(url('/tickets'));
  await page.getByRole('link', { name: 'Filial 1: VPN site-to-site caiu' }).waitFor();
  await expect.poll(() => bodyRows().count()).toBe(1);
  const text = (await page.locator('main').textContent()) ?? '';
  for (const ticket of acme.tickets) expect(text).not.toContain(ticket.subject);
  await page.getByRole('tab', { name: /Fechados/ }).click();
  await page.getByRole('link', { name: 'Globex: migração do banco para a região sa-east-2' }).waitFor();

  // Typing an Acme ticket's number in the search or the address finds nothing.
  await page.getByRole('tab', { name: /Abertos/ }).click();
  const filter = page.getByRole('combobox', { name: 'Filtrar' });
  await filter.fill(String(acmeTicket.number));
  await filter.press('Enter');
  await page.getByText('Nenhum item corresponde aos filtros escolhidos.').waitFor();
  await page.goto(url(`/tickets/${acmeTicket.number}`));
  await page
    .getByRole('alert')
    .filter({ hasText: `O chamado ${acmeTicket.number} não foi encontrado neste ambiente.` })
    .waitFor();
  expect(await page.getByText(acmeTicket.subject).count()).toBe(0);

  // Nor does the API answer him for Acme's environment: the same 404 as for one that does not exist.
  const brunoApi = await apiAs('bruno@globex.example');
  for (const path of [
    '/api/v1/environments/ACM1/tickets',
    `/api/v1/environments/ACM1/tickets/${acmeTicket.number}`,
  ]) {
    const res = await brunoApi(path);
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error_code: string }).error_code).toBe('environment_not_found');
  }
});

test('carla (partner, without the tickets permission): no menu entry, and /tickets turns her away', async () => {
  await signInAndPick(page, stack.portalUrl, 'carla@parceira.example', /ACM1\s*Acme Produção/);
  await page.waitForURL(/\/dashboard$/);
  expect(await page.getByRole('link', { name: 'Atendimento ao cliente' }).count()).toBe(0);
  await page.goto(url('/tickets'));
  await page.waitForURL(/\/not-authorized$/);
  const res = await (await apiAs('carla@parceira.example'))('/api/v1/environments/ACM1/tickets');
  expect(res.status).toBe(403);
});

test('fábio, whose environment has no valid topology, lands on /contact, which says why; his token is the top bar’s', async () => {
  await page.goto(url('/login'));
  await fillSignIn(page, 'fabio@initech.example');
  // He has no phone: the portal asks for it first (spec §2.10); not now.
  await page
    .getByRole('dialog', { name: 'Cadastro incompleto' })
    .getByRole('button', { name: 'Agora não' })
    .click();
  // His only environment is Initech Serviços, whose topology list fails.
  await page.getByRole('button', { name: /INT1\s*Initech Serviços/ }).click();
  await page.waitForURL(/\/contact$/);
  await page
    .getByRole('heading', {
      level: 2,
      name: 'A lista de topologias do ambiente INT1 – Initech Serviços está indisponível',
    })
    .waitFor();
  const channels = page.getByRole('region', { name: 'Canais de atendimento' });
  await channels.getByRole('link', { name: 'Ligar para 0800 000 0000' }).waitFor();
  expect(await channels.getByRole('listitem').count()).toBe(2); // STANDARD: no PRIME line
  expect(await page.getByRole('link', { name: 'Ver meus chamados' }).count()).toBe(0);
  expect(await axeViolations(page)).toEqual([]);

  const section = page.getByRole('region', { name: 'Token de assistência' });
  await section.getByRole('button', { name: 'Gerar token' }).click();
  const token = (await section.locator('[data-assist-token]').textContent())!;
  expect(token).toMatch(/^[A-Z0-9]{4}(-[A-Z0-9]{4}){3}$/);
  await section.getByRole('button', { name: 'Copiar token' }).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(token);

  // The top bar offers the same token: one live token per user.
  await page.getByRole('button', { name: 'Token de assistência' }).click();
  await page.getByRole('dialog').getByText(token).waitFor();
});

test('ana on /contact (valid topology): no warning, every way to support, and the way to her tickets', async () => {
  await signInAndPick(page, stack.portalUrl, 'ana@acme.example', /ACM1\s*Acme Produção/);
  await page.waitForURL(/\/dashboard$/);
  await page.getByRole('button', { name: 'Suporte' }).click();
  await page.getByRole('link', { name: 'Geração de token' }).click();
  await page.waitForURL(/\/contact$/);
  await page.getByRole('heading', { level: 1, name: 'Geração de token' }).waitFor();
  const channels = page.getByRole('region', { name: 'Canais de atendimento' });
  // Acme Produção has PRIME support: its line around the clock too.
  await channels.getByRole('link', { name: 'Ligar para 0800 000 0001' }).waitFor();
  expect(await page.getByText(/A lista de topologias/).count()).toBe(0);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'Ver meus chamados' }).click();
  await page.waitForURL(/\/tickets$/);
  await page.getByRole('tab', { name: 'Abertos 6' }).waitFor();
});
