import type { PipelineAction } from '@nuvem/api-contract';
import { act, waitFor } from '@testing-library/react';
import { json } from '../testing/fakeFetch';
import { requestsTo } from '../testing/fakeApi';
import { setupFeatures } from '../testing/renderWithFeatures';
import { ACTIONS_SEEN_AT_STORAGE_KEY } from './pipelinesConstants';
import { useActionsSidebar, type ActionsSidebarOptions } from './useActionsSidebar';

const action = (id: string, cloud_id: string, status: PipelineAction['status']): PipelineAction => ({
  id,
  cloud_id,
  action: `Ação ${id}`,
  status,
  started_at: '2026-11-21T10:00:00Z',
  finished_at: '2026-11-21T10:01:00Z',
  user: 'ana@acme.example',
  topology_id: null,
  message: null,
});

function setup() {
  return setupFeatures({
    'GET /api/v1/environments/ACM1/pipelines': () =>
      json(200, { actions: [action('1', 'ACM1', 'FAILED'), action('2', 'ACM1', 'SUCCESS')] }),
    'GET /api/v1/pipelines': () =>
      json(200, { actions: [action('1', 'ACM1', 'FAILED'), action('3', 'ACM2', 'USER_FAILED')] }),
  });
}
const options: ActionsSidebarOptions = {
  cloudId: 'ACM1',
  accounts: [
    { cloud_id: 'ACM1', t_code: 'T10007', corporate_name: 'Acme Produção' },
    { cloud_id: 'ACM2', t_code: 'T10014', corporate_name: 'Acme Homologação' },
  ],
  listPipelines: true,
  listAllPipelines: false,
};

beforeEach(() => localStorage.clear());

test('‘Últimas Ações Executadas’ of the environment; the warning counter counts its failures', async () => {
  const { renderHook, requests } = setup();
  const { result } = renderHook(() => useActionsSidebar(options));
  await waitFor(() => expect(result.current.sidebar.clientActions).toHaveLength(2));
  expect(result.current.sidebar.clientActions[0]).toMatchObject({ name: 'Ação 1', status: 'FAILED' });
  expect(result.current.button.warningCount).toBe(1);
  expect(result.current.sidebar.showAllActions).toBe(false);
  expect(requestsTo(requests, 'GET /api/v1/pipelines')).toEqual([]);
});

test('with list_pipelines_admin, ‘Todas as ações’ too, each with its t_code; a failure counts once', async () => {
  const { renderHook } = setup();
  const { result } = renderHook(() => useActionsSidebar({ ...options, listAllPipelines: true }));
  await waitFor(() => expect(result.current.sidebar.allActions).toHaveLength(2));
  expect(result.current.sidebar.showAllActions).toBe(true);
  expect(result.current.sidebar.allActions?.[1]).toMatchObject({ cloud_id: 'ACM2', t_code: 'T10014' });
  await waitFor(() => expect(result.current.button.warningCount).toBe(2));
});

test('without list_pipelines nothing is fetched', async () => {
  const { renderHook, requests } = setup();
  const { result } = renderHook(() => useActionsSidebar({ ...options, listPipelines: false }));
  await act(() => Promise.resolve());
  expect(requests).toEqual([]);
  expect(result.current.sidebar.clientActions).toEqual([]);
});

test('opening fetches again; closing resets the counter, which a reload remembers', async () => {
  const { renderHook, requests } = setup();
  const { result, unmount } = renderHook(() => useActionsSidebar(options));
  await waitFor(() => expect(result.current.button.warningCount).toBe(1));
  act(() => result.current.button.onClick());
  expect(result.current.sidebar.open).toBe(true);
  expect(result.current.button.expanded).toBe(true);
  await waitFor(() =>
    expect(requestsTo(requests, 'GET /api/v1/environments/ACM1/pipelines')).toHaveLength(2),
  );

  act(() => result.current.sidebar.onClose());
  expect(result.current.sidebar.open).toBe(false);
  expect(result.current.button.warningCount).toBe(0);
  expect(Number(localStorage.getItem(ACTIONS_SEEN_AT_STORAGE_KEY))).toBeGreaterThan(0);
  unmount();

  const again = setup().renderHook(() => useActionsSidebar(options));
  await waitFor(() => expect(again.result.current.sidebar.clientActions).toHaveLength(2));
  expect(again.result.current.button.warningCount).toBe(0);
});

test('a failed list is shown as such, with a retry', async () => {
  const { renderHook, requests } = setupFeatures({
    'GET /api/v1/environments/ACM1/pipelines': () =>
      json(403, { error_code: 'forbidden', error_vars: ['list_pipelines'] }),
  });
  const { result } = renderHook(() => useActionsSidebar(options));
  await waitFor(() => expect(result.current.sidebar.clientError).toBe(true));
  act(() => result.current.sidebar.onRetryClient?.());
  await waitFor(() => expect(requests).toHaveLength(2));
});

test("names an operation's kind in the user's words, with the machine it acts on", async () => {
  const { renderHook } = setupFeatures({
    'GET /api/v1/environments/ACM1/pipelines': () =>
      json(200, {
        actions: [{ ...action('9', 'ACM1', 'RUNNING'), action: 'vm.start', topology_id: 'vm-acm1-01' }],
      }),
  });
  const { result } = renderHook(() => useActionsSidebar(options));
  await waitFor(() => expect(result.current.sidebar.clientActions).toHaveLength(1));
  expect(result.current.sidebar.clientActions[0]!.name).toBe('Iniciar máquina virtual vm-acm1-01');
});
