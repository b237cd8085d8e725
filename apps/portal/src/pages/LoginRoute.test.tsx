import { createSession, SessionProvider, type Session } from '@nuvem/features';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, type InitialEntry } from 'react-router-dom';
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

function renderLogin(answer: () => Promise<Response>, entry: InitialEntry = '/login') {
  const session: Session = createSession({
    baseUrl: '',
    backendHost: '127.0.0.1:3333',
    fetch: answer,
    reload: () => undefined,
  });
  render(
    <SessionProvider session={session}>
      <I18nextProvider i18n={createPortalI18n('pt-BR')}>
        <MemoryRouter initialEntries={[entry]}>
          <Routes>
            <Route path="/login" element={<LoginRoute />} />
            <Route path="/dashboard" element={<p>painel</p>} />
            <Route path="/insights" element={<p>insights</p>} />
          </Routes>
        </MemoryRouter>
      </I18nextProvider>
    </SessionProvider>,
  );
}

async function signIn() {
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'ana@acme.example');
  await user.type(document.querySelector('input[autocomplete="current-password"]')!, 'nuvem-demo-2024');
  await user.click(screen.getByRole('button', { name: 'Entrar' }));
}

beforeEach(() => localStorage.clear());

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
