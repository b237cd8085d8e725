import type { Endpoint, TokenPair } from '@nuvem/api-contract';
import { REFRESH_TOKEN_STORAGE_KEY } from '../session/sessionConstants';
import { createTokenStore } from '../session/tokenStore';
import { apiError, fakeFetch, json, type FakeHandler, type SeenRequest } from '../testing/fakeFetch';
import { createApiClient, type ApiClientOptions } from './apiClient';
import { ApiError } from './ApiError';

const thing: Endpoint = { method: 'GET', path: '/api/v1/things/:id' };
const save: Endpoint = { method: 'POST', path: '/api/v1/things' };
const pair = (n: number): TokenPair => ({
  access_token: `access-${n}`,
  token_type: 'Bearer',
  expires_in: 900,
  refresh_token: `refresh-${n}`,
});
const isRefresh = (request: SeenRequest) => request.url.endsWith('/api/v1/session/refresh');
const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

/**
 * A fake API whose valid access token is the newest it issued: a refresh (slow enough for concurrent
 * calls to pile up behind it) issues the next pair, unless `refreshAnswer` gives an answer of its own.
 */
function setup(refreshAnswer?: () => Response | undefined, options: Partial<ApiClientOptions> = {}) {
  let issued = 1;
  const handler: FakeHandler = async (request) => {
    if (isRefresh(request)) {
      await tick();
      const answer = refreshAnswer?.();
      if (answer) return answer;
      issued += 1;
      return json(200, pair(issued));
    }
    if (request.headers['authorization'] !== `Bearer access-${issued}`) return apiError(401, 'unauthorized');
    return json(200, { url: request.url });
  };
  const { fetch, requests } = fakeFetch(handler);
  const tokens = createTokenStore(localStorage);
  tokens.save(pair(1));
  const onSessionEnded = vi.fn();
  const { wait, waits } = recordedWaits(requests);
  const client = createApiClient({
    baseUrl: 'http://api.test',
    tokens,
    onSessionEnded,
    fetch,
    wait,
    ...options,
  });
  /** Makes the client's access token stale, as when it expired on the server. */
  const expire = () => {
    issued += 1;
    tokens.save({ ...pair(issued), access_token: 'expired' });
  };
  return { client, tokens, requests, onSessionEnded, expire, waits };
}

/** A wait that returns at once and records each wait with the number of requests sent before it. */
function recordedWaits(requests: SeenRequest[]) {
  const waits: { ms: number; afterRequests: number }[] = [];
  const wait = async (ms: number) => {
    waits.push({ ms, afterRequests: requests.length });
  };
  return { wait, waits };
}

/** The API's 429, with a Retry-After header when given. */
const tooManyRequests = (retryAfter?: string, vars: string[] = []) => {
  const response = apiError(429, 'too_many_requests', vars);
  if (retryAfter !== undefined) response.headers.set('retry-after', retryAfter);
  return response;
};

/** Answers the refresh with each of `answers` in turn, then leaves it to the fake API (undefined). */
function refreshAnswers(...answers: (() => Response)[]) {
  let refreshes = 0;
  return () => answers[refreshes++]?.();
}

beforeEach(() => localStorage.clear());

