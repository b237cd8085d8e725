import type { TopologyList } from '@nuvem/api-contract';
import { NavMenu } from '@nuvem/ui';
import { waitFor } from '@testing-library/react';
import { apiError, json } from '../testing/fakeFetch';
import { requestsTo } from '../testing/fakeApi';
import { setupFeatures } from '../testing/renderWithFeatures';
import { useTopologyCheck } from './useTopologyCheck';

const list = (cloudId: string): TopologyList => ({
  cloud_id: cloudId,
  all_topologies: false,
  topologies: [],
});

function setup() {
  let answerAcm1: (response: Response) => void = () => undefined;
  const pending = new Promise<Response>((resolve) => (answerAcm1 = resolve));
  const features = setupFeatures({
    'GET /api/v1/environments/ACM1/topologies': () => pending,
    'GET /api/v1/environments/INT1/topologies': () => apiError(409, 'topologies_unavailable', ['INT1']),
  });
  return { ...features, answerAcm1 };
}

test('without an environment nothing is asked and nothing waits', () => {
  const { renderHook, requests } = setup();
  const { result } = renderHook(() => useTopologyCheck(undefined));
  expect(result.current).toEqual({ loading: false, hasValidTopology: true });
  expect(requests).toEqual([]);
});

test("loads the environment's topologies: loading until they answer, then valid", async () => {
  const { renderHook, requests, answerAcm1 } = setup();
  const { result } = renderHook(() => useTopologyCheck('ACM1'));
  expect(result.current).toEqual({ loading: true, hasValidTopology: true });
  answerAcm1(json(200, list('ACM1')));
  await waitFor(() => expect(result.current.loading).toBe(false));
  expect(result.current.hasValidTopology).toBe(true);
  expect(requestsTo(requests, 'GET /api/v1/environments/ACM1/topologies')).toHaveLength(1);
});

test('a failed list: no valid topology, and the translated error is shown once (spec §8)', async () => {
  const { renderHook, notices, requests } = setup();
  const { result } = renderHook(() => useTopologyCheck('INT1'));
  await waitFor(() => expect(result.current.hasValidTopology).toBe(false));
  expect(result.current.loading).toBe(false);
  expect(notices.notices()).toHaveLength(1);
  expect(notices.notices()[0]!.message).toContain('INT1');
  // A 4xx is not asked again.
  expect(requestsTo(requests, 'GET /api/v1/environments/INT1/topologies')).toHaveLength(1);
});

test('a page that explains the unavailable list itself (/contact) gets no notice saying it again', async () => {
  const { renderHook, notices } = setup();
  const { result } = renderHook(() => useTopologyCheck('INT1', { explainedOnPage: () => true }));
  await waitFor(() => expect(result.current.hasValidTopology).toBe(false));
  expect(notices.notices()).toHaveLength(0);
});

test('spec §2.6, §9: while the topologies load the menu shows 13 placeholder rows', () => {
  const { render } = setup();
  function Menu() {
    const { loading } = useTopologyCheck('ACM1');
    return (
      <NavMenu
        entries={[]}
        currentPath="/dashboard"
        loading={loading}
        state="open"
        onStateChange={() => undefined}
        onLanguageChange={() => undefined}
        onOpenPreferences={() => undefined}
        onLogout={() => undefined}
      />
    );
  }
  const { container } = render(<Menu />);
  expect(container.querySelectorAll('[data-nav-skeleton-row]')).toHaveLength(13);
});
