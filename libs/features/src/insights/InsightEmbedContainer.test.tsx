import { screen, waitFor } from '@testing-library/react';
import { json } from '../testing/fakeFetch';
import { setupFeatures } from '../testing/renderWithFeatures';
import { InsightCreateContainer } from './InsightCreateContainer';
import { InsightEmbedContainer } from './InsightEmbedContainer';

test("a missing dashboard id shows 'Erro' - 'O id do dashboard não foi informado.' and asks nothing", async () => {
  const empty = (namespace: string) => () =>
    json(200, { success: true, data: { namespace, ccode: null, data: [], updated_at: null } });
  const { render, notices, requests } = setupFeatures({
    'GET /api/v1/preferences/FavoriteInsights': empty('FavoriteInsights'),
    'GET /api/v1/preferences/RecentInsights': empty('RecentInsights'),
    'GET /api/v1/dashboards': () => json(200, []),
  });
  render(<InsightEmbedContainer target={undefined} onBack={() => undefined} colorScheme="light" />);
  await waitFor(() =>
    expect(notices.notices()).toMatchObject([
      { severity: 'error', title: 'Erro', message: 'O id do dashboard não foi informado.' },
    ]),
  );
  expect(screen.getAllByText('O id do dashboard não foi informado.').length).toBeGreaterThan(0);
  expect(requests.filter((r) => r.url.includes('/embed') || r.url.includes('/token'))).toEqual([]);
});

test('the report editor without a workspace or dataset in its address says what is missing and asks nothing', async () => {
  const { render, requests } = setupFeatures({
    'GET /api/v1/bi/workspaces': () => json(200, []),
    'GET /api/v1/bi/items': () => json(200, []),
  });
  render(
    <InsightCreateContainer
      choice={{ workspaceId: '', datasetId: 'consumo' }}
      onBack={() => undefined}
      colorScheme="light"
      onSaved={() => undefined}
    />,
  );
  expect(
    await screen.findByText(
      "Escolha o workspace e o conjunto de dados em 'Novo relatório', na lista de Insights.",
    ),
  ).toBeInTheDocument();
  expect(requests.filter((r) => r.url.includes('/token'))).toEqual([]);
});
