import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '@nuvem/devtools/chromium';
import { axeViolations, fillSignIn, pathOf, signInAndPick } from '../demoSession';
import { startPortalStack, type PortalStack } from '../portalStack';

/**
 * The notes screen (/notes) and the user-preferences screen (/user-preferences) on the real stack in
 * Chromium: the portal's production build and the API on fresh demo data. Ana holds list_notes and sees
 * ACM1's notes, the same count as the top bar's link; Bruno does not and is turned away. Preferences are
 * validated in the form, saved, and still there after a reload; signed out, the page only asks to sign in.
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
  });
  page = await context.newPage();
});
afterEach(() => context.close());

const url = (to: string) => `${stack.portalUrl}${to}`;

const noteRows = () =>
  page
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader') });

test('ana (list_notes): ACM1’s notes, the count of the top bar’s link, filter and search kept in the URL', async () => {
  await signInAndPick(page, stack.portalUrl, 'ana@acme.example', /ACM1\s*Acme Produção/);
  await page.waitForURL((u) => u.pathname === '/dashboard');
  // The top bar's link counts the two checked notes of the demo data, and leads to the screen.
  const link = page.getByRole('link', { name: 'Notas: 2 marcadas' });
  await link.click();
  await page.waitForURL((u) => u.pathname === '/notes');
  await page.getByRole('heading', { level: 1, name: 'Notas', exact: true }).waitFor();
  expect(await page.title()).toBe('Notas · Nuvem');

  await expect.poll(() => noteRows().count(), { timeout: 15_000 }).toBe(4);
  // Newest first, as the API answers; each row with the note's title (and its content under it).
  const headers = await noteRows().getByRole('rowheader').allTextContents();
  expect(headers.map((text) => text.slice(0, 20))).toEqual([
    expect.stringMatching(/^Janela de deploy/),
    expect.stringMatching(/^Contato do DBA/),
    expect.stringMatching(/^Renovação de certif/),
    expect.stringMatching(/^Limpeza de logs/),
  ]);
  for (const text of [
    'Deploys em produção somente às terças e quintas, após as 20h.',
    'Em caso de incidente no banco, acionar o plantão pelo ramal 4020.',
    'O certificado SSL do domínio principal vence no próximo mês.',
    'Revisar a retenção de logs do servidor de aplicação.',
  ])
    await page.getByRole('table').getByText(text).waitFor();
  // The page's count is the link's.
  await page.getByText('4 notas · 2 marcadas').waitFor();
  const first = noteRows().first();
  expect(await first.textContent()).toContain('Equipe de Operações');
  // Dates in the user's language (pt-BR: dd/mm/aaaa, hh:mm).
  expect(await first.locator('time').first().textContent()).toMatch(/^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}$/);
  // The pointer leaves the link it clicked (its tooltip is not part of this screen).
  await page.getByRole('heading', { level: 1, name: 'Notas', exact: true }).hover();
  expect(await axeViolations(page)).toEqual([]);

  // Only the checked ones, then a search among them; both kept in the address.
  const filter = page.getByRole('combobox', { name: 'Filtrar' });
  await filter.fill('Marcada = Sim');
  await filter.press('Enter');
  await expect.poll(() => noteRows().count(), { timeout: 15_000 }).toBe(2);
  await filter.fill('ramal');
  await filter.press('Enter');
  await expect.poll(() => noteRows().count(), { timeout: 15_000 }).toBe(1);
  expect(await noteRows().first().textContent()).toContain('Contato do DBA');
  expect(new URLSearchParams(new URL(page.url()).search).getAll('filter')).toEqual([
    'checked=true',
    ':ramal',
  ]);

  await page.reload();
  await expect.poll(() => noteRows().count(), { timeout: 15_000 }).toBe(1);
  await page.getByRole('button', { name: 'Remover filtro “ramal”' }).waitFor();
  await page.getByRole('button', { name: 'Remover filtro Marcada = Sim' }).click();

  // Nothing matches the unchecked ones: said plainly, and undone in one click.
  await filter.fill('Marcada = Não');
  await filter.press('Enter');
  await page.getByText('Nenhum item corresponde aos filtros escolhidos.').waitFor();
  await page.getByRole('button', { name: 'Limpar filtros' }).first().click();
  await expect.poll(() => noteRows().count(), { timeout: 15_000 }).toBe(4);
  expect(pathOf(page)).toBe('/notes');
});

test('ana in an environment without notes: the link shows none checked, the screen says there are none', async () => {
  await signInAndPick(page, stack.portalUrl, 'ana@acme.example', /ACM3\s*Acme Desenvolvimento/);
  await page.waitForURL((u) => u.pathname === '/dashboard');
  await page.getByRole('link', { name: 'Notas: nenhuma marcada' }).click();
  await page.getByText('Não há notas para este ambiente.').waitFor();
  expect(await page.getByRole('table').count()).toBe(0);
});

test('bruno (no list_notes): no notes link, and /notes gives not-authorized', async () => {
  await signInAndPick(page, stack.portalUrl, 'bruno@globex.example', /GLX07\s*Globex Filial 7(?!\d)/);
  await page.waitForURL((u) => u.pathname === '/dashboard');
  await page.getByRole('button', { name: /GLX07 - Globex Filial 7(?!\d)/ }).waitFor();
  expect(await page.getByRole('link', { name: /^Notas:/ }).count()).toBe(0);
  const notesCalls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/') && pathname.includes('/notes')) notesCalls.push(pathname);
  });
  await page.goto(url('/notes'));
  await page.waitForURL((u) => u.pathname === '/not-authorized');
  await page.getByRole('heading', { level: 1, name: 'Acesso não autorizado' }).waitFor();
  expect(notesCalls).toEqual([]);
});

test('user preferences: a bad phone is refused in place, a good one saved with a note, and both survive a reload', async () => {
  await signInAndPick(page, stack.portalUrl, 'ana@acme.example', /ACM1\s*Acme Produção/);
  await page.waitForURL((u) => u.pathname === '/dashboard');
  await page.goto(url('/user-preferences'));
  await page.getByRole('heading', { level: 1, name: 'Preferências do usuário' }).waitFor();
  const phone = page.getByRole('textbox', { name: 'Novo telefone' });
  await phone.waitFor();
  // Nothing saved yet: the registration is said to be incomplete.
  await page.getByText('Cadastre ao menos um número de celular para completar o seu cadastro.').waitFor();
  expect(await axeViolations(page)).toEqual([]);

  await phone.fill('11 9abc-5678');
  await page.getByRole('button', { name: 'Adicionar telefone' }).click();
  await page.getByText('Use só dígitos, espaços e os sinais + - ( ).').waitFor();
  expect(await phone.getAttribute('aria-invalid')).toBe('true');
  expect(await phone.inputValue()).toBe('11 9abc-5678');
  // Corrected, and added with Enter.
  await phone.fill('+55 11 97777-1234');
  await phone.press('Enter');
  const phones = page.getByRole('list', { name: 'Telefones para contato' });
  await phones.getByText('+55 11 97777-1234').waitFor();
  // The same number written another way is already there.
  await phone.fill('5511977771234');
  await phone.press('Enter');
  await page.getByText('Este telefone já está na lista.').waitFor();
  await phone.fill('');

  await page.getByRole('textbox', { name: 'Nova nota' }).fill('Renovar o certificado antes do dia 10');
  await page.getByRole('button', { name: 'Adicionar nota' }).click();
  await page.getByRole('checkbox', { name: 'Renovar o certificado antes do dia 10' }).check();
  await page.getByText('Há alterações não salvas.').waitFor();

  const saved = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/v1/preferences/phones') && response.request().method() === 'PUT',
  );
  await page.getByRole('button', { name: 'Salvar' }).click();
  expect((await saved).status()).toBe(200);
  await page.getByText('Preferências salvas').waitFor();
  await page.getByRole('button', { name: 'Salvar' }).waitFor();

  await page.reload();
  await page.getByRole('list', { name: 'Telefones para contato' }).getByText('+55 11 97777-1234').waitFor();
  expect(
    await page.getByRole('checkbox', { name: 'Renovar o certificado antes do dia 10' }).isChecked(),
  ).toBe(true);
  expect(await page.getByText('Cadastre ao menos um número de celular').count()).toBe(0);

  // Removed and saved: gone after another reload.
  await page.getByRole('button', { name: 'Remover o telefone +55 11 97777-1234' }).click();
  await page.getByRole('button', { name: 'Salvar' }).click();
  await page.getByText('Preferências salvas').first().waitFor();
  await page.reload();
  await page.getByText('Nenhum telefone cadastrado.').waitFor();
  expect(await page.getByRole('checkbox', { name: 'Renovar o certificado antes do dia 10' }).count()).toBe(1);
});

test('signed out, /user-preferences asks to sign in (no form, no call), and the link comes back to it', async () => {
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) calls.push(pathname);
  });
  await page.goto(url('/user-preferences'));
  await page.getByRole('heading', { level: 1, name: 'Preferências do usuário' }).waitFor();
  await page.getByText('Para ver e alterar os seus telefones e notas, é preciso entrar no portal.').waitFor();
  expect(await page.getByRole('textbox').count()).toBe(0);
  expect(await axeViolations(page)).toEqual([]);
  expect(calls).toEqual([]);

  await page.getByRole('link', { name: 'Entrar no portal' }).click();
  await page.waitForURL((u) => u.pathname === '/login');
  await fillSignIn(page, 'ana@acme.example');
  await page.waitForURL((u) => u.pathname === '/user-preferences');
});
