import { waitFor } from '@testing-library/react';
import type { SeenRequest } from '../testing/fakeFetch';
import { requestsTo } from '../testing/fakeApi';
import { json } from '../testing/fakeFetch';
import { setupFeatures } from '../testing/renderWithFeatures';
import { useCommunications } from './useCommunications';

const event = (id: string, content: string) => ({
  id,
  notification_type: 'alert',
  top_type: 'info',
  content,
  created_at: '2026-11-21T10:00:00Z',
});
const marketplaceOf = (request: SeenRequest) =>
  new URL(request.url, 'http://api.test').searchParams.get('marketplace');

test('the environment’s communications, then the marketplace ones (fetched with marketplace=1), each once', async () => {
  const { renderHook, requests } = setupFeatures({
    'GET /api/v1/environments/ACM1/communications': (request) =>
      marketplaceOf(request) === '1'
        ? json(200, { communication_events: [event('m1', 'Nova oferta.'), event('c1', 'Manutenção.')] })
        : json(200, { communication_events: [event('c1', 'Manutenção.')] }),
  });
  const { result } = renderHook(() => useCommunications('ACM1'));
  await waitFor(() => expect(result.current.map((e) => e.id)).toEqual(['c1', 'm1']));
  const seen = requestsTo(requests, 'GET /api/v1/environments/ACM1/communications').map(marketplaceOf);
  expect(seen.sort()).toEqual(['1', null]);
});

test('either call failing shows one ‘Não foi possível obter a lista de alertas’; the other still shows', async () => {
  const { renderHook, notices } = setupFeatures({
    'GET /api/v1/environments/ACM1/communications': (request) =>
      marketplaceOf(request) === '1'
        ? json(500, {})
        : json(200, { communication_events: [event('c1', 'Manutenção.')] }),
  });
  const { result } = renderHook(() => useCommunications('ACM1'));
  await waitFor(() => expect(result.current.map((e) => e.id)).toEqual(['c1']));
  await waitFor(() =>
    expect(notices.notices().map((n) => n.message)).toEqual(['Não foi possível obter a lista de alertas']),
  );
});
