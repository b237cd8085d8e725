import type { Endpoint, RefreshAnswer, RefreshBody, UserInfo } from '@nuvem/api-contract';
import { fillPath, sessionEndpoints } from '@nuvem/api-contract/paths';
import type { TokenStore } from '../session/tokenStore';
import type { ApiConfig } from './apiConfig';
import { ApiError, errorBodyOf } from './ApiError';
import { apiKeyFor } from './apiKeyFor';
import { refreshEndsSession, refreshRetryDelay, retryAfterMsOfAnswer } from './refreshRetry';
import { singleFlight } from './singleFlight';
import { withRefreshLock } from './withRefreshLock';

export interface ApiClientOptions extends ApiConfig {
  tokens: TokenStore;
  /**
   * The API ended the session: the refresh token was refused (400 invalid_grant, or a 401) or a refresh
   * brought no token. The tokens are already cleared; the app signs out (spec §8: "Logout").
   */
  onSessionEnded: () => void;
  /** Defaults to the global fetch; tests pass a fake. */
  fetch?: typeof fetch;
  /** Waits before a refresh is tried again (REFRESH_RETRY); a timer by default, tests pass one that records. */
  wait?: (ms: number) => Promise<void>;
}

export interface CallOptions {
  /** Values for the endpoint's `:name` placeholders. */
  params?: Readonly<Record<string, string | number>>;
  /** An array is the parameter repeated (`?filter=a&filter=b`). */
  query?: Readonly<Record<string, string | number | boolean | readonly string[] | undefined>>;
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
  /** Sends the access token and refreshes it on a 401 (the default). Sign-in and refresh pass false. */
  authenticated?: boolean;
  /**
   * A sign-in attempt (password or single sign-on code): its invalid_grant refuses that attempt only and
   * leaves any current session alone.
   */
  signsIn?: boolean;
  /** Sent as the Idempotency-Key header: the same for every attempt at one change (or refresh). */
  idempotencyKey?: string;
}

/** A file an endpoint answered. */
export interface DownloadedFile {
  blob: Blob;
  /** From Content-Disposition's filename; null when it names none. */
  fileName: string | null;
}

/** The filename of an `attachment; filename="…"` header. */
export function fileNameOf(disposition: string | null): string | null {
  return disposition ? (/filename="([^"]+)"/.exec(disposition)?.[1] ?? null) : null;
}

export interface ApiClient {
  /** Calls an endpoint of @nuvem/api-contract; resolves to its JSON (undefined for 204), rejects with ApiError. */
  call<T>(endpoint: Endpoint, options?: CallOptions): Promise<T>;
  /**
   * Downloads a file an endpoint answers (an attachment): its bytes and the name its Content-Disposition
   * gives. Authenticated and refreshed as `call` is; a failure rejects with ApiError as `call` does.
   */
  download(endpoint: Endpoint, options?: CallOptions): Promise<DownloadedFile>;
  /** The absolute or same-origin URL of an API path, for what the browser loads itself (links, redirects). */
  url(path: string): string;
  /**
   * A page resuming a stored session (a reload: a refresh token, no access token yet) gets its first access
   * token and GET /me's answer in one round trip: the refresh carries it (include_me). Resolves to that
   * answer, or to undefined when there is an access token already or the refresh came without it (another
   * call's refresh was on the wire): the caller then asks GET /me. Fails as any call would.
   */
  resume(): Promise<UserInfo | undefined>;
}

/** Statuses a gateway answers with when the API behind it is down (a dev-server proxy answers 502). */
const GATEWAY_STATUSES = new Set([502, 503, 504]);

