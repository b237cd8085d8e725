import type { InsightsCatalogue, InsightsGroup, InsightsUser, UserInfo } from '@nuvem/api-contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoUser } from '../testing/demoUser';
import { requestsTo } from '../testing/fakeApi';
import { json } from '../testing/fakeFetch';
import { setupFeatures } from '../testing/renderWithFeatures';
import { InsightsGroupsContainer } from './InsightsGroupsContainer';
import { InsightsUsersContainer } from './InsightsUsersContainer';

const staff: UserInfo = { ...demoUser, features: ['insights_admin', 'insights_reader'] };
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const base = '/api/v1/insights-admin';

const catalogue: InsightsCatalogue = {
  dashboards: [
    { dashboard_id: id(1), name: 'Faturamento Mensal', category: 'Financeiro' },
    { dashboard_id: id(2), name: 'Previsão Orçamentária', category: 'Financeiro' },
  ],
  workspaces: [{ workspace_id: id(3), name: 'Operações de Nuvem' }],
};
const ana = { user_id: id(10), email: 'ana@acme.example', full_name: 'Ana Souza' };
const elisa = { user_id: id(11), email: 'elisa@acme.example', full_name: 'Elisa Prado' };
const group: InsightsGroup = {
  group_id: id(20),
  name: 'Financeiro Acme',
  description: 'Faturamento e custos da Acme.',
  members: [ana],
  dashboards: [{ dashboard_id: id(1), name: 'Faturamento Mensal', level: 'admin' }],
  workspaces: [],
  updated_at: '2026-12-07T10:00:00Z',
};
const userOf = (who: typeof ana, dashboards: InsightsUser['dashboards'] = []): InsightsUser => ({
  ...who,
  kind: 'customer',
  dashboards,
  workspaces: [],
  groups: dashboards.length ? [{ group_id: group.group_id, name: group.name }] : [],
});
const anaUser = userOf(ana, [
  {
    dashboard_id: id(1),
    name: 'Faturamento Mensal',
    level: 'admin',
    direct: null,
    sources: [{ kind: 'group', group_id: group.group_id, group_name: group.name, level: 'admin' }],
  },
]);
const users = { total: 2, page: 1, page_size: 25, items: [anaUser, userOf(elisa)] };
const lastAdmin = {
  error_code: 'insights_last_dashboard_admin',
  error_vars: ['Faturamento Mensal'],
  error_msg: '',
  error_fields: [],
};

const render = (screenOf: 'groups' | 'users', extra: Parameters<typeof setupFeatures>[0] = {}) => {
  const features = setupFeatures({
    'GET /api/v1/me': () => json(200, staff),
    [`GET ${base}/catalogue`]: () => json(200, catalogue),
    [`GET ${base}/groups`]: () => json(200, { groups: [group] }),
    [`GET ${base}/users`]: () => json(200, users),
    ...extra,
  });
  const props = { search: new URLSearchParams(), onSearchChange: () => {} };
  features.render(
    screenOf === 'groups' ? <InsightsGroupsContainer {...props} /> : <InsightsUsersContainer {...props} />,
  );
  return features;
};

test('a group gets a member found by e-mail, sent with its key; a refusal shows in the panel', async () => {
  const { requests } = render('groups', {
    [`PUT ${base}/groups/${group.group_id}/members`]: () => json(200, { ...group, members: [ana, elisa] }),
    [`PUT ${base}/groups/${group.group_id}/grants`]: () => json(409, lastAdmin),
  });
  const table = await screen.findByRole('table', { name: 'Grupos do Insights' });
  await userEvent.click(
    await within(table).findByRole('button', { name: 'Gerenciar o grupo Financeiro Acme' }),
  );
  const panel = await screen.findByRole('dialog', { name: 'Financeiro Acme' });
  await userEvent.type(within(panel).getByRole('combobox', { name: 'Adicionar membro por e-mail' }), 'elisa');
  await userEvent.click(await screen.findByRole('option', { name: /elisa@acme.example/ }));
  await waitFor(() =>
    expect(requestsTo(requests, `PUT ${base}/groups/${group.group_id}/members`)).toHaveLength(1),
  );
  const [put] = requestsTo(requests, `PUT ${base}/groups/${group.group_id}/members`);
  expect(put?.body).toEqual({ user_ids: [ana.user_id, elisa.user_id] });
  expect(put?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);

  await userEvent.click(
    within(panel).getByRole('button', { name: 'Retirar o acesso do grupo a Faturamento Mensal' }),
  );
  expect(await within(panel).findByRole('alert')).toHaveTextContent(
    'O dashboard Faturamento Mensal ficaria sem administrador.',
  );
});