describe('requests', () => {
  test('fill the path, add the query, send JSON with the access token', async () => {
    const { client, requests } = setup();
    await client.call(thing, { params: { id: 'a b' }, query: { q: 'x', skip: undefined, n: 2 } });
    await client.call(save, { body: { name: 'n' } });
    expect(requests[0]).toEqual({
      method: 'GET',
      url: 'http://api.test/api/v1/things/a%20b?q=x&n=2',
      headers: { accept: 'application/json', authorization: 'Bearer access-1' },
      body: undefined,
    });
    expect(requests[1]).toMatchObject({
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer access-1' },
      body: { name: 'n' },
    });
  });

  test('an empty base URL calls the page’s own origin', async () => {
    const { client, requests } = setup(undefined, { baseUrl: '' });
    await client.call(thing, { params: { id: 1 } });
    expect(requests[0]!.url).toBe('/api/v1/things/1');
  });

  test('unauthenticated calls carry no Authorization', async () => {
    const { client, requests } = setup();
    await expect(client.call(thing, { params: { id: 1 }, authenticated: false })).rejects.toThrow(ApiError);
    expect(requests[0]!.headers['authorization']).toBeUndefined();
  });

  test.each([
    [
      'a per-URL key for a matching URL',
      { apiKeys: [{ url: 'http://api.test/api/v1/things', key: 'k-things' }], defaultApiKey: 'k-default' },
      'k-things',
    ],
    [
      'a per-URL pattern',
      { apiKeys: [{ url: /\/things\/\d+$/, key: 'k-pattern' }], defaultApiKey: 'k-default' },
      'k-pattern',
    ],
    [
      'the default key when no entry matches',
      { apiKeys: [{ url: 'http://other.test/', key: 'k-other' }], defaultApiKey: 'k-default' },
      'k-default',
    ],
    ['no key when none is configured', {}, undefined],
  ])('X-Api-Key: %s', async (_, config, expected) => {
    const { client, requests } = setup(undefined, config);
    await client.call(thing, { params: { id: 7 } });
    expect(requests[0]!.headers['x-api-key']).toBe(expected);
  });
});

