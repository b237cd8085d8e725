import type { IamEnvironmentUsers, UserInfo } from '@nuvem/api-contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CURRENT_CLOUD_STORAGE_KEY } from '../accounts/accountsConstants';
import { demoUser } from '../testing/demoUser';
import { requestsTo } from '../testing/fakeApi';
import { json } from '../testing/fakeFetch';
import { setupFeatures } from '../testing/renderWithFeatures';
import { IamUsersContainer } from './IamUsersContainer';

const admin: UserInfo = { ...demoUser, features: ['iam', 'menu_iaas'] };
const path = '/api/v1/iam/environments/ACM1/users';
const role = (key: string, name: string, notHeld: string | null = null) => ({
  role_id: `00000000-0000-4000-8000-${key.padStart(12, '0')}`,
  key,
  name,
  description: null,
  features: [],
  not_held: notHeld,
});
const roles = [
  role('1', 'Administrador do ambiente'),
  role('2', 'Operador de IaaS'),
  role('3', 'Analista de migração', 'customer_migration'),
];
const ref = (r: (typeof roles)[number]) => ({ role_id: r.role_id, key: r.key, name: r.name });

const users: IamEnvironmentUsers = {
  cloud_id: 'ACM1',
  roles,
  users: [
    {
      user_id: '10000000-0000-4000-8000-000000000001',
      email: 'ana@acme.example',
      full_name: 'Ana Souza',
      kind: 'customer',
      roles: [ref(roles[0]!)],
      administrator: true,
      state: 'active',
      last_sign_in_at: '2026-12-06T13:05:00Z',
    },
    {
      user_id: '10000000-0000-4000-8000-000000000002',
      email: 'elisa@acme.example',
      full_name: 'Elisa Prado',
      kind: 'customer',
      roles: [ref(roles[1]!)],
      administrator: false,
      state: 'active',
      last_sign_in_at: null,
    },
  ],
};

beforeEach(() => localStorage.setItem(CURRENT_CLOUD_STORAGE_KEY, 'ACM1'));
afterEach(() => localStorage.clear());

const render = (extra: Parameters<typeof setupFeatures>[0] = {}) => {
  const features = setupFeatures({
    'GET /api/v1/me': () => json(200, admin),
    [`GET ${path}`]: () => json(200, users),
    ...extra,
  });
  features.render(<IamUsersContainer search={new URLSearchParams()} onSearchChange={() => {}} />);
  return features;
};

test('lists who has access; own row and the last administrator are refused with why', async () => {
  render();
  const table = await screen.findByRole('table', { name: 'Usuários com acesso ao ambiente' });
  expect(await within(table).findByText('Elisa Prado')).toBeInTheDocument();
  const own = within(table).getAllByRole('button', {
    name: 'Você não pode alterar o seu próprio acesso; peça a outro administrador.',
  });
  expect(own).toHaveLength(2);
  own.forEach((button) => expect(button).toBeDisabled());
  expect(within(table).getByText('Nunca entrou')).toBeInTheDocument();
});

test("changes a person's roles with the roles the administrator may give; one they may not is disabled with why", async () => {
  const { requests } = render({
    [`PUT ${path}/10000000-0000-4000-8000-000000000002/roles`]: () =>
      json(200, { user_id: '10000000-0000-4000-8000-000000000002', roles: [] }),
  });
  await userEvent.click(await screen.findByRole('button', { name: 'Alterar os papéis de Elisa Prado' }));
  const dialog = await screen.findByRole('dialog', { name: 'Papéis de Elisa Prado' });
  expect(within(dialog).getByRole('checkbox', { name: /Operador de IaaS/ })).toBeChecked();
  expect(within(dialog).getByRole('checkbox', { name: /Analista de migração/ })).toBeDisabled();
  expect(
    within(dialog).getByText(
      'Você não tem a permissão customer_migration neste ambiente: não pode dar este papel.',
    ),
  ).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('checkbox', { name: /Administrador do ambiente/ }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar papéis' }));
  expect(await screen.findByText('Os papéis de Elisa Prado foram alterados.')).toBeInTheDocument();
  const [put] = requestsTo(requests, `PUT ${path}/10000000-0000-4000-8000-000000000002/roles`);
  expect(put?.body).toEqual({ role_ids: [roles[1]!.role_id, roles[0]!.role_id] });
});

test('an invitation is checked against the route before any request, then sent once with its key', async () => {
  const { requests } = render({
    'POST /api/v1/iam/environments/ACM1/invitations': () =>
      json(201, { user_id: '10000000-0000-4000-8000-000000000009', invited: true, roles: [] }),
  });
  await userEvent.click((await screen.findAllByRole('button', { name: 'Convidar usuário' }))[0]!);
  const dialog = await screen.findByRole('dialog', { name: 'Convidar usuário' });
  await userEvent.type(within(dialog).getByRole('textbox', { name: /E-mail/ }), 'rui@');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar convite' }));
  await waitFor(() =>
    expect(within(dialog).getByRole('textbox', { name: /E-mail/ })).toHaveAccessibleDescription(),
  );
  expect(requestsTo(requests, 'POST /api/v1/iam/environments/ACM1/invitations')).toHaveLength(0);
  await userEvent.type(within(dialog).getByRole('textbox', { name: /E-mail/ }), 'acme.example');
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Nome completo/ }), 'Rui Alves');
  await userEvent.click(within(dialog).getByRole('checkbox', { name: /Operador de IaaS/ }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar convite' }));
  expect(await screen.findByText(/Convite enviado para rui@acme.example/)).toBeInTheDocument();
  const [post] = requestsTo(requests, 'POST /api/v1/iam/environments/ACM1/invitations');
  expect(post?.body).toEqual({
    email: 'rui@acme.example',
    full_name: 'Rui Alves',
    role_ids: [roles[1]!.role_id],
  });
  expect(post?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
});

test('removing access is confirmed, and a refusal is said on the page', async () => {
  render({
    [`DELETE ${path}/10000000-0000-4000-8000-000000000002`]: () =>
      json(409, {
        error_code: 'iam_last_administrator',
        error_vars: ['ACM1'],
        error_msg: '',
        error_fields: [],
      }),
  });
  await userEvent.click(await screen.findByRole('button', { name: 'Remover o acesso de Elisa Prado' }));
  const dialog = await screen.findByRole('dialog', { name: 'Remover o acesso de Elisa Prado?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Remover acesso' }));
  expect(await screen.findByRole('alert')).toBeInTheDocument();
});