test('a new group is held to the schema, created, and opened', async () => {
  const created: InsightsGroup = {
    ...group,
    group_id: id(21),
    name: 'Diretoria',
    members: [],
    dashboards: [],
  };
  const { requests } = render('groups', { [`POST ${base}/groups`]: () => json(201, created) });
  await userEvent.click((await screen.findAllByRole('button', { name: 'Novo grupo' }))[0]!);
  const dialog = await screen.findByRole('dialog', { name: 'Novo grupo' });
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Nome/ }), 'Diretoria');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Criar grupo' }));
  expect(await screen.findByText('Grupo Diretoria criado.')).toBeInTheDocument();
  const [post] = requestsTo(requests, `POST ${base}/groups`);
  expect(post?.body).toEqual({ name: 'Diretoria', description: null });
});

test("a user's access shows its source; a dashboard given from the dialog is their own grant", async () => {
  const { requests } = render('users', {
    [`PUT ${base}/users/${elisa.user_id}/dashboards/${id(2)}`]: () =>
      json(
        200,
        userOf(elisa, [
          {
            dashboard_id: id(2),
            name: 'Previsão Orçamentária',
            level: 'reader',
            direct: 'reader',
            sources: [{ kind: 'direct', group_id: null, group_name: null, level: 'reader' }],
          },
        ]),
      ),
  });
  const table = await screen.findByRole('table', { name: 'Acesso dos usuários ao Insights' });
  expect(await within(table).findByText('Grupo Financeiro Acme')).toBeInTheDocument();
  await userEvent.click(within(table).getByRole('button', { name: 'Gerenciar o acesso de Elisa Prado' }));
  const dialog = await screen.findByRole('dialog', { name: 'Acesso de Elisa Prado ao Insights' });
  await userEvent.click(within(dialog).getByRole('combobox', { name: 'Dar acesso a um dashboard' }));
  await userEvent.click(await screen.findByRole('option', { name: /Previsão Orçamentária/ }));
  expect(await within(dialog).findByText('Origem: Direto')).toBeInTheDocument();
  const [put] = requestsTo(requests, `PUT ${base}/users/${elisa.user_id}/dashboards/${id(2)}`);
  expect(put?.body).toEqual({ level: 'reader' });
  const [list] = requestsTo(requests, `GET ${base}/users`);
  expect(new URL(list!.url, 'http://api.test').searchParams.get('page_size')).toBe('25');
});

test("a group's name and description are changed from its panel", async () => {
  const { requests } = render('groups', {
    [`PATCH ${base}/groups/${group.group_id}`]: () =>
      json(200, { ...group, name: 'Financeiro e Custos Acme' }),
  });
  const table = await screen.findByRole('table', { name: 'Grupos do Insights' });
  await userEvent.click(
    await within(table).findByRole('button', { name: 'Gerenciar o grupo Financeiro Acme' }),
  );
  const panel = await screen.findByRole('dialog', { name: 'Financeiro Acme' });
  await userEvent.click(
    within(panel).getByRole('button', { name: 'Editar o nome e a descrição de Financeiro Acme' }),
  );
  const dialog = await screen.findByRole('dialog', { name: 'Editar o grupo' });
  const name = within(dialog).getByRole('textbox', { name: /Nome/ });
  expect(name).toHaveValue('Financeiro Acme');
  await userEvent.clear(name);
  await userEvent.type(name, 'Financeiro e Custos Acme');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
  expect(await screen.findByText('Grupo Financeiro e Custos Acme salvo.')).toBeInTheDocument();
  const [patch] = requestsTo(requests, `PATCH ${base}/groups/${group.group_id}`);
  expect(patch?.body).toEqual({
    name: 'Financeiro e Custos Acme',
    description: 'Faturamento e custos da Acme.',
  });
});
