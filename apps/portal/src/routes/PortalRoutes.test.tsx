import { createNoticesStore, createSession, NoticesProvider, SessionProvider } from '@nuvem/features';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { createPortalI18n } from '../i18n/portalI18n';
import { PortalRoutes } from './PortalRoutes';
import { routeTable } from './routeTable';

/** The route table for a signed-out visitor, over a fetch that records every call. */
function renderSignedOut(entry: string) {
  const calls: string[] = [];
  const fetch = async (input: RequestInfo | URL) => {
    calls.push(String(input));
    return new Response(JSON.stringify({ enabled: false, label: null }), { status: 200 });
  };
  const session = createSession({ baseUrl: '', fetch, reload: () => undefined });
  let location = '';
  function Where() {
    const { pathname, search, state } = useLocation();
    location = pathname + search + (state ? ` ${JSON.stringify(state)}` : '');
    return null;
  }
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <SessionProvider session={session}>
        <I18nextProvider i18n={createPortalI18n('pt-BR')}>
          <NoticesProvider store={createNoticesStore()}>
            <MemoryRouter initialEntries={[entry]}>
              <PortalRoutes layout="classic" locale="pt-BR" onLocaleChange={() => undefined} />
              <Where />
            </MemoryRouter>
          </NoticesProvider>
        </I18nextProvider>
      </SessionProvider>
    </SWRConfig>,
  );
  return { calls, location: () => location };
}

beforeEach(() => localStorage.clear());

test('the spec’s unguarded routes are the table’s guard: none (bare pages apart)', () => {
  const open = routeTable.filter((route) => route.guard === 'none' && !route.bare).map((route) => route.path);
  expect(open).toEqual(['404', 'security-center/*', 'onboard', 'marketplace', 'user-preferences', 'refresh']);
  expect(routeTable.find((route) => route.path === 'not-authorized')?.guard).toBe('login');
});

test.each([
  // Titled by its menu entry (Central de segurança › Central de confiança).
  ['/security-center/trust-center', 'Central de confiança'],
  ['/onboard', 'Onboarding digital'],
  ['/marketplace', 'Marketplace'],
  ['/user-preferences', 'Preferências do usuário'],
  ['/refresh', 'Atualizando'],
])('signed out, %s shows in the public frame: its title, a sign-in link, the footer', async (path, title) => {
  const { calls, location } = renderSignedOut(path);
  expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Entrar' })).toBeInTheDocument();
  expect(screen.getByRole('contentinfo')).toHaveTextContent(String(new Date().getFullYear()));
  expect(location()).toBe(path);
  // Nothing that needs a session is asked for (the marketplace's public catalogue needs none).
  expect(calls).toEqual(path === '/marketplace' ? ['/api/v1/marketplace/catalogue'] : []);
});

test('the public frame’s sign-in link returns to the page after the sign-in', async () => {
  const { location } = renderSignedOut('/marketplace?offer=7');
  await userEvent.click(await screen.findByRole('link', { name: 'Entrar' }));
  expect(location()).toBe('/login {"from":"/marketplace?offer=7"}');
});

test.each([
  '/dashboard',
  '/insights/d-1?tab=2',
  '/not-authorized',
  '/modern/dashboard',
  '/admin/features',
  // Under the open security-center/*, the audit log needs a session (issue 31).
  '/security-center/audit-log',
])('signed out, the guarded %s goes to the login page, which knows where to return', async (path) => {
  const { location } = renderSignedOut(path);
  await screen.findByRole('button', { name: 'Entrar' });
  expect(location()).toBe(`/login {"from":"${path}"}`);
});

test('an empty path goes to /dashboard (and so, signed out, to the login page)', async () => {
  const { location } = renderSignedOut('/');
  await screen.findByRole('button', { name: 'Entrar' });
  expect(location()).toBe('/login {"from":"/dashboard"}');
});

test('an unknown path goes to /404, whose button returns to the root', async () => {
  const { location } = renderSignedOut('/no/such/page');
  const back = await screen.findByRole('link', { name: 'Voltar ao Painel' });
  expect(location()).toBe('/404');
  expect(back).toHaveAttribute('href', '/');
});

test('signed out, a shared-budget link is saved for after the sign-in', async () => {
  const link = '/iaas/calculator/shared-budget?cloud_id=ACM1&budget_id=BDG-ACM1&view=full';
  renderSignedOut(link);
  await screen.findByRole('button', { name: 'Entrar' });
  expect(localStorage.getItem('nuvem-shared-budget')).toBe(link);
});

test('/authentication is a bare page: the choice of how to sign in, leading to /login with the return path', async () => {
  const { location } = renderSignedOut('/authentication');
  expect(await screen.findByRole('heading', { name: 'Como você quer entrar?' })).toBeInTheDocument();
  expect(screen.queryByRole('contentinfo')).toBeNull();
  await userEvent.click(screen.getByRole('link', { name: 'Entrar com e-mail e senha' }));
  expect(location()).toBe('/login {"from":"/dashboard"}');
});

test('/authentication/recover is a bare page, open signed out: the e-mail for a reset link', async () => {
  renderSignedOut('/authentication/recover');
  expect(await screen.findByRole('heading', { level: 1, name: 'Recuperar senha' })).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: /E-mail/ })).toBeInTheDocument();
  expect(screen.queryByRole('contentinfo')).toBeNull();
  expect(document.title).toBe('Recuperar senha · Nuvem');
});

test('/authentication/reset reads the token from the fragment; without one it offers a new link', async () => {
  renderSignedOut('/authentication/reset');
  expect(await screen.findByRole('heading', { level: 1, name: 'Definir nova senha' })).toBeInTheDocument();
  expect(screen.getByText(/não traz um link de redefinição/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Pedir um novo link' })).toHaveAttribute(
    'href',
    '/authentication/recover',
  );
});
