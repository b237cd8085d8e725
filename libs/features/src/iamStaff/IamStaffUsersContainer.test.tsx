import type { IamRole, IamUserList, UserInfo } from '@nuvem/api-contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoUser } from '../testing/demoUser';
import { requestsTo } from '../testing/fakeApi';
import { json } from '../testing/fakeFetch';
import { setupFeatures } from '../testing/renderWithFeatures';
import { IamStaffUsersContainer, iamUserQueryOf } from './IamStaffUsersContainer';

const diego: UserInfo = {
  ...demoUser,
  fullName: 'Diego Lima',
  email: 'diego@nuvem.example',
  kind: 'staff',
  features: ['list_roles', 'list_user_roles', 'tss', 'iam'],
};
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const role = (n: number, over: Partial<IamRole>): IamRole => ({
  role_id: id(n),
  key: `role_${n}`,
  name: `Perfil ${n}`,
  description: null,
  scope: 'customer',
  built_in: false,
  features: [],
  flags: [],
  grants: 0,
  updated_at: '2026-12-07T00:00:00Z',
  ...over,
});
const roles = [
  role(1, { name: 'Gestor comercial', features: ['tss'] }),
  role(2, { name: 'Recuperação de desastre', features: ['dr_activation'] }),
  role(3, { name: 'Administração de acessos', scope: 'staff', features: ['list_roles'] }),
];
const ref = (r: IamRole) => ({ role_id: r.role_id, key: r.key, name: r.name });
const users: IamUserList = {
  total: 2,
  page: 1,
  page_size: 25,
  items: [
    {
      user_id: id(11),
      email: 'diego@nuvem.example',
      full_name: 'Diego Lima',
      kind: 'staff',
      global_roles: [ref(roles[2]!)],
      environments: [],
    },
    {
      user_id: id(12),
      email: 'ana@acme.example',
      full_name: 'Ana Souza',
      kind: 'customer',
      global_roles: [],
      environments: [{ cloud_id: 'ACM1', roles: [] }],
    },
  ],
};

const render = (extra: Parameters<typeof setupFeatures>[0] = {}) => {
  const features = setupFeatures({
    'GET /api/v1/me': () => json(200, diego),
    'GET /api/v1/iam/roles': () => json(200, { roles }),
    'GET /api/v1/iam/users': () => json(200, users),
    ...extra,
  });
  features.render(<IamStaffUsersContainer search={new URLSearchParams()} onSearchChange={() => {}} />);
  return features;
};

test("the list's choices are the API's filter and sort fields", () => {
  expect(
    iamUserQueryOf(
      [
        { field: 'name', operator: ':', value: 'ana' },
        { field: 'globalRoles', operator: '=', value: 'customer_admin' },
        { field: '', operator: ':', value: 'acme' },
      ],
      { field: 'name', direction: 'desc' },
    ),
  ).toEqual({ filter: ['full_name:ana', 'role=customer_admin', ':acme'], sort: '-full_name' });
});

test("a user's roles per environment are changed; one the viewer does not hold is disabled with why; not one's own", async () => {
  const put = `PUT /api/v1/iam/environments/ACM1/users/${id(12)}/roles`;
  const { requests } = render({ [put]: () => json(200, { user_id: id(12), roles: [ref(roles[0]!)] }) });
  const table = await screen.findByRole('table', { name: 'Usuários e seus perfis' });
  expect(
    await within(table).findByRole('button', {
      name: 'Você não pode alterar os seus próprios perfis; peça a outra pessoa da equipe.',
    }),
  ).toBeDisabled();
  await userEvent.click(within(table).getByRole('button', { name: 'Alterar os perfis de Ana Souza' }));
  const dialog = await screen.findByRole('dialog', { name: 'Perfis de Ana Souza' });
  expect(
    within(dialog).getByText('Perfis da equipe só podem ser dados a pessoas da equipe do provedor.'),
  ).toBeInTheDocument();
  const group = within(dialog).getByRole('group', { name: 'Perfis no ambiente ACM1' });
  expect(within(group).getByRole('checkbox', { name: /Recuperação de desastre/ })).toBeDisabled();
  expect(
    within(group).getByText('Você não tem a permissão dr_activation: não pode dar nem retirar este perfil.'),
  ).toBeInTheDocument();
  expect(within(group).queryByRole('checkbox', { name: /Administração de acessos/ })).toBeNull();
  await userEvent.click(within(group).getByRole('checkbox', { name: /Gestor comercial/ }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar perfis' }));
  expect(await screen.findByText(/Os perfis de Ana Souza foram alterados/)).toBeInTheDocument();
  expect(requestsTo(requests, put).map((request) => request.body)).toEqual([{ role_ids: [id(1)] }]);
  // Only what changed is sent: no staff roles for a customer.
  expect(requests.filter((request) => request.method === 'PUT')).toHaveLength(1);
}, 60_000);

test('a refusal of the API is said in the dialog', async () => {
  render({
    [`PUT /api/v1/iam/environments/ACM1/users/${id(12)}/roles`]: () =>
      json(409, {
        error_code: 'iam_last_administrator',
        error_vars: ['ACM1'],
        error_message: '',
        error_fields: [],
      }),
  });
  const table = await screen.findByRole('table', { name: 'Usuários e seus perfis' });
  await userEvent.click(await within(table).findByRole('button', { name: 'Alterar os perfis de Ana Souza' }));
  const dialog = await screen.findByRole('dialog', { name: 'Perfis de Ana Souza' });
  await userEvent.click(within(dialog).getByRole('checkbox', { name: /Gestor comercial/ }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar perfis' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    'O ambiente ACM1 ficaria sem administrador',
  );
}, 60_000);

test('staff give a user roles on another environment by its code', async () => {
  const put = `PUT /api/v1/iam/environments/ACM9/users/${id(12)}/roles`;
  const { requests } = render({ [put]: () => json(200, { user_id: id(12), roles: [ref(roles[0]!)] }) });
  const table = await screen.findByRole('table', { name: 'Usuários e seus perfis' });
  await userEvent.click(await within(table).findByRole('button', { name: 'Alterar os perfis de Ana Souza' }));
  const dialog = await screen.findByRole('dialog', { name: 'Perfis de Ana Souza' });
  const field = within(dialog).getByRole('textbox', { name: 'Outro ambiente' });
  await userEvent.type(field, 'ACM1{Enter}');
  expect(field).toHaveAccessibleDescription('O ambiente ACM1 já está na lista.');
  await userEvent.clear(field);
  await userEvent.type(field, 'ACM9{Enter}');
  const group = within(dialog).getByRole('group', { name: 'Perfis no ambiente ACM9' });
  await userEvent.click(within(group).getByRole('checkbox', { name: /Gestor comercial/ }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar perfis' }));
  expect(await screen.findByText(/Os perfis de Ana Souza foram alterados/)).toBeInTheDocument();
  expect(requestsTo(requests, put).map((request) => request.body)).toEqual([{ role_ids: [id(1)] }]);
  // ACM1 was left as it was: nothing sent for it.
  expect(requests.filter((request) => request.method === 'PUT')).toHaveLength(1);
}, 60_000);
