import { createSession, SessionProvider, type Session } from '@nuvem/features';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, type InitialEntry } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { createPortalI18n } from '../i18n/portalI18n';
import { LoginRoute } from './LoginRoute';

const errorBody = (code: string, vars: string[] = []) =>
  JSON.stringify({
    error_code: code,
    error_vars: vars,
    error_title: 'Erro',
    error_type: 'error',
    error_message: code,
  });
const tokens = JSON.stringify({
  access_token: 'a',
  token_type: 'Bearer',
  expires_in: 900,
  refresh_token: 'r',
});

const SSO_STATUS = '/api/v1/session/sso';
const ssoOff = async () => new Response(JSON.stringify({ enabled: false, label: null }), { status: 200 });

interface RenderOptions {
  /** Answers GET /session/sso; single sign-on is off by default. */
  sso?: () => Promise<Response>;
  baseUrl?: string;
}

/**
 * The login route over a fake fetch: `answer` answers the sign-in, `sso` the single sign-on status. Each
 * render has its own SWR cache.
 */
function renderLogin(
  answer: () => Promise<Response>,
  entry: InitialEntry = '/login',
  { sso = ssoOff, baseUrl = '' }: RenderOptions = {},
) {
  const requests: string[] = [];
  const fetch = (input: RequestInfo | URL) => {
    const url = String(input);
    requests.push(url);
    return url === baseUrl + SSO_STATUS ? sso() : answer();
  };
  const session: Session = createSession({
    baseUrl,
    backendHost: '127.0.0.1:3333',
    fetch,
    reload: () => undefined,
  });
  const leaveTo = vi.fn<(url: string) => void>();
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <SessionProvider session={session}>
        <I18nextProvider i18n={createPortalI18n('pt-BR')}>
          <MemoryRouter initialEntries={[entry]}>
            <Routes>
              <Route path="/login" element={<LoginRoute leaveTo={leaveTo} />} />
              <Route path="/dashboard" element={<p>painel</p>} />
              <Route path="/insights" element={<p>insights</p>} />
            </Routes>
          </MemoryRouter>
        </I18nextProvider>
      </SessionProvider>
    </SWRConfig>,
  );
  return { requests, leaveTo };
}

async function signIn() {
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'ana@acme.example');
  await user.type(document.querySelector('input[autocomplete="current-password"]')!, 'nuvem-demo-2024');
  await user.click(screen.getByRole('button', { name: 'Entrar' }));
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

test.each([
  [
    'a wrong password',
    async () => new Response(errorBody('invalid_credentials'), { status: 401 }),
    'E-mail ou senha inválidos.',
  ],
  [
    'too many attempts',
    async () => new Response(errorBody('too_many_requests', ['42']), { status: 429 }),
    'Muitas tentativas. Tente novamente em 42 s.',
  ],
  [
    'an unreachable backend',
    () => Promise.reject(new TypeError('Failed to fetch')),
    'Não foi possível conectar ao backend. Verifique se o servidor está rodando em 127.0.0.1:3333',
  ],
])('%s is shown in the form, translated', async (_, answer, message) => {
  renderLogin(answer);
  await signIn();
  expect(await screen.findByRole('alert')).toHaveTextContent(message);
  expect(screen.getByRole('button', { name: 'Entrar' })).toBeEnabled();
});

test('once signed in the user goes to /dashboard', async () => {
  renderLogin(async () => new Response(tokens, { status: 200 }));
  await signIn();
  expect(await screen.findByText('painel')).toBeInTheDocument();
});

test('or back to the page the login guard came from', async () => {
  renderLogin(async () => new Response(tokens, { status: 200 }), {
    pathname: '/login',
    state: { from: '/insights' },
  });
  await signIn();
  expect(await screen.findByText('insights')).toBeInTheDocument();
});

const ssoOn = async () => new Response(JSON.stringify({ enabled: true, label: 'Acme' }), { status: 200 });

