import type { UserInfo } from '@nuvem/api-contract';
import { waitFor } from '@testing-library/react';
import { demoUser } from '../testing/demoUser';
import { json } from '../testing/fakeFetch';
import { requestsTo } from '../testing/fakeApi';
import { setupFeatures } from '../testing/renderWithFeatures';
import { useMarketplaceAllowed } from './useMarketplaceAllowed';

const CONTRACTS = 'GET /api/v1/environments/ACM1/contract';
const TSS = 'GET /api/v1/tss/T10007';
const contract = {
  contract_id: 'C1',
  product: 'protheus',
  description: 'Protheus',
  status: 'active',
  start_date: '2024-01-01',
  end_date: null,
  monthly_value: 10,
  currency: 'BRL',
};
const forbidden = (feature: string) =>
  json(403, { error_code: 'forbidden', error_vars: [feature], error_message: 'x' });
const settle = () => new Promise((resolve) => setTimeout(resolve, 40));

/** By default: no contract and nothing hired. */
function setup(answers: { contracts?: () => Response; tss?: () => Response }, user: Partial<UserInfo> = {}) {
  return setupFeatures({
    'GET /api/v1/me': () => json(200, { ...demoUser, features: ['show_contract', 'tss'], ...user }),
    [CONTRACTS]: answers.contracts ?? (() => json(200, { cloud_id: 'ACM1', contracts: [] })),
    [TSS]: answers.tss ?? (() => json(200, { t_code: 'T10007', quota_hired: 0, quota_used: 0 })),
  });
}

test('spec §6: a contract in the current environment allows the marketplace', async () => {
  const { renderHook } = setup({ contracts: () => json(200, { cloud_id: 'ACM1', contracts: [contract] }) });
  const { result } = renderHook(() => useMarketplaceAllowed('ACM1', 'T10007'));
  await waitFor(() => expect(result.current).toBe(true));
});

test('spec §6: a hired TSS quota above 0 allows it', async () => {
  const { renderHook } = setup({ tss: () => json(200, { t_code: 'T10007', quota_hired: 1, quota_used: 0 }) });
  const { result } = renderHook(() => useMarketplaceAllowed('ACM1', 'T10007'));
  await waitFor(() => expect(result.current).toBe(true));
});

test('no contract and a quota of 0: no', async () => {
  const { renderHook, requests } = setup({});
  const { result } = renderHook(() => useMarketplaceAllowed('ACM1', 'T10007'));
  await waitFor(() => expect(requestsTo(requests, TSS)).toHaveLength(1));
  await waitFor(() => expect(requestsTo(requests, CONTRACTS)).toHaveLength(1));
  await settle();
  expect(result.current).toBe(false);
});

test('spec §6: a 403 on the lookups counts as no, without a notice; the other lookup still decides', async () => {
  const { renderHook, notices } = setup({
    contracts: () => forbidden('show_contract'),
    tss: () => json(200, { t_code: 'T10007', quota_hired: 5000, quota_used: 0 }),
  });
  const { result } = renderHook(() => useMarketplaceAllowed('ACM1', 'T10007'));
  await waitFor(() => expect(result.current).toBe(true));

  const both = setup({ contracts: () => forbidden('show_contract'), tss: () => forbidden('tss') });
  const denied = both.renderHook(() => useMarketplaceAllowed('ACM1', 'T10007'));
  await waitFor(() => expect(both.requests).toHaveLength(3));
  await settle();
  expect(denied.result.current).toBe(false);
  expect(notices.notices()).toEqual([]);
  expect(both.notices.notices()).toEqual([]);
});

test('another failure counts as no and is shown per spec §8', async () => {
  const { renderHook, notices } = setup({
    contracts: () =>
      json(404, { error_code: 'environment_not_found', error_vars: ['ACM1'], error_message: 'x' }),
  });
  const { result } = renderHook(() => useMarketplaceAllowed('ACM1', 'T10007'));
  await waitFor(() =>
    expect(notices.notices()).toMatchObject([
      { severity: 'error', message: 'O ambiente ACM1 não foi encontrado ou você não tem acesso a ele.' },
    ]),
  );
  expect(result.current).toBe(false);
});

test('spec §6: menu_marketplace_test allows it without asking anything', async () => {
  const { renderHook, requests } = setup({}, { features: ['menu_marketplace_test'] });
  const { result } = renderHook(() => useMarketplaceAllowed('ACM1', 'T10007'));
  await waitFor(() => expect(result.current).toBe(true));
  await settle();
  expect(requests.map((request) => new URL(request.url, 'http://api.test').pathname)).toEqual(['/api/v1/me']);
});

test('a lookup whose feature GET /me does not list is not asked (its answer would be 403: no)', async () => {
  const none = setup({}, { features: ['menu_iaas'] });
  const denied = none.renderHook(() => useMarketplaceAllowed('ACM1', 'T10007'));
  await waitFor(() => expect(none.requests).toHaveLength(1));
  await settle();
  expect(denied.result.current).toBe(false);
  expect(none.requests.map((request) => new URL(request.url, 'http://api.test').pathname)).toEqual([
    '/api/v1/me',
  ]);

  const tssOnly = setup(
    { tss: () => json(200, { t_code: 'T10007', quota_hired: 5, quota_used: 0, companies: [] }) },
    { features: ['tss'] },
  );
  const allowed = tssOnly.renderHook(() => useMarketplaceAllowed('ACM1', 'T10007'));
  await waitFor(() => expect(allowed.result.current).toBe(true));
  expect(requestsTo(tssOnly.requests, CONTRACTS)).toEqual([]);
  expect(requestsTo(tssOnly.requests, TSS)).toHaveLength(1);
});

test('with no environment selected nothing is asked', async () => {
  const { renderHook, requests } = setup({});
  const { result } = renderHook(() => useMarketplaceAllowed(undefined, undefined));
  await waitFor(() => expect(requests).toHaveLength(1));
  await settle();
  expect(result.current).toBe(false);
  expect(requestsTo(requests, CONTRACTS)).toEqual([]);
});
