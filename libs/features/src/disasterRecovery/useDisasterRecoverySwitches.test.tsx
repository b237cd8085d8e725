import type { DisasterRecoverySwitches } from '@nuvem/api-contract';
import { act, waitFor } from '@testing-library/react';
import { requestsTo } from '../testing/fakeApi';
import { json } from '../testing/fakeFetch';
import { useProductTopologies } from '../products/useProductTopologies';
import { setupFeatures } from '../testing/renderWithFeatures';
import { useDisasterRecoverySwitches } from './useDisasterRecoverySwitches';

const off: DisasterRecoverySwitches = { cloud_id: 'ACM1', test_active: false, all_topologies: false };

test('reads the switches; a click flips one with PATCH, showing its loading meanwhile', async () => {
  let release: () => void = () => undefined;
  const { renderHook, requests } = setupFeatures({
    'GET /api/v1/environments/ACM1/disaster-recovery': () => json(200, off),
    'PATCH /api/v1/environments/ACM1/disaster-recovery': async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return json(200, { ...off, test_active: true });
    },
  });
  const { result } = renderHook(() => useDisasterRecoverySwitches('ACM1', true));
  await waitFor(() => expect(requests).toHaveLength(1));
  let done: Promise<void> = Promise.resolve();
  act(() => {
    done = result.current.toggle('test_active', true);
  });
  expect(result.current.loading.has('test_active')).toBe(true);
  expect(result.current.loading.has('all_topologies')).toBe(false);
  await act(async () => {
    release();
    await done;
  });
  expect(result.current.testActive).toBe(true);
  expect(result.current.loading.size).toBe(0);
  expect(requestsTo(requests, 'PATCH /api/v1/environments/ACM1/disaster-recovery')[0]!.body).toEqual({
    test_active: true,
  });
});

test('a 403 shows the translated error and leaves the switch as it was', async () => {
  const { renderHook, notices } = setupFeatures({
    'GET /api/v1/environments/ACM1/disaster-recovery': () => json(200, off),
    'PATCH /api/v1/environments/ACM1/disaster-recovery': () =>
      json(403, {
        error_code: 'forbidden',
        error_vars: ['admin_topology_dr'],
        error_title: 'Erro',
        error_type: 'error',
      }),
  });
  const { result } = renderHook(() => useDisasterRecoverySwitches('ACM1', true));
  await act(() => result.current.toggle('all_topologies', true));
  expect(result.current.allTopologies).toBe(false);
  expect(notices.notices()).toMatchObject([
    { severity: 'error', title: 'Erro', message: 'Você não tem permissão para fazer isso.' },
  ]);
});

test('without the feature flag nothing is asked', async () => {
  const { renderHook, requests } = setupFeatures({});
  renderHook(() => useDisasterRecoverySwitches('ACM1', false));
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(requests).toEqual([]);
});

test('turning the all-topologies view on reads the topology list again, so product pages show the replicas', async () => {
  let allTopologies = false;
  const { renderHook, requests } = setupFeatures({
    'GET /api/v1/environments/ACM1/disaster-recovery': () => json(200, off),
    'PATCH /api/v1/environments/ACM1/disaster-recovery': () => {
      allTopologies = true;
      return json(200, { ...off, all_topologies: true });
    },
    'GET /api/v1/environments/ACM1/topologies': () =>
      json(200, { cloud_id: 'ACM1', all_topologies: allTopologies, topologies: [] }),
  });
  const { result } = renderHook(() => ({
    dr: useDisasterRecoverySwitches('ACM1', true),
    product: useProductTopologies('ACM1', 'protheus'),
  }));
  await waitFor(() => expect(result.current.product.state).toEqual({ status: 'ready' }));
  expect(result.current.product.replicasShown).toBe(false);
  await act(() => result.current.dr.toggle('all_topologies', true));
  await waitFor(() => expect(result.current.product.replicasShown).toBe(true));
  expect(requestsTo(requests, 'GET /api/v1/environments/ACM1/topologies')).toHaveLength(2);
});
