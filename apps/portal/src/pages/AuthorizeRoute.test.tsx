import { createSession, SessionProvider, type Session } from '@nuvem/features';
import { render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { createPortalI18n } from '../i18n/portalI18n';
import { AuthorizeRoute } from './AuthorizeRoute';
import { LoginRoute } from './LoginRoute';

const EXCHANGE = '/api/v1/session/sso/exchange';
const tokens = () =>
  new Response(
    JSON.stringify({ access_token: 'a', token_type: 'Bearer', expires_in: 900, refresh_token: 'r' }),
    { status: 200 },
  );
const invalidGrant = () =>
  new Response(
    JSON.stringify({
      error_code: 'invalid_grant',
      error_vars: [],
      error_title: 'Erro',
      error_type: 'error',
      error_message: 'invalid_grant',
    }),
    { status: 400 },
  );
const ssoOff = () => new Response(JSON.stringify({ enabled: false, label: null }), { status: 200 });

interface Seen {
  method: string;
  url: string;
  body: unknown;
}

/** Where the router is: the path and query the route navigated to. */
function Landed() {
  const { pathname, search } = useLocation();
  return <p>landed {pathname + search}</p>;
}

/** /authorize in StrictMode (double effects, as in development) over a fake fetch that answers the exchange. */
function renderAuthorize(entry: string, exchange: () => Response | Promise<Response>) {
  const requests: Seen[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    requests.push({
      method: init.method ?? 'GET',
      url,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    return url === EXCHANGE ? exchange() : ssoOff();
  };
  const session: Session = createSession({ baseUrl: '', fetch, reload: vi.fn() });
  render(
    <StrictMode>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <SessionProvider session={session}>
          <I18nextProvider i18n={createPortalI18n('pt-BR')}>
            <MemoryRouter initialEntries={[entry]}>
              <Routes>
                <Route path="/authorize" element={<AuthorizeRoute />} />
                <Route path="/login" element={<LoginRoute leaveTo={vi.fn()} />} />
                <Route path="*" element={<Landed />} />
              </Routes>
            </MemoryRouter>
          </I18nextProvider>
        </SessionProvider>
      </SWRConfig>
    </StrictMode>,
  );
  return { requests, session, exchanges: () => requests.filter((r) => r.url === EXCHANGE) };
}

beforeEach(() => localStorage.clear());

test('the code is exchanged exactly once, even in StrictMode, then the user goes to return_to', async () => {
  const { exchanges, session } = renderAuthorize(
    '/authorize?code=c-1&return_to=%2Finsights%3Ftab%3D2',
    tokens,
  );
  expect(await screen.findByText('landed /insights?tab=2')).toBeInTheDocument();
  expect(exchanges()).toEqual([{ method: 'POST', url: EXCHANGE, body: { code: 'c-1' } }]);
  expect(session.snapshot().status).toBe('signedIn');
});

test('while exchanging, a labelled progress indicator is shown', async () => {
  let answer: (response: Response) => void = () => undefined;
  const { exchanges } = renderAuthorize(
    '/authorize?code=c-2',
    () => new Promise<Response>((resolve) => (answer = resolve)),
  );
  expect(screen.getByRole('progressbar', { name: 'Concluindo o acesso…' })).toBeInTheDocument();
  expect(document.title).toBe('Autorização · Nuvem');
  await vi.waitFor(() => expect(exchanges()).toHaveLength(1));
  answer(tokens());
  expect(await screen.findByText('landed /dashboard')).toBeInTheDocument();
  expect(exchanges()).toHaveLength(1);
});

test.each([
  ['none', ''],
  ['an absolute URL', '&return_to=https%3A%2F%2Fevil.example%2F'],
  ['a protocol-relative URL', '&return_to=%2F%2Fevil.example'],
  ['a backslash host', '&return_to=%2F%5Cevil.example'],
  ['a relative path without /', '&return_to=insights'],
  ['a tab that browsers drop', '&return_to=%2F%09%2Fevil.example'],
])('return_to %s: the user goes to /dashboard', async (_, query) => {
  const { exchanges } = renderAuthorize(`/authorize?code=c-3${query}`, tokens);
  expect(await screen.findByText('landed /dashboard')).toBeInTheDocument();
  expect(exchanges()).toHaveLength(1);
});

test('a refused code (used or expired) goes to the login page with sso_error=failed, shown there', async () => {
  const { exchanges, session } = renderAuthorize('/authorize?code=used&return_to=%2Finsights', invalidGrant);
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Não foi possível concluir o login único. Tente novamente.',
  );
  expect(exchanges()).toHaveLength(1);
  expect(session.snapshot().status).toBe('signedOut');
});

test('an unreachable API counts as a failed sign-in too', async () => {
  renderAuthorize('/authorize?code=c-4', () => Promise.reject(new TypeError('Failed to fetch')));
  expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível concluir o login único.');
});

test('without a code nothing is exchanged: the login page says single sign-on failed', async () => {
  const { exchanges } = renderAuthorize('/authorize?return_to=%2Finsights', tokens);
  expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível concluir o login único.');
  expect(exchanges()).toHaveLength(0);
});
