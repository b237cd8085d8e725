import type { IamRole, UserInfo } from '@nuvem/api-contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoUser } from '../testing/demoUser';
import { requestsTo } from '../testing/fakeApi';
import { json } from '../testing/fakeFetch';
import { setupFeatures } from '../testing/renderWithFeatures';
import { IamRolesContainer } from './IamRolesContainer';

const diego: UserInfo = {
  ...demoUser,
  email: 'diego@nuvem.example',
  kind: 'staff',
  features: ['list_features', 'list_roles', 'list_user_roles', 'menu_iaas', 'tss'],
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
  role(1, { name: 'Administrador do ambiente', built_in: true, features: ['iam'], grants: 4 }),
  role(2, { name: 'Gestor comercial', features: ['tss'], grants: 2 }),
  role(3, { name: 'Rascunho', features: ['tss'] }),
];

const render = (extra: Parameters<typeof setupFeatures>[0] = {}, search = new URLSearchParams()) => {
  const features = setupFeatures({
    'GET /api/v1/me': () => json(200, diego),
    'GET /api/v1/iam/roles': () => json(200, { roles }),
    ...extra,
  });
  const onSearchChange = vi.fn();
  features.render(<IamRolesContainer search={search} onSearchChange={onSearchChange} />);
  return { ...features, onSearchChange };
};

test('lists the roles; a built-in or granted role cannot be deleted, and says why', async () => {
  render();
  const table = await screen.findByRole('table', { name: 'Perfis' });
  expect(await within(table).findByText('Rascunho')).toBeInTheDocument();
  expect(
    within(table).getByRole('button', {
      name: 'Administrador do ambiente é um perfil da plataforma: pode ser editado, mas não excluído.',
    }),
  ).toBeDisabled();
  expect(
    within(table).getByRole('button', {
      name: 'Gestor comercial ainda está concedido 2 vezes: retire-o dos usuários antes.',
    }),
  ).toBeDisabled();
  expect(within(table).getByRole('button', { name: 'Excluir o perfil Rascunho' })).toBeEnabled();
}, 60_000);

test('a new role is checked against the route, sent once with its key; a taken key lands on its field', async () => {
  let answer = () =>
    json(409, {
      error_code: 'iam_role_key_taken',
      error_vars: ['iaas_ops'],
      error_msg: '',
      error_fields: [{ in: 'body', path: '/key', keyword: 'unique' }],
    });
  const { requests } = render({ 'POST /api/v1/iam/roles': () => answer() });
  await userEvent.click((await screen.findAllByRole('button', { name: 'Novo perfil' }))[0]!);
  const dialog = await screen.findByRole('dialog', { name: 'Novo perfil' });
  // Staff-only features cannot go into a customer role; what the editor lacks cannot be added.
  expect(within(dialog).getByRole('checkbox', { name: /^list_roles/ })).toBeDisabled();
  expect(within(dialog).getByRole('checkbox', { name: /^dr_activation/ })).toBeDisabled();
  await userEvent.type(within(dialog).getByRole('textbox', { name: /^Nome/ }), 'Operação IaaS');
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Identificador/ }), 'Iaas ops');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Criar perfil' }));
  await waitFor(() =>
    expect(within(dialog).getByRole('textbox', { name: /Identificador/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    ),
  );
  expect(requestsTo(requests, 'POST /api/v1/iam/roles')).toHaveLength(0);
  await userEvent.clear(within(dialog).getByRole('textbox', { name: /Identificador/ }));
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Identificador/ }), 'iaas_ops');
  await userEvent.type(within(dialog).getByRole('searchbox', { name: 'Buscar funcionalidade' }), 'menu_iaas');
  await userEvent.click(within(dialog).getByRole('checkbox', { name: /^menu_iaas/ }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Criar perfil' }));
  await waitFor(() =>
    expect(within(dialog).getByRole('textbox', { name: /Identificador/ })).toHaveAccessibleDescription(
      /iaas_ops/,
    ),
  );
  answer = () => json(201, role(9, { key: 'iaas_ops', name: 'Operação IaaS', features: ['menu_iaas'] }));
  await userEvent.clear(within(dialog).getByRole('textbox', { name: /Identificador/ }));
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Identificador/ }), 'iaas_ops2');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Criar perfil' }));
  expect(await screen.findByText('O perfil Operação IaaS foi criado.')).toBeInTheDocument();
  const posts = requestsTo(requests, 'POST /api/v1/iam/roles');
  expect(posts).toHaveLength(2);
  expect(posts[1]?.body).toEqual({
    key: 'iaas_ops2',
    name: 'Operação IaaS',
    description: null,
    scope: 'customer',
    features: ['menu_iaas'],
    flags: [],
  });
  expect(posts[1]?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
}, 60_000);

test('a role opened from the address is edited with PATCH; a refusal of its features is said on the checklist', async () => {
  const { requests } = render(
    {
      [`PATCH /api/v1/iam/roles/${id(2)}`]: () =>
        json(400, {
          error_code: 'iam_feature_staff_only',
          error_vars: ['list_roles'],
          error_msg: '',
          error_fields: [],
        }),
    },
    new URLSearchParams({ role: id(2) }),
  );
  const dialog = await screen.findByRole('dialog', { name: 'Editar o perfil Gestor comercial' });
  expect(within(dialog).getByRole('textbox', { name: /Identificador/ })).toBeDisabled();
  expect(within(dialog).getByText(/A mudança chega a 2 concessões/)).toBeInTheDocument();
  await userEvent.type(within(dialog).getByRole('searchbox', { name: 'Buscar funcionalidade' }), 'menu_iaas');
  await userEvent.click(within(dialog).getByRole('checkbox', { name: /^menu_iaas/ }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar perfil' }));
  const group = await within(dialog).findByRole('group', {
    name: 'Funcionalidades e sinalizadores do perfil',
  });
  await waitFor(() => expect(group).toHaveAccessibleDescription(/list_roles/));
  const [patch] = requestsTo(requests, `PATCH /api/v1/iam/roles/${id(2)}`);
  expect(patch?.body).toEqual({
    name: 'Gestor comercial',
    description: null,
    features: ['tss', 'menu_iaas'],
    flags: [],
  });
  expect(patch?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
}, 60_000);

test('a role is deleted once its name is typed, with an Idempotency-Key', async () => {
  const { requests } = render({
    [`DELETE /api/v1/iam/roles/${id(3)}`]: () => new Response(null, { status: 204 }),
  });
  await userEvent.click(await screen.findByRole('button', { name: 'Excluir o perfil Rascunho' }));
  const dialog = await screen.findByRole('dialog', { name: 'Excluir o perfil Rascunho?' });
  const confirm = within(dialog).getByRole('button', { name: 'Excluir' });
  expect(confirm).toBeDisabled();
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Nome do perfil/ }), 'Rascunho');
  await userEvent.click(confirm);
  expect(await screen.findByText('O perfil Rascunho foi excluído.')).toBeInTheDocument();
  const [del] = requestsTo(requests, `DELETE /api/v1/iam/roles/${id(3)}`);
  expect(del?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
}, 60_000);