describe('why the user was signed out (issue 29)', () => {
  test.each([
    ['expired', 'alert', 'Sua sessão expirou. Entre novamente.'],
    ['signedOut', 'status', 'Você saiu da sua conta.'],
    ['elsewhere', 'alert', 'Sua sessão foi encerrada em outra aba ou janela. Entre novamente.'],
  ] as const)('%s: said once, as a %s', async (reason, role, text) => {
    sessionStorage.setItem('nuvem-sign-out-reason', reason);
    renderLogin(async () => new Response(tokens, { status: 200 }));
    expect(await screen.findByRole(role)).toHaveTextContent(text);
    // Shown once: the next visit of the login page has nothing to say.
    expect(sessionStorage.getItem('nuvem-sign-out-reason')).toBeNull();
  });

  test('the notice goes once the user tries to sign in', async () => {
    sessionStorage.setItem('nuvem-sign-out-reason', 'expired');
    renderLogin(async () => new Response(errorBody('invalid_credentials'), { status: 401 }));
    expect(await screen.findByText('Sua sessão expirou. Entre novamente.')).toBeInTheDocument();
    await signIn();
    await screen.findByText('Não foi possível entrar');
    expect(screen.queryByText('Sua sessão expirou. Entre novamente.')).not.toBeInTheDocument();
  });

  test('nothing is said to a user who was not signed out', async () => {
    renderLogin(async () => new Response(tokens, { status: 200 }));
    await screen.findByRole('button', { name: 'Entrar' });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('single sign-on', () => {
  test('offered when the API says so: the button leaves for the API, back to /dashboard by default', async () => {
    const { leaveTo } = renderLogin(ssoOff, '/login', { sso: ssoOn });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Entrar com Acme' }));
    expect(leaveTo.mock.calls).toEqual([['/api/v1/session/sso/authorize?return_to=%2Fdashboard']]);
  });

  test('returns to the page the login guard came from, on the API base URL', async () => {
    const { leaveTo } = renderLogin(
      ssoOff,
      { pathname: '/login', state: { from: '/insights?tab=1' } },
      { sso: ssoOn, baseUrl: 'https://api.example.com' },
    );
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Entrar com Acme' }));
    expect(leaveTo.mock.calls).toEqual([
      ['https://api.example.com/api/v1/session/sso/authorize?return_to=%2Finsights%3Ftab%3D1'],
    ]);
  });

  test.each([
    ['disabled', ssoOff],
    ['unavailable (500)', async () => new Response(errorBody('internal_error'), { status: 500 })],
    ['unreachable', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('not offered when the status is %s', async (_, sso) => {
    const { requests } = renderLogin(ssoOff, '/login', { sso });
    await vi.waitFor(() => expect(requests).toContain(SSO_STATUS));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('button', { name: /Entrar com/ })).not.toBeInTheDocument();
    expect(screen.queryByText('ou')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeEnabled();
  });

  test.each([
    ['denied', 'O acesso pelo login único foi recusado. Tente novamente ou entre com e-mail e senha.'],
    ['unknown_user', 'Nenhum usuário do portal corresponde a esta conta.'],
    ['expired', 'A tentativa de login único expirou. Comece de novo.'],
    ['failed', 'Não foi possível concluir o login único. Tente novamente.'],
    ['unavailable', 'O provedor de login único não está disponível no momento. Tente mais tarde.'],
    ['from_a_newer_api', 'Não foi possível concluir o login único. Tente novamente.'],
  ])('?sso_error=%s is shown in the form, translated', async (value, message) => {
    renderLogin(ssoOff, `/login?sso_error=${value}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  test('the sso_error message gives way to the outcome of a password sign-in', async () => {
    renderLogin(
      async () => new Response(errorBody('invalid_credentials'), { status: 401 }),
      '/login?sso_error=unknown_user',
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Nenhum usuário do portal');
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('E-mail ou senha inválidos.');
    expect(screen.getByRole('alert')).not.toHaveTextContent('Nenhum usuário do portal');
  });
});