describe('401: one refresh, then a retry', () => {
  test('a call with an expired token is retried with the refreshed one', async () => {
    const { client, requests, expire, tokens } = setup();
    expire();
    await expect(client.call(thing, { params: { id: 1 } })).resolves.toEqual({
      url: 'http://api.test/api/v1/things/1',
    });
    expect(
      requests.map((r) => [r.url.replace('http://api.test/api/v1', ''), r.headers['authorization']]),
    ).toEqual([
      ['/things/1', 'Bearer expired'],
      ['/session/refresh', undefined],
      ['/things/1', 'Bearer access-3'],
    ]);
    expect(requests[1]!.body).toEqual({ refresh_token: 'refresh-2' });
    expect(tokens.refreshToken()).toBe('refresh-3');
  });

  test('five concurrent 401s wait for a single refresh', async () => {
    const { client, requests, expire, onSessionEnded } = setup();
    expire();
    const results = await Promise.all([1, 2, 3, 4, 5].map((id) => client.call(thing, { params: { id } })));
    expect(results).toHaveLength(5);
    expect(requests.filter(isRefresh)).toHaveLength(1);
    const retries = requests.filter((r) => !isRefresh(r) && r.headers['authorization'] === 'Bearer access-3');
    expect(retries).toHaveLength(5);
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  test('a 401 arriving after another call refreshed retries with that token, without refreshing again', async () => {
    let openGate: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (openGate = resolve));
    const { fetch, requests } = fakeFetch(async (request) => {
      if (request.headers['authorization'] === 'Bearer access-1') {
        await gate;
        return apiError(401, 'unauthorized');
      }
      return isRefresh(request) ? json(200, pair(3)) : json(200, { auth: request.headers['authorization'] });
    });
    const tokens = createTokenStore(localStorage);
    tokens.save(pair(1));
    const client = createApiClient({ baseUrl: '', tokens, onSessionEnded: () => undefined, fetch });
    // The call leaves with access-1; while it is on the wire another call's refresh stores access-2.
    const slow = client.call(thing, { params: { id: 1 } });
    tokens.save(pair(2));
    openGate();
    await expect(slow).resolves.toEqual({ auth: 'Bearer access-2' });
    expect(requests.filter(isRefresh)).toHaveLength(0);
  });

  test('after a reload only the refresh token is left: it is exchanged before the first call', async () => {
    localStorage.setItem(REFRESH_TOKEN_STORAGE_KEY, 'refresh-1');
    const tokens = createTokenStore(localStorage); // a new page: the refresh token in storage, nothing in memory
    const { fetch, requests } = fakeFetch(async (request) =>
      isRefresh(request) ? json(200, pair(2)) : json(200, { auth: request.headers['authorization'] }),
    );
    const client = createApiClient({ baseUrl: '', tokens, onSessionEnded: () => undefined, fetch });
    await expect(client.call(thing, { params: { id: 1 } })).resolves.toEqual({ auth: 'Bearer access-2' });
    expect(requests.map((r) => r.url)).toEqual(['/api/v1/session/refresh', '/api/v1/things/1']);
    expect(requests[0]!.body).toEqual({ refresh_token: 'refresh-1' });
  });

  describe('resume: a reloaded page gets its token and GET /me in one round trip', () => {
    const me = { fullName: 'Ana Souza' };
    function reloaded(answer: () => Response) {
      localStorage.setItem(REFRESH_TOKEN_STORAGE_KEY, 'refresh-1');
      const tokens = createTokenStore(localStorage);
      const { fetch, requests } = fakeFetch(async (request) =>
        isRefresh(request) ? answer() : json(200, { auth: request.headers['authorization'] }),
      );
      const onSessionEnded = vi.fn();
      const client = createApiClient({ baseUrl: '', tokens, onSessionEnded, fetch });
      return { client, tokens, requests, onSessionEnded };
    }

    test('the refresh asks for GET /me and brings it; the new pair is kept', async () => {
      const { client, tokens, requests } = reloaded(() => json(200, { ...pair(2), me }));
      await expect(client.resume()).resolves.toEqual(me);
      expect(requests.map((r) => [r.url, r.body])).toEqual([
        ['/api/v1/session/refresh', { refresh_token: 'refresh-1', include_me: true }],
      ]);
      expect([tokens.accessToken(), tokens.refreshToken()]).toEqual(['access-2', 'refresh-2']);
      // Later calls use the token it brought, with no second refresh.
      await expect(client.call(thing, { params: { id: 1 } })).resolves.toEqual({ auth: 'Bearer access-2' });
      expect(requests.filter(isRefresh)).toHaveLength(1);
    });

    test('with an access token already, nothing is sent', async () => {
      const { client, requests } = setup();
      await expect(client.resume()).resolves.toBeUndefined();
      expect(requests).toHaveLength(0);
    });

    test('a call already refreshing is joined: one refresh, and resume leaves GET /me to the caller', async () => {
      const { client, requests } = reloaded(() => json(200, pair(2)));
      const [called, resumed] = await Promise.all([
        client.call(thing, { params: { id: 1 } }),
        client.resume(),
      ]);
      expect(called).toEqual({ auth: 'Bearer access-2' });
      expect(resumed).toBeUndefined();
      expect(requests.filter(isRefresh).map((r) => r.body)).toEqual([{ refresh_token: 'refresh-1' }]);
    });

    test('a refused refresh ends the session as any call’s would', async () => {
      const { client, tokens, onSessionEnded } = reloaded(() => apiError(400, 'invalid_grant'));
      await expect(client.resume()).rejects.toMatchObject({ status: 400, code: 'invalid_grant' });
      expect(onSessionEnded).toHaveBeenCalledTimes(1);
      expect(tokens.refreshToken()).toBeNull();
    });
  });

  test('a second 401 after the retry is the caller’s error; the session stays', async () => {
    const { fetch, requests } = fakeFetch(async (request) =>
      isRefresh(request) ? json(200, pair(2)) : apiError(401, 'unauthorized'),
    );
    const tokens = createTokenStore(localStorage);
    tokens.save(pair(1));
    const onSessionEnded = vi.fn();
    const client = createApiClient({ baseUrl: '', tokens, onSessionEnded, fetch });
    await expect(client.call(thing, { params: { id: 1 } })).rejects.toMatchObject({ status: 401 });
    expect(requests.filter(isRefresh)).toHaveLength(1);
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  test('an unauthenticated call’s 401 (a wrong password) is not refreshed', async () => {
    const { fetch, requests } = fakeFetch(() => apiError(401, 'invalid_credentials'));
    const client = createApiClient({
      baseUrl: '',
      tokens: createTokenStore(localStorage),
      onSessionEnded: () => undefined,
      fetch,
    });
    const error = await client.call(save, { body: {}, authenticated: false }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'http', status: 401, code: 'invalid_credentials' });
    expect(requests).toHaveLength(1);
  });
});

describe('a refresh the API cannot take now (issue 29): wait, retry, stay signed in', () => {
  const path = (r: SeenRequest) => r.url.replace('http://api.test/api/v1', '');

  test('429 → wait for Retry-After → the same refresh token again → the call goes on', async () => {
    const { client, expire, requests, waits, tokens, onSessionEnded } = setup(
      refreshAnswers(() => tooManyRequests('2')),
    );
    expire();
    await expect(client.call(thing, { params: { id: 1 } })).resolves.toEqual({
      url: 'http://api.test/api/v1/things/1',
    });
    expect(requests.map((r) => [path(r), r.body])).toEqual([
      ['/things/1', undefined],
      ['/session/refresh', { refresh_token: 'refresh-2' }],
      ['/session/refresh', { refresh_token: 'refresh-2' }],
      ['/things/1', undefined],
    ]);
    expect(waits).toEqual([{ ms: 2000, afterRequests: 2 }]);
    expect(onSessionEnded).not.toHaveBeenCalled();
    expect(tokens.refreshToken()).toBe('refresh-3');
  });

  test('the refresh token stays stored while it waits', async () => {
    let storedDuringWait: string | null | undefined;
    const answers = refreshAnswers(() => tooManyRequests('1'));
    const { fetch, requests } = fakeFetch(() => answers() ?? json(200, pair(2)));
    localStorage.setItem(REFRESH_TOKEN_STORAGE_KEY, 'refresh-1');
    const tokens = createTokenStore(localStorage);
    const wait = async () => {
      storedDuringWait = localStorage.getItem(REFRESH_TOKEN_STORAGE_KEY);
    };
    const client = createApiClient({ baseUrl: '', tokens, onSessionEnded: vi.fn(), fetch, wait });
    await expect(client.resume()).resolves.toBeUndefined();
    expect(storedDuringWait).toBe('refresh-1');
    expect(requests).toHaveLength(2);
    expect(tokens.refreshToken()).toBe('refresh-2');
  });

  test('a reloaded page whose refresh meets a 429 resumes after the wait, with GET /me', async () => {
    localStorage.setItem(REFRESH_TOKEN_STORAGE_KEY, 'refresh-1');
    const tokens = createTokenStore(localStorage);
    const me = { fullName: 'Ana Souza' };
    const answers = refreshAnswers(() => tooManyRequests('3'));
    const { fetch, requests } = fakeFetch(() => answers() ?? json(200, { ...pair(2), me }));
    const { wait, waits } = recordedWaits(requests);
    const onSessionEnded = vi.fn();
    const client = createApiClient({ baseUrl: '', tokens, onSessionEnded, fetch, wait });
    await expect(client.resume()).resolves.toEqual(me);
    expect(requests.map((r) => r.body)).toEqual([
      { refresh_token: 'refresh-1', include_me: true },
      { refresh_token: 'refresh-1', include_me: true },
    ]);
    expect(waits).toEqual([{ ms: 3000, afterRequests: 1 }]);
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  test.each([
    [
      'a 429 without Retry-After: its too_many_requests variable',
      () => tooManyRequests(undefined, ['7']),
      7000,
    ],
    ['a 429 asking for more than 30 s: 30 s', () => tooManyRequests('600'), 30_000],
    [
      'a 503 with Retry-After',
      () => {
        const response = apiError(503, 'service_unavailable');
        response.headers.set('retry-after', '5');
        return response;
      },
      5000,
    ],
    ['a 500: 1 s', () => apiError(500, 'internal_error'), 1000],
  ])('%s', async (_, answer, ms) => {
    const { client, expire, waits, onSessionEnded } = setup(refreshAnswers(answer));
    expire();
    await expect(client.call(thing, { params: { id: 1 } })).resolves.toBeDefined();
    expect(waits.map((w) => w.ms)).toEqual([ms]);
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  test('without Retry-After the waits double: 1 s, 2 s, 4 s', async () => {
    const failure = () => apiError(502, 'bad_gateway');
    const { client, expire, waits } = setup(refreshAnswers(failure, failure, failure));
    expire();
    await expect(client.call(thing, { params: { id: 1 } })).resolves.toBeDefined();
    expect(waits.map((w) => w.ms)).toEqual([1000, 2000, 4000]);
  });

  test('five calls that meet a 401 share the one refresh and its wait', async () => {
    const { client, expire, requests, waits } = setup(refreshAnswers(() => tooManyRequests('1')));
    expire();
    const results = await Promise.all([1, 2, 3, 4, 5].map((id) => client.call(thing, { params: { id } })));
    expect(results).toHaveLength(5);
    expect(requests.filter(isRefresh)).toHaveLength(2);
    expect(waits).toHaveLength(1);
  });

  test('still 429 after 4 retries: the call fails with it, and the session stays for the next call', async () => {
    const { client, expire, requests, waits, tokens, onSessionEnded } = setup(() => tooManyRequests('1'));
    expire();
    await expect(client.call(thing, { params: { id: 1 } })).rejects.toMatchObject({
      status: 429,
      code: 'too_many_requests',
    });
    expect(requests.filter(isRefresh)).toHaveLength(5);
    expect(waits.map((w) => w.ms)).toEqual([1000, 1000, 1000, 1000]);
    expect(onSessionEnded).not.toHaveBeenCalled();
    expect(tokens.refreshToken()).toBe('refresh-2');
  });

  test('a refused refresh after a wait still ends the session', async () => {
    const { client, expire, waits, onSessionEnded, tokens } = setup(
      refreshAnswers(
        () => tooManyRequests('1'),
        () => apiError(400, 'invalid_grant'),
      ),
    );
    expire();
    await expect(client.call(thing, { params: { id: 1 } })).rejects.toMatchObject({ code: 'invalid_grant' });
    expect(waits).toHaveLength(1);
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
    expect(tokens.refreshToken()).toBeNull();
  });

  test('a client error other than a refusal is not retried and does not sign out', async () => {
    const { client, expire, waits, onSessionEnded, requests } = setup(() => apiError(403, 'forbidden'));
    expire();
    await expect(client.call(thing, { params: { id: 1 } })).rejects.toMatchObject({ status: 403 });
    expect(requests.filter(isRefresh)).toHaveLength(1);
    expect(waits).toEqual([]);
    expect(onSessionEnded).not.toHaveBeenCalled();
  });
});

describe('sign-out on a refused session', () => {
  test.each([
    ['the refresh token is refused (400 invalid_grant)', () => apiError(400, 'invalid_grant')],
    ['the refresh answers 401', () => apiError(401, 'unauthorized')],
    ['the refresh returns nothing', () => json(200)],
  ])('%s: the tokens are cleared and the session ends once, for every waiting call', async (_, answer) => {
    const { client, expire, tokens, onSessionEnded } = setup(answer);
    expire();
    const results = await Promise.allSettled([1, 2, 3].map((id) => client.call(thing, { params: { id } })));
    expect(results.every((r) => r.status === 'rejected' && r.reason instanceof ApiError)).toBe(true);
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
    expect(tokens.accessToken()).toBeNull();
    expect(tokens.refreshToken()).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  test('a 400 invalid_grant from any call ends the session', async () => {
    const { fetch } = fakeFetch(() => apiError(400, 'invalid_grant'));
    const tokens = createTokenStore(localStorage);
    tokens.save(pair(1));
    const onSessionEnded = vi.fn();
    const client = createApiClient({ baseUrl: '', tokens, onSessionEnded, fetch });
    await expect(client.call(save, { body: {} })).rejects.toMatchObject({ code: 'invalid_grant' });
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
    expect(tokens.refreshToken()).toBeNull();
  });

  test('other errors leave the session alone', async () => {
    const { fetch } = fakeFetch(() => apiError(400, 'validation_failed', ['name']));
    const tokens = createTokenStore(localStorage);
    tokens.save(pair(1));
    const onSessionEnded = vi.fn();
    const client = createApiClient({ baseUrl: '', tokens, onSessionEnded, fetch });
    await expect(client.call(save, { body: {} })).rejects.toMatchObject({
      kind: 'http',
      status: 400,
      body: { error_code: 'validation_failed', error_vars: ['name'] },
    });
    expect(onSessionEnded).not.toHaveBeenCalled();
    expect(tokens.refreshToken()).toBe('refresh-1');
  });
});

describe('failures without an answer', () => {
  test('a network failure is an unreachable backend, named by its host', async () => {
    const tokens = createTokenStore(localStorage);
    tokens.save(pair(1));
    const client = createApiClient({
      baseUrl: 'http://127.0.0.1:3333',
      tokens,
      onSessionEnded: () => undefined,
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    await expect(client.call(thing, { params: { id: 1 } })).rejects.toMatchObject({
      kind: 'unreachable',
      status: 0,
      host: '127.0.0.1:3333',
    });
  });

  test('a gateway that cannot reach the API (502 without the error shape) is an unreachable backend', async () => {
    const tokens = createTokenStore(localStorage);
    tokens.save(pair(1));
    const client = createApiClient({
      baseUrl: '',
      backendHost: 'localhost:3333',
      tokens,
      onSessionEnded: () => undefined,
      fetch: async () => new Response('', { status: 502 }),
    });
    await expect(client.call(thing, { params: { id: 1 } })).rejects.toMatchObject({
      kind: 'unreachable',
      host: 'localhost:3333',
    });
  });

  test('an unreachable API during a refresh is tried 4 more times, then keeps the session for a later try', async () => {
    const { client, expire, tokens, onSessionEnded, waits, requests } = setup(() => {
      throw new TypeError('Failed to fetch');
    });
    expire();
    await expect(client.call(thing, { params: { id: 1 } })).rejects.toMatchObject({ kind: 'unreachable' });
    expect(requests.filter(isRefresh)).toHaveLength(5);
    expect(waits.map((w) => w.ms)).toEqual([1000, 2000, 4000, 8000]);
    expect(onSessionEnded).not.toHaveBeenCalled();
    expect(tokens.refreshToken()).toBe('refresh-2');
  });

  test('a refresh whose answer was lost is sent again with the same Idempotency-Key, even after a reload; the next refresh has a new one', async () => {
    const { client, expire, tokens, requests } = setup(
      refreshAnswers(() => {
        throw new TypeError('Failed to fetch');
      }),
    );
    expire();
    await client.call(thing, { params: { id: 1 } });
    const keys = requests.filter(isRefresh).map((r) => r.headers['idempotency-key']);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(requests.filter(isRefresh).map((r) => r.body)).toEqual([
      { refresh_token: 'refresh-2' },
      { refresh_token: 'refresh-2' },
    ]);
    // A page loaded while a refresh was on the wire finds its key beside the token; a new token, a new key.
    const reloaded = createTokenStore(localStorage);
    expect(reloaded.refreshKey()).toBe(tokens.refreshKey());
    const before = tokens.refreshKey();
    tokens.save(pair(9));
    expect(createTokenStore(localStorage).refreshKey()).not.toBe(before);
  });

  test('an aborted call rejects with the abort, not an ApiError', async () => {
    const { client } = setup();
    const controller = new AbortController();
    controller.abort();
    const error = await client.call(thing, { params: { id: 1 }, signal: controller.signal }).catch((e) => e);
    expect(error).not.toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ name: 'AbortError' });
  });
});
