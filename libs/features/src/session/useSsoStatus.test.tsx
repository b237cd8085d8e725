import type { SsoStatus } from '@nuvem/api-contract';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { requestsTo, fakeApi, type FakeRoutes } from '../testing/fakeApi';
import { apiError, json } from '../testing/fakeFetch';
import { createSession } from './createSession';
import { SessionProvider } from './SessionProvider';
import { SSO_DISABLED, useSsoStatus } from './useSsoStatus';

function setup(routes: FakeRoutes) {
  const { fetch, requests } = fakeApi(routes);
  const session = createSession({ baseUrl: '', fetch, reload: vi.fn() });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <SessionProvider session={session}>{children}</SessionProvider>
    </SWRConfig>
  );
  return { requests, ...renderHook(() => useSsoStatus(), { wrapper }) };
}

beforeEach(() => localStorage.clear());

test('signed out, the status is asked of the API without a session; disabled until it answers', async () => {
  const acme: SsoStatus = { enabled: true, label: 'Acme' };
  const { result, requests } = setup({ 'GET /api/v1/session/sso': () => json(200, acme) });
  expect(result.current).toEqual(SSO_DISABLED);
  await waitFor(() => expect(result.current).toEqual(acme));
  const [request] = requestsTo(requests, 'GET /api/v1/session/sso');
  expect(request!.headers['authorization']).toBeUndefined();
});

test.each<[string, FakeRoutes]>([
  ['disabled by the API', { 'GET /api/v1/session/sso': () => json(200, { enabled: false, label: null }) }],
  ['enabled without a label', { 'GET /api/v1/session/sso': () => json(200, { enabled: true, label: null }) }],
  ['a server error', { 'GET /api/v1/session/sso': () => apiError(500, 'internal_error') }],
  ['an older API without the route', {}],
  [
    'an unreachable API',
    { 'GET /api/v1/session/sso': () => Promise.reject(new TypeError('Failed to fetch')) },
  ],
])('%s counts as disabled', async (_, routes) => {
  const { result, requests } = setup(routes);
  await waitFor(() => expect(requests).toHaveLength(1));
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(result.current).toEqual(SSO_DISABLED);
  expect(requests).toHaveLength(1);
});
