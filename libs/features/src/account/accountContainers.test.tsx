import type { Profile, SignInList } from '@nuvem/api-contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { apiError, json } from '../testing/fakeFetch';
import { requestsTo } from '../testing/fakeApi';
import { setupFeatures } from '../testing/renderWithFeatures';
import { PasswordRecoveryContainer } from './PasswordRecoveryContainer';
import { ProfileDetailsContainer } from './ProfileDetailsContainer';
import { SetPasswordContainer } from './SetPasswordContainer';
import { SignInsContainer } from './SignInsContainer';

const pair = { access_token: 'a2', token_type: 'Bearer', expires_in: 900, refresh_token: 'r2' };
const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

beforeEach(() => localStorage.clear());

describe('SetPasswordContainer', () => {
  it('refuses two different typings before any request, then sets the password and signs in with it', async () => {
    const onDone = vi.fn();
    const { render, requests } = setupFeatures({
      'POST /api/v1/password-recovery/password': () => json(200, { email: 'ana@acme.example' }),
      'POST /api/v1/session': () => json(200, pair),
    });
    render(<SetPasswordContainer token="t0k3n-abcdefghijklmnopqrstuv" onDone={onDone} />);
    type(/^Nova senha/, 'uma-senha-boa-1');
    type(/^Repita a nova senha/, 'outra-senha-1');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar e entrar' }));
    expect(await screen.findByText('As senhas não conferem.')).toBeInTheDocument();
    type(/^Nova senha/, 'curta');
    type(/^Repita a nova senha/, 'curta');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar e entrar' }));
    expect(await screen.findByText('Informe ao menos 10 caracteres.')).toBeInTheDocument();
    expect(requests).toHaveLength(0);

    type(/^Nova senha/, 'uma-senha-boa-1');
    type(/^Repita a nova senha/, 'uma-senha-boa-1');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar e entrar' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(requestsTo(requests, 'POST /api/v1/password-recovery/password')[0]?.body).toEqual({
      token: 't0k3n-abcdefghijklmnopqrstuv',
      password: 'uma-senha-boa-1',
    });
    expect(requestsTo(requests, 'POST /api/v1/session')[0]?.body).toEqual({
      email: 'ana@acme.example',
      password: 'uma-senha-boa-1',
    });
  });

  it('says why a link is refused, with the way to a new one', async () => {
    const { render } = setupFeatures({
      'POST /api/v1/password-recovery/password': () => apiError(400, 'account_link_used'),
    });
    render(<SetPasswordContainer token="t0k3n-abcdefghijklmnopqrstuv" onDone={vi.fn()} />);
    type(/^Nova senha/, 'uma-senha-boa-1');
    type(/^Repita a nova senha/, 'uma-senha-boa-1');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar e entrar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Este link já foi usado.');
    expect(screen.getByRole('link', { name: 'Pedir um novo link' })).toHaveAttribute(
      'href',
      '/authentication/recover',
    );
  });

  it('offers a new link when opened without a token', () => {
    const { render } = setupFeatures({});
    render(<SetPasswordContainer token={undefined} onDone={vi.fn()} />);
    expect(screen.queryByRole('button', { name: 'Salvar e entrar' })).toBeNull();
    expect(screen.getByText(/não traz um link de redefinição/)).toBeInTheDocument();
  });
});

test('PasswordRecoveryContainer asks for a link without a session and says the same for any address', async () => {
  const { render, requests } = setupFeatures({ 'POST /api/v1/password-recovery': () => json(202) });
  render(<PasswordRecoveryContainer />);
  type(/^E-mail/, ' ana@acme.example ');
  fireEvent.click(screen.getByRole('button', { name: 'Enviar link' }));
  expect(await screen.findByRole('status')).toHaveTextContent(
    'Se houver uma conta com o e-mail ana@acme.example',
  );
  const [sent] = requestsTo(requests, 'POST /api/v1/password-recovery');
  expect(sent?.body).toEqual({ email: 'ana@acme.example' });
  expect(sent?.headers['authorization']).toBeUndefined();
});

test('ProfileDetailsContainer saves the profile with a key, and the language becomes the portal’s', async () => {
  const profile: Profile = {
    email: 'ana@acme.example',
    full_name: 'Ana Souza',
    phone: null,
    language: 'pt-BR',
  };
  const { render, requests } = setupFeatures({
    'GET /api/v1/profile': () => json(200, profile),
    'PATCH /api/v1/profile': (request) => json(200, { ...profile, ...(request.body as object) }),
  });
  render(<ProfileDetailsContainer />);
  expect(await screen.findByDisplayValue('Ana Souza')).toBeInTheDocument();
  type(/^Nome completo/, 'Ana Souza Lima');
  type(/^Telefone/, 'liga pra mim');
  fireEvent.click(screen.getByRole('button', { name: 'Salvar dados' }));
  expect(await screen.findByText('O formato não é válido.')).toBeInTheDocument();
  type(/^Telefone/, '');
  fireEvent.change(screen.getByDisplayValue('pt-BR'), { target: { value: 'es' } });
  fireEvent.click(screen.getByRole('button', { name: 'Salvar dados' }));
  expect(await screen.findByText('Dados salvos.')).toBeInTheDocument();
  const [patch] = requestsTo(requests, 'PATCH /api/v1/profile');
  expect(patch?.body).toEqual({ full_name: 'Ana Souza Lima', phone: null, language: 'es' });
  expect(patch?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  expect(localStorage.getItem('nuvem-locale')).toBe('es');
});

test('SignInsContainer ends another sign-in and reads the list again', async () => {
  const list: SignInList = {
    items: [
      {
        id: '00000000-0000-4000-8000-000000000001',
        user_agent: 'Mozilla/5.0 (X11; Linux x86_64; rv:130.0) Gecko/20100101 Firefox/130.0',
        ip: '10.0.0.2',
        started_at: '2026-12-01T10:00:00.000Z',
        last_used_at: '2026-12-07T10:00:00.000Z',
        current: false,
      },
      {
        id: '00000000-0000-4000-8000-000000000002',
        user_agent: 'Mozilla/5.0 (Windows NT 10.0) Chrome/140.0 Safari/537.36',
        ip: '10.0.0.3',
        started_at: '2026-12-02T10:00:00.000Z',
        last_used_at: '2026-12-07T11:00:00.000Z',
        current: true,
      },
    ],
  };
  const { render, requests } = setupFeatures({
    'GET /api/v1/profile/sign-ins': () => json(200, list),
    'DELETE /api/v1/profile/sign-ins/00000000-0000-4000-8000-000000000001': () => json(204),
  });
  render(<SignInsContainer timeZone="UTC" />);
  const table = await screen.findByRole('table', { name: 'Sessões ativas da sua conta' });
  await within(table).findByText('Firefox · Linux');
  fireEvent.click(within(table).getByRole('button', { name: /^Encerrar a sessão Firefox · Linux/ }));
  expect(await screen.findByText('Sessão encerrada.')).toBeInTheDocument();
  expect(
    requestsTo(requests, 'DELETE /api/v1/profile/sign-ins/00000000-0000-4000-8000-000000000001'),
  ).toHaveLength(1);
  await waitFor(() => expect(requestsTo(requests, 'GET /api/v1/profile/sign-ins')).toHaveLength(2));
});
