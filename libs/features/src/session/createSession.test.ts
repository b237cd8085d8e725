import type { TokenPair } from '@nuvem/api-contract';
import { ApiError } from '../api/ApiError';
import { apiError, fakeFetch, json, type FakeHandler } from '../testing/fakeFetch';
import { createSession } from './createSession';
import {
  REFRESH_TOKEN_STORAGE_KEY,
  SIGN_OUT_REASON_STORAGE_KEY,
  SIGNING_OUT_STORAGE_KEY,
} from './sessionConstants';
import { createTokenStore } from './tokenStore';

const pair = (n: number): TokenPair => ({
  access_token: `access-${n}`,
  token_type: 'Bearer',
  expires_in: 900,
  refresh_token: `refresh-${n}`,
});

function setup(handler: FakeHandler) {
  const { fetch, requests } = fakeFetch(handler);
  const reload = vi.fn();
  const tokens = createTokenStore(localStorage);
  const session = createSession({ baseUrl: '', fetch, reload, tokens });
  return { session, requests, reload, tokens };
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

/** What the login page will say, as this tab's sessionStorage keeps it across the reload. */
const notice = () => sessionStorage.getItem(SIGN_OUT_REASON_STORAGE_KEY);

test('sign-in keeps the access token in memory and the refresh token in localStorage', async () => {
  const { session, requests, tokens } = setup(() => json(200, pair(1)));
  expect(session.snapshot()).toEqual({ status: 'signedOut', epoch: 0 });
  await session.signIn({ email: 'ana@acme.example', password: 'pw' });
  expect(requests[0]).toMatchObject({
    method: 'POST',
    url: '/api/v1/session',
    body: { email: 'ana@acme.example', password: 'pw' },
  });
  expect(requests[0]!.headers['authorization']).toBeUndefined();
  expect(session.snapshot()).toEqual({ status: 'signedIn', epoch: 1 });
  expect(tokens.accessToken()).toBe('access-1');
  expect(localStorage.getItem(REFRESH_TOKEN_STORAGE_KEY)).toBe('refresh-1');
  expect(JSON.stringify(localStorage)).not.toContain('access-1');
});

test('a refused sign-in rejects with the ApiError and stays signed out', async () => {
  const { session } = setup(() => apiError(401, 'invalid_credentials'));
  const error = await session.signIn({ email: 'a@b.c', password: 'x' }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({ status: 401, code: 'invalid_credentials' });
  expect(session.snapshot().status).toBe('signedOut');
});

test('a refresh token left by an earlier page starts signed in; a refresh keeps the snapshot', async () => {
  localStorage.setItem(REFRESH_TOKEN_STORAGE_KEY, 'refresh-1');
  const { session } = setup((request) =>
    request.url.endsWith('/refresh') ? json(200, pair(2)) : json(200, { ok: true }),
  );
  const before = session.snapshot();
  expect(before.status).toBe('signedIn');
  await session.client.call({ method: 'GET', path: '/api/v1/me' });
  expect(session.snapshot()).toBe(before);
});

test('sign-out ends the sign-in on the server, forgets the tokens and loads the login page', async () => {
  const { session, requests, reload } = setup((request) =>
    request.method === 'DELETE' ? json(204) : json(200, pair(1)),
  );
  await session.signIn({ email: 'a@b.c', password: 'x' });
  const listener = vi.fn();
  session.subscribe(listener);
  await session.signOut();
  expect(requests[1]).toMatchObject({
    method: 'DELETE',
    url: '/api/v1/session',
    headers: { authorization: 'Bearer access-1' },
  });
  expect(requests[1]!.headers['content-type']).toBeUndefined();
  expect(localStorage.getItem(REFRESH_TOKEN_STORAGE_KEY)).toBeNull();
  expect(session.snapshot()).toEqual({ status: 'signedOut', epoch: 2 });
  expect(listener).toHaveBeenCalled();
  expect(reload.mock.calls).toEqual([['/login']]);
});

test('sign-out forgets the tokens even when the server cannot be reached', async () => {
  const { session, reload } = setup((request) =>
    request.method === 'DELETE' ? Promise.reject(new TypeError('Failed to fetch')) : json(200, pair(1)),
  );
  await session.signIn({ email: 'a@b.c', password: 'x' });
  await session.signOut();
  expect(session.snapshot().status).toBe('signedOut');
  expect(reload.mock.calls).toEqual([['/login']]);
});

test('a session the API refuses is logged out: the page reloads and its guard shows the login page', async () => {
  localStorage.setItem(REFRESH_TOKEN_STORAGE_KEY, 'refresh-old');
  const { session, reload } = setup(() => apiError(400, 'invalid_grant'));
  await expect(session.client.call({ method: 'GET', path: '/api/v1/me' })).rejects.toBeInstanceOf(ApiError);
  expect(session.snapshot().status).toBe('signedOut');
  expect(reload.mock.calls).toEqual([[]]);
});

test('follows a sign-out and a sign-in made in another tab', () => {
  const { session } = setup(() => json(200));
  localStorage.setItem(REFRESH_TOKEN_STORAGE_KEY, 'refresh-from-another-tab');
  window.dispatchEvent(new StorageEvent('storage', { key: REFRESH_TOKEN_STORAGE_KEY }));
  expect(session.snapshot()).toEqual({ status: 'signedIn', epoch: 1 });
  localStorage.removeItem(REFRESH_TOKEN_STORAGE_KEY);
  window.dispatchEvent(new StorageEvent('storage', { key: REFRESH_TOKEN_STORAGE_KEY }));
  expect(session.snapshot()).toEqual({ status: 'signedOut', epoch: 2 });
});

test('sign-in with a single sign-on code posts it without a session and keeps the tokens like signIn', async () => {
  const { session, requests, tokens } = setup(() => json(200, pair(3)));
  await session.signInWithCode('one-time-code');
  expect(requests).toHaveLength(1);
  expect(requests[0]).toMatchObject({
    method: 'POST',
    url: '/api/v1/session/sso/exchange',
    body: { code: 'one-time-code' },
  });
  expect(requests[0]!.headers['authorization']).toBeUndefined();
  expect(session.snapshot()).toEqual({ status: 'signedIn', epoch: 1 });
  expect(tokens.accessToken()).toBe('access-3');
  expect(localStorage.getItem(REFRESH_TOKEN_STORAGE_KEY)).toBe('refresh-3');
  expect(JSON.stringify(localStorage)).not.toContain('access-3');
});

test('a used or expired code rejects with invalid_grant and stays signed out, without a reload', async () => {
  const { session, reload } = setup(() => apiError(400, 'invalid_grant'));
  const error = await session.signInWithCode('used').catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({ status: 400, code: 'invalid_grant' });
  expect(session.snapshot()).toEqual({ status: 'signedOut', epoch: 0 });
  expect(reload).not.toHaveBeenCalled();
});

test('a refused code leaves a session already open in this tab alone', async () => {
  localStorage.setItem(REFRESH_TOKEN_STORAGE_KEY, 'refresh-current');
  const { session, reload } = setup(() => apiError(400, 'invalid_grant'));
  await expect(session.signInWithCode('used')).rejects.toMatchObject({ code: 'invalid_grant' });
  expect(session.snapshot().status).toBe('signedIn');
  expect(localStorage.getItem(REFRESH_TOKEN_STORAGE_KEY)).toBe('refresh-current');
  expect(reload).not.toHaveBeenCalled();
});

test('an aborted code exchange rejects with the abort and starts no session', async () => {
  const { session } = setup(() => json(200, pair(4)));
  const controller = new AbortController();
  controller.abort();
  await expect(session.signInWithCode('c', controller.signal)).rejects.toBeDefined();
  expect(session.snapshot().status).toBe('signedOut');
});

describe('the login page is told why the session ended (issue 29)', () => {
  test('the API refused the session: expired', async () => {
    localStorage.setItem(REFRESH_TOKEN_STORAGE_KEY, 'refresh-old');
    const { session, reload } = setup(() => apiError(400, 'invalid_grant'));
    await expect(session.client.call({ method: 'GET', path: '/api/v1/me' })).rejects.toBeInstanceOf(ApiError);
    expect(notice()).toBe('expired');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  test('a refresh answered 401: expired', async () => {
    localStorage.setItem(REFRESH_TOKEN_STORAGE_KEY, 'refresh-old');
    const { session } = setup(() => apiError(401, 'unauthorized'));
    await expect(session.client.resume()).rejects.toMatchObject({ status: 401 });
    expect(session.snapshot().status).toBe('signedOut');
    expect(notice()).toBe('expired');
  });

  test('the user signed out: signedOut', async () => {
    const { session } = setup((request) => (request.method === 'DELETE' ? json(204) : json(200, pair(1))));
    await session.signIn({ email: 'a@b.c', password: 'x' });
    await session.signOut();
    expect(notice()).toBe('signedOut');
  });

  test('another tab signed out: elsewhere; a sign-in there later forgets it', () => {
    localStorage.setItem(REFRESH_TOKEN_STORAGE_KEY, 'refresh-1');
    const { session, reload } = setup(() => json(200));
    localStorage.removeItem(REFRESH_TOKEN_STORAGE_KEY);
    window.dispatchEvent(new StorageEvent('storage', { key: REFRESH_TOKEN_STORAGE_KEY }));
    expect(session.snapshot().status).toBe('signedOut');
    expect(notice()).toBe('elsewhere');
    expect(reload).not.toHaveBeenCalled();
    localStorage.setItem(REFRESH_TOKEN_STORAGE_KEY, 'refresh-2');
    window.dispatchEvent(new StorageEvent('storage', { key: REFRESH_TOKEN_STORAGE_KEY }));
    expect(notice()).toBeNull();
  });

  test('refused while another tab is signing out (its sign-out reached the API first): elsewhere; a stale mark says nothing', async () => {
    for (const [age, expected] of [
      [1_000, 'elsewhere'],
      [31_000, 'expired'],
    ] as const) {
      localStorage.clear();
      sessionStorage.clear();
      localStorage.setItem(REFRESH_TOKEN_STORAGE_KEY, 'refresh-old');
      // What the other tab's announceSignOut wrote, `age` ms ago.
      localStorage.setItem(SIGNING_OUT_STORAGE_KEY, `another-tab ${Date.now() - age}`);
      const { session } = setup(() => apiError(400, 'invalid_grant'));
      await expect(session.client.call({ method: 'GET', path: '/api/v1/me' })).rejects.toBeInstanceOf(
        ApiError,
      );
      expect(notice()).toBe(expected);
    }
  });

  test('a tab signing out marks it for the others until it is done', async () => {
    const marks: (string | null)[] = [];
    const { session } = setup((request) => {
      marks.push(localStorage.getItem(SIGNING_OUT_STORAGE_KEY));
      return request.method === 'DELETE' ? json(204) : json(200, pair(1));
    });
    await session.signIn({ email: 'a@b.c', password: 'x' });
    await session.signOut();
    expect(marks[0]).toBeNull();
    expect(marks[1]).toMatch(/^\S+ \d+$/);
    expect(localStorage.getItem(SIGNING_OUT_STORAGE_KEY)).toBeNull();
  });

  test('a refresh in another tab is no sign-out', () => {
    localStorage.setItem(REFRESH_TOKEN_STORAGE_KEY, 'refresh-1');
    setup(() => json(200));
    localStorage.setItem(REFRESH_TOKEN_STORAGE_KEY, 'refresh-2');
    window.dispatchEvent(new StorageEvent('storage', { key: REFRESH_TOKEN_STORAGE_KEY }));
    expect(notice()).toBeNull();
  });

  test('a 429 on the refresh is waited out: no sign-out and nothing to say', async () => {
    localStorage.setItem(REFRESH_TOKEN_STORAGE_KEY, 'refresh-1');
    let refreshes = 0;
    const { fetch } = fakeFetch((request) => {
      if (!request.url.endsWith('/refresh')) return json(200, { ok: true });
      refreshes += 1;
      return refreshes === 1 ? apiError(429, 'too_many_requests', ['1']) : json(200, pair(2));
    });
    const reload = vi.fn();
    const session = createSession({ baseUrl: '', fetch, reload, wait: async () => undefined });
    await expect(session.client.call({ method: 'GET', path: '/api/v1/me' })).resolves.toEqual({ ok: true });
    expect(refreshes).toBe(2);
    expect(session.snapshot().status).toBe('signedIn');
    expect(reload).not.toHaveBeenCalled();
    expect(notice()).toBeNull();
  });
});
