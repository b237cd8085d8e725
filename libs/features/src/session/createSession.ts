import type { Endpoint, SignInBody, SsoExchangeBody, TokenPair } from '@nuvem/api-contract';
import { sessionEndpoints, ssoEndpoints } from '@nuvem/api-contract/paths';
import { createApiClient, type ApiClient } from '../api/apiClient';
import type { ApiConfig } from '../api/apiConfig';
import { signOutNotice } from './signOutNotice';
import { createTokenStore, type TokenStore } from './tokenStore';

export interface SessionSnapshot {
  status: 'signedIn' | 'signedOut';
  /** Changes with every sign-in and sign-out, never with a token refresh: data cached per sign-in keys on it. */
  epoch: number;
}

export interface Session {
  /** The API client of this session: every call of the portal goes through it. */
  readonly client: ApiClient;
  snapshot(): SessionSnapshot;
  subscribe(listener: () => void): () => void;
  /** Signs in with e-mail and password; rejects with ApiError (e.g. 401 invalid_credentials). */
  signIn(credentials: SignInBody, signal?: AbortSignal): Promise<void>;
  /**
   * Signs in with the one-time code of single sign-on (POST /session/sso/exchange); rejects with ApiError
   * (400 invalid_grant for a code already used or expired). The code is single use: call it once.
   */
  signInWithCode(code: string, signal?: AbortSignal): Promise<void>;
  /** Starts a session from a token pair obtained another way (the single sign-on code exchange). */
  start(pair: TokenPair): void;
  /**
   * Ends the sign-in on the server (DELETE /session), forgets the tokens and loads the login page afresh,
   * which says the user signed out.
   */
  signOut(): Promise<void>;
}

export interface SessionOptions extends ApiConfig {
  /** Where the login page is: sign-out loads it. */
  loginPath?: string;
  tokens?: TokenStore;
  fetch?: typeof fetch;
  /** Waits before a refresh is tried again (the API client's `wait`); tests pass one that returns at once. */
  wait?: (ms: number) => Promise<void>;
  /**
   * Loads a page afresh (spec §4: "Logout reloads the page"), which also drops every cached answer of the
   * signed-out user. With a path it goes there, without one it reloads the current page (whose guard then
   * sends a signed-out user to the login page). Tests pass a spy.
   */
  reload?: (path?: string) => void;
}

const reloadPage = (path?: string) => (path ? window.location.assign(path) : window.location.reload());

/** The portal's session, without React: tokens, the API client over them, sign-in and sign-out. */
export function createSession({
  loginPath = '/login',
  tokens = createTokenStore(),
  fetch,
  wait,
  reload = reloadPage,
  ...api
}: SessionOptions): Session {
  let signingOut = false;
  const client = createApiClient({
    ...api,
    tokens,
    fetch,
    wait,
    // The API refused the session (spec §8): logout, which reloads; the guard then shows the login page,
    // which says why.
    onSessionEnded: () => {
      if (signingOut) return;
      // Refused because another tab is signing out (its sign-out reached the API before its storage
      // change reached this tab): said as that, not as an expiry.
      signOutNotice.rememberAcrossReload(tokens.signingOutElsewhere() ? 'elsewhere' : 'expired');
      reload();
    },
  });

  const signedIn = () => tokens.refreshToken() !== null || tokens.accessToken() !== null;
  let current: SessionSnapshot = { status: signedIn() ? 'signedIn' : 'signedOut', epoch: 0 };
  const listeners = new Set<() => void>();
  tokens.subscribe(({ inAnotherTab }) => {
    const status = signedIn() ? 'signedIn' : 'signedOut';
    if (status !== current.status) {
      current = { status, epoch: current.epoch + 1 };
      // Signed out by another tab: the guard sends this one to the login page, which says so. A sign-in
      // anywhere makes an earlier notice stale.
      if (status === 'signedOut' && inAnotherTab) signOutNotice.remember('elsewhere');
      if (status === 'signedIn') signOutNotice.forget();
    }
    listeners.forEach((listener) => listener());
  });

  const start = (pair: TokenPair) => tokens.save(pair);
  /** Obtains a token pair without a session (no Authorization, no refresh) and starts the session with it. */
  const signInAt = async (endpoint: Endpoint, body: unknown, signal?: AbortSignal) =>
    start(await client.call<TokenPair>(endpoint, { body, signal, authenticated: false, signsIn: true }));

  return {
    client,
    snapshot: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start,
    signIn: (credentials, signal) => signInAt(sessionEndpoints.signIn, credentials, signal),
    signInWithCode: (code, signal) => {
      const body: SsoExchangeBody = { code };
      return signInAt(ssoEndpoints.exchange, body, signal);
    },
    async signOut() {
      signingOut = true;
      tokens.announceSignOut();
      try {
        if (signedIn()) await client.call<void>(sessionEndpoints.signOut);
      } catch {
        // The server may already have ended it, or be unreachable: the tokens are forgotten either way.
      } finally {
        tokens.clear();
        signOutNotice.rememberAcrossReload('signedOut');
        reload(loginPath);
      }
    },
  };
}
