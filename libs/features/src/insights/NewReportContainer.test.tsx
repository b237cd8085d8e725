import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json } from '../testing/fakeFetch';
import { demoUser } from '../testing/demoUser';
import { setupFeatures } from '../testing/renderWithFeatures';
import { InsightsContainer } from './InsightsContainer';

const empty = (namespace: string) => () =>
  json(200, { success: true, data: { namespace, ccode: null, data: [], updated_at: null } });

function setUp(workspaces: { id: string; name: string; access: 'view' | 'edit' }[]) {
  return setupFeatures({
    'GET /api/v1/me': () => json(200, { ...demoUser, features: ['show_powerbi_insights'] }),
    'GET /api/v1/preferences/FavoriteInsights': empty('FavoriteInsights'),
    'GET /api/v1/preferences/RecentInsights': empty('RecentInsights'),
    'GET /api/v1/dashboards': () => json(200, []),
    'GET /api/v1/bi/workspaces': () => json(200, workspaces),
    'GET /api/v1/bi/items': () => json(200, []),
    'GET /api/v1/bi/workspaces/w2/datasets': () =>
      json(200, [
        { id: 'consumo', name: 'Consumo' },
        { id: 'margem', name: 'Margem do Provedor' },
      ]),
  });
}

test("'Novo relatório' picks a workspace the user edits and one of its datasets, then hands them over", async () => {
  const { render, requests } = setUp([
    { id: 'w1', name: 'Operações', access: 'view' },
    { id: 'w2', name: 'Financeiro', access: 'edit' },
  ]);
  const onCreateReport = vi.fn();
  render(
    <InsightsContainer
      query=""
      onQueryChange={() => undefined}
      onOpen={() => undefined}
      onCreateReport={onCreateReport}
    />,
  );
  await userEvent.click(await screen.findByRole('button', { name: 'Novo relatório' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Novo relatório' }));
  // Only the edited workspace is offered; its first dataset is chosen at once.
  await waitFor(() => expect(dialog.getByRole('button', { name: 'Criar relatório' })).toBeEnabled());
  expect(dialog.getByRole('combobox', { name: 'Workspace' })).toHaveTextContent('Financeiro');
  await userEvent.click(dialog.getByRole('combobox', { name: 'Conjunto de dados' }));
  await userEvent.click(await screen.findByRole('option', { name: 'Margem do Provedor' }));
  await userEvent.click(dialog.getByRole('button', { name: 'Criar relatório' }));
  expect(onCreateReport).toHaveBeenCalledWith({ workspaceId: 'w2', datasetId: 'margem' });
  expect(requests.some((r) => r.url.includes('/bi/workspaces/w1/'))).toBe(false);
});

test('members who only view their workspaces get no such button', async () => {
  const { render, requests } = setUp([{ id: 'w1', name: 'Operações', access: 'view' }]);
  render(
    <InsightsContainer
      query=""
      onQueryChange={() => undefined}
      onOpen={() => undefined}
      onCreateReport={vi.fn()}
    />,
  );
  // Once the workspaces are in (the items are asked after them), the list is as it stays.
  await waitFor(() => expect(requests.some((r) => r.url.includes('/api/v1/bi/items'))).toBe(true));
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(screen.queryByRole('button', { name: 'Novo relatório' })).not.toBeInTheDocument();
});

test("'Novo relatório' from a CSV file: read in the browser, its rows kept in the environment chosen", async () => {
  const { render } = setUp([{ id: 'w2', name: 'Financeiro', access: 'edit' }]);
  const onCreateReport = vi.fn();
  render(
    <InsightsContainer
      query=""
      onQueryChange={() => undefined}
      onOpen={() => undefined}
      onCreateReport={onCreateReport}
    />,
  );
  await userEvent.click(await screen.findByRole('button', { name: 'Novo relatório' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Novo relatório' }));
  await userEvent.click(dialog.getByRole('radio', { name: 'Um arquivo CSV (relatório rápido)' }));
  // A ragged file is refused with its line; a good one is counted.
  await userEvent.upload(
    dialog.getByLabelText('Escolher arquivo CSV'),
    new File(['Produto;Valor\nMesa;1;2\n'], 'ruim.csv', { type: 'text/csv' }),
  );
  expect(await dialog.findByRole('alert')).toHaveTextContent(
    'A linha 2 do arquivo tem 3 valores; o cabeçalho tem 2 colunas.',
  );
  expect(dialog.getByRole('button', { name: 'Criar relatório' })).toBeDisabled();
  await userEvent.upload(
    dialog.getByLabelText('Escolher arquivo CSV'),
    new File(['Produto;Valor\nMesa;120,5\nCadeira;80\n'], 'vendas.csv', { type: 'text/csv' }),
  );
  expect(await dialog.findByRole('status')).toHaveTextContent(
    '2 colunas e 2 linhas prontas para o relatório.',
  );
  const environment = dialog.getByRole('combobox', { name: 'Ambiente dos dados' });
  expect(environment).toHaveTextContent(demoUser.customers[0]!.cloud_id);
  await userEvent.click(dialog.getByRole('button', { name: 'Criar relatório' }));
  expect(onCreateReport).toHaveBeenCalledWith({
    workspaceId: 'w2',
    file: {
      cloudId: demoUser.customers[0]!.cloud_id,
      fileName: 'vendas.csv',
      config: {
        locale: 'pt-BR',
        tableSchemaList: [
          {
            name: 'vendas',
            columns: [
              { name: 'Produto', dataType: 'Text' },
              { name: 'Valor', dataType: 'Number' },
            ],
          },
        ],
        data: [
          {
            name: 'vendas',
            rows: [
              ['Mesa', '120.5'],
              ['Cadeira', '80'],
            ],
          },
        ],
      },
    },
  });
});
