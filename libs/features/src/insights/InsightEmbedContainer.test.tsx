import { screen, waitFor } from '@testing-library/react';
import { json } from '../testing/fakeFetch';
import { setupFeatures } from '../testing/renderWithFeatures';
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
