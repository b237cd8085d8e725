import { waitFor } from '@testing-library/react';
import { apiError, json } from '../testing/fakeFetch';
import { setupFeatures } from '../testing/renderWithFeatures';
import { useDataAnalytics } from './useDataAnalytics';

const workspaces = [{ id: 'w1', name: 'Financeiro Corporativo' }];
const items = [
  { id: 'r1', type: 'report', name: 'Receita por Cliente', embedUrl: 'u1', workspaceId: 'w1' },
  { id: 'b1', type: 'dashboard', displayName: 'Painel Executivo', embedUrl: 'u2', workspaceId: 'w1' },
];

test('asks for the workspaces (the connectivity check) before the items, and names them', async () => {
  const { renderHook, requests } = setupFeatures({
    'GET /api/v1/bi/workspaces': () => json(200, workspaces),
    'GET /api/v1/bi/items': () => json(200, items),
  });
  const { result } = renderHook(() => useDataAnalytics(true));
  await waitFor(() => expect(result.current.state).toEqual({ status: 'ready' }));
  expect(requests.map((r) => new URL(r.url, 'http://t').pathname)).toEqual([
    '/api/v1/bi/workspaces',
    '/api/v1/bi/items',
  ]);
  expect(result.current.insights).toEqual([
    { id: 'r1', name: 'Receita por Cliente', category: 'Financeiro Corporativo', kind: 'biReport' },
    { id: 'b1', name: 'Painel Executivo', category: 'Financeiro Corporativo', kind: 'biDashboard' },
  ]);
});

test('without show_powerbi_insights nothing is asked', async () => {
  const { renderHook, requests } = setupFeatures({});
  const { result } = renderHook(() => useDataAnalytics(false));
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(requests).toHaveLength(0);
  expect(result.current.insights).toEqual([]);
});

test.each([
  ['the workspaces', { 'GET /api/v1/bi/workspaces': () => apiError(403, 'forbidden') }],
  [
    'the items',
    {
      'GET /api/v1/bi/workspaces': () => json(200, workspaces),
      'GET /api/v1/bi/items': () => apiError(403, 'forbidden'),
    },
  ],
])("a failure of %s shows 'Erro ao carregar itens: ' and the server's text", async (_, routes) => {
  const { renderHook, requests } = setupFeatures(routes);
  const { result } = renderHook(() => useDataAnalytics(true));
  await waitFor(() =>
    expect(result.current.state).toEqual({
      status: 'error',
      message: 'Erro ao carregar itens: Você não tem permissão para fazer isso.',
    }),
  );
  // A refusal is not retried.
  expect(requests.filter((r) => r.url.endsWith('/items')).length).toBeLessThanOrEqual(1);
});

test("an unreachable backend gives §8's message, naming the host", async () => {
  const { renderHook } = setupFeatures({
    'GET /api/v1/bi/workspaces': () => {
      throw new TypeError('Failed to fetch');
    },
  });
  const { result } = renderHook(() => useDataAnalytics(true));
  await waitFor(() => expect(result.current.state.status).toBe('error'));
  const state = result.current.state as { message: string };
  expect(state.message).toMatch(
    /^Não foi possível conectar ao backend\. Verifique se o servidor está rodando em /,
  );
});
