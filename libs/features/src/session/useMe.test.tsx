import type { TokenPair, UserInfo } from '@nuvem/api-contract';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { fakeFetch, json } from '../testing/fakeFetch';
import { createSession } from './createSession';
import { SessionProvider } from './SessionProvider';
import { preloadMe } from './preloadMe';
import { REFRESH_TOKEN_STORAGE_KEY } from './sessionConstants';
import { useMe } from './useMe';
import { useSession } from './useSession';

const ana: UserInfo = {
  fullName: 'Ana Souza',
  firstName: 'Ana',
  email: 'ana@acme.example',
  phone: null,
  kind: 'customer',
  stream_channel: 'c1',
  stream_hash: 'h1',
  customers: [],
  features: ['insights_reader'],
  featureFlags: [],
  alertMessage: [],
  iaas_cancelling: false,
  message: null,
};
const pair: TokenPair = { access_token: 'a1', token_type: 'Bearer', expires_in: 900, refresh_token: 'r1' };

function setup() {
  const { fetch, requests } = fakeFetch((request) =>
    request.url === '/api/v1/session' ? json(200, pair) : json(200, ana),
  );
  const session = createSession({ baseUrl: '', fetch, reload: vi.fn() });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <SessionProvider session={session}>{children}</SessionProvider>
    </SWRConfig>
  );
  return { session, requests, wrapper };
}

beforeEach(() => localStorage.clear());

test('nothing is fetched while signed out; signing in loads the user', async () => {
  const { requests, wrapper } = setup();
  const { result } = renderHook(() => ({ session: useSession(), me: useMe() }), { wrapper });
  expect(result.current.session.status).toBe('signedOut');
  expect(result.current.me.data).toBeUndefined();
  expect(requests).toHaveLength(0);

  await act(() => result.current.session.signIn({ email: 'ana@acme.example', password: 'pw' }));
  expect(result.current.session.status).toBe('signedIn');
  await waitFor(() => expect(result.current.me.data).toEqual(ana));
  expect(requests.at(-1)).toMatchObject({ url: '/api/v1/me', headers: { authorization: 'Bearer a1' } });
});

test('useSession outside a SessionProvider says what is missing', () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  expect(() => renderHook(() => useSession())).toThrow(/SessionProvider/);
});

test('preloadMe asks before anything renders; useMe then reads that answer without asking again', async () => {
  const { session, requests, wrapper } = setup();
  preloadMe(session);
  expect(requests).toHaveLength(0); // signed out: nothing to ask

  session.start(pair);
  preloadMe(session);
  await waitFor(() => expect(requests.map((r) => r.url)).toEqual(['/api/v1/me']));
  const { result } = renderHook(() => useMe(), { wrapper });
  await waitFor(() => expect(result.current.data).toEqual(ana));
  expect(requests.map((r) => r.url)).toEqual(['/api/v1/me']);
});

test('after a reload, preloadMe’s refresh brings the user: useMe shows it with no GET /me', async () => {
  localStorage.setItem(REFRESH_TOKEN_STORAGE_KEY, 'r0'); // what a reload leaves: no access token
  const { fetch, requests } = fakeFetch((request) =>
    request.url === '/api/v1/session/refresh' ? json(200, { ...pair, me: ana }) : json(200, ana),
  );
  const session = createSession({ baseUrl: '', fetch, reload: vi.fn() });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <SessionProvider session={session}>{children}</SessionProvider>
    </SWRConfig>
  );
  preloadMe(session);
  const { result } = renderHook(() => useMe(), { wrapper });
  await waitFor(() => expect(result.current.data).toEqual(ana));
  expect(requests.map((r) => [r.url, r.body])).toEqual([
    ['/api/v1/session/refresh', { refresh_token: 'r0', include_me: true }],
  ]);
});