/**
 * The one way the portal talks to the API (portal spec §7, §8): JSON in and out, X-Api-Key per URL,
 * Authorization with the access token, and on a 401 a single refresh shared by every waiting call, then
 * one retry. A refused refresh ends the session; a busy or unreachable API is waited for. Failures reject
 * with ApiError; aborted calls with the signal's reason.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const { tokens, onSessionEnded } = options;
  const fetchImpl = options.fetch ?? ((input, init) => fetch(input, init));
  const wait = options.wait ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const url = (path: string) => baseUrl + path;
  const host = () =>
    options.backendHost ?? (baseUrl ? new URL(baseUrl, window.location.href).host : window.location.host);
  const unreachable = () => new ApiError('unreachable', 0, {}, host());

  /** Clears the tokens and tells the app, once per session (later calls find nothing left to end). */
  const endSession = () => {
    const hadSession = tokens.refreshToken() !== null || tokens.accessToken() !== null;
    tokens.clear();
    if (hadSession) onSessionEnded();
  };

  async function send(endpoint: Endpoint, call: CallOptions, accessToken: string | null): Promise<Response> {
    let target = url(fillPath(endpoint.path, call.params));
    const query = Object.entries(call.query ?? {}).filter(([, value]) => value !== undefined);
    const pairs = query.flatMap(([k, v]) => (Array.isArray(v) ? v.map((one) => [k, one]) : [[k, String(v)]]));
    if (pairs.length) target += '?' + new URLSearchParams(pairs).toString();
    const headers: Record<string, string> = { Accept: 'application/json' };
    const apiKey = apiKeyFor(target, options);
    if (apiKey) headers['X-Api-Key'] = apiKey;
    if (accessToken) headers['Authorization'] = `Bearer ${accessToken}`;
    // No Content-Type without a body: the API refuses an empty body declared as JSON.
    if (call.body !== undefined) headers['Content-Type'] = 'application/json';
    if (call.idempotencyKey) headers['Idempotency-Key'] = call.idempotencyKey;
    try {
      return await fetchImpl(target, {
        method: endpoint.method,
        headers,
        body: call.body === undefined ? undefined : JSON.stringify(call.body),
        signal: call.signal,
      });
    } catch (error) {
      throw call.signal?.aborted ? (call.signal.reason ?? error) : unreachable();
    }
  }

  async function read<T>(response: Response, { signal, signsIn }: CallOptions): Promise<T> {
    let json: unknown;
    try {
      const text = await response.text();
      json = text ? JSON.parse(text) : undefined;
    } catch (error) {
      if (signal?.aborted) throw signal.reason ?? error;
      json = undefined;
    }
    if (response.ok) return json as T;
    const body = errorBodyOf(json);
    if (GATEWAY_STATUSES.has(response.status) && !body.error_code && !body.error_message) throw unreachable();
    // Spec §8: a 400 invalid_grant (the refresh token was refused) signs the user out.
    if (response.status === 400 && body.error_code === 'invalid_grant' && !signsIn) endSession();
    throw new ApiError('http', response.status, body, host(), retryAfterMsOfAnswer(response, body));
  }

  /**
   * Exchanges the refresh token for a new pair (with GET /me's answer when `includeMe`). The lock keeps two
   * tabs from presenting the same token, which the API would take for a replay and answer by revoking the
   * sign-in; the token is read afresh under it, as another tab may have replaced it.
   */
  const refreshOnce = (includeMe: boolean) =>
    withRefreshLock(async (): Promise<RefreshAnswer | null> => {
      const refreshToken = tokens.refreshToken();
      if (!refreshToken) return null;
      const body: RefreshBody = includeMe
        ? { refresh_token: refreshToken, include_me: true }
        : { refresh_token: refreshToken };
      const answer = await call<RefreshAnswer | undefined>(sessionEndpoints.refresh, {
        body,
        authenticated: false,
        idempotencyKey: tokens.refreshKey(),
      });
      if (!answer?.access_token || !answer.refresh_token) return null;
      tokens.save(answer);
      return answer;
    });

  /**
   * The refresh, tried again while the API cannot take it now (429, 5xx, no answer: refreshRetry.ts), the
   * waits outside the lock. Single flight: calls that meet a 401 together wait for this one refresh.
   */
  const refresh = singleFlight(async (includeMe: boolean): Promise<RefreshAnswer | null> => {
    for (let attempt = 0; ; attempt++) {
      try {
        return await refreshOnce(includeMe);
      } catch (error) {
        const delay = refreshRetryDelay(error, attempt);
        if (delay === undefined) throw error;
        await wait(delay);
      }
    }
  });

  /**
   * A fresh token pair, or the session ends when the API refused it (spec §8). Any other failure (the API
   * busy or unreachable past the retries) keeps the session for a later try.
   */
  async function refreshed(includeMe = false): Promise<RefreshAnswer> {
    let answer: RefreshAnswer | null;
    try {
      answer = await refresh(includeMe);
    } catch (error) {
      if (refreshEndsSession(error)) endSession();
      throw error;
    }
    if (answer === null) {
      endSession();
      throw new ApiError('http', 401, { error_code: 'unauthorized' }, host());
    }
    return answer;
  }
  const refreshedToken = async () => (await refreshed()).access_token;

  async function resume(): Promise<UserInfo | undefined> {
    if (tokens.accessToken() !== null) return undefined;
    return (await refreshed(true)).me;
  }

  /** The endpoint's answer, with the access token, after one refresh and retry on a 401. */
  async function answer(endpoint: Endpoint, callOptions: CallOptions): Promise<Response> {
    const { signal, authenticated = true } = callOptions;
    if (!authenticated) return send(endpoint, callOptions, null);

    // After a reload only the refresh token is left: get an access token before the first call.
    const used = tokens.accessToken() ?? (await refreshedToken());
    const response = await send(endpoint, callOptions, used);
    if (response.status !== 401) return response;

    // Another call may have refreshed while this one was on the wire: its token is the one to retry with.
    const current = tokens.accessToken();
    const token = current !== null && current !== used ? current : await refreshedToken();
    signal?.throwIfAborted();
    return send(endpoint, callOptions, token);
  }

  async function call<T>(endpoint: Endpoint, callOptions: CallOptions = {}): Promise<T> {
    return read<T>(await answer(endpoint, callOptions), callOptions);
  }

  async function download(endpoint: Endpoint, callOptions: CallOptions = {}): Promise<DownloadedFile> {
    const response = await answer(endpoint, callOptions);
    // A refusal is JSON in the error shape: read it as `call` would, which throws.
    if (!response.ok) await read<never>(response, callOptions);
    return { blob: await response.blob(), fileName: fileNameOf(response.headers.get('content-disposition')) };
  }

  return { call, download, url, resume };
}
