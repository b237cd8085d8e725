// Single sign-on against a real OpenID Connect provider (oidc-provider) started by the test: the test plays
// the browser, following each redirect by hand and keeping the provider's cookies.
import { createHash } from 'node:crypto';
import { createServer } from 'node:net';
import type { TokenPair } from '@nuvem/api-contract';
import { hashRefreshToken } from '../../auth/refresh-token';
import { loadConfig, type OidcConfig } from '../../config';
import { errorShape, postJson, startAppOn, startTestApp, type TestApp } from '../../testing/test-app';
import { locationOf, TestBrowser } from '../../testing/test-browser';
import { databaseKinds } from '../../testing/test-database';
import {
  confidentialClient,
  publicClientId,
  startTestIdentityProvider,
  type TestAccountClaims,
  type TestIdentityProvider,
} from '@nuvem/devtools/testIdentityProvider';

const portalUrl = 'http://127.0.0.1:4200';
const callbackPath = '/api/v1/session/sso/callback';
const ana = 'ana@acme.example';

/** The accounts at the provider, by subject. */
const accounts: Record<string, TestAccountClaims> = {
  'ana-sub': { email: ana, email_verified: true, name: 'Ana Souza' },
  'ana-unverified': { email: ana, email_verified: false },
  'ana-second-account': { email: ana, email_verified: true },
  stranger: { email: 'stranger@elsewhere.example', email_verified: true },
  'no-email': {},
};

/** A port nothing listens on now: for the API whose callback the provider must know in advance. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('expected a TCP address');
  return address.port;
}

// The suites run one after the other: these belong to the suite running now.
let t: TestApp;
let idp: TestIdentityProvider;
let oidc: OidcConfig;

interface SsoRun {
  /** Where the API sent the browser: the issuer's authorization endpoint. */
  authorize: URL;
  /** Where the issuer sent the browser back: the API's callback. */
  callback: URL;
  /** Where the API's callback sent the browser: the portal. */
  landing: URL;
}

interface SsoOptions {
  returnTo?: string;
  /** The API instance the browser starts on, and the one that receives the callback (default: the same). */
  startOn?: TestApp;
  finishOn?: TestApp;
  /** Refuse at the provider's login page instead of signing in. */
  abort?: boolean;
  beforeCallback?: () => Promise<unknown>;
}

/** Signs in as `subject` at the provider, from the portal's button to the portal's landing page. */
async function ssoSignIn(subject: string, options: SsoOptions = {}): Promise<SsoRun> {
  const { returnTo = '/dashboard', startOn = t, finishOn = startOn, abort = false } = options;
  const browser = new TestBrowser();
  const start = await browser.get(
    startOn.url(`/api/v1/session/sso/authorize?return_to=${encodeURIComponent(returnTo)}`),
  );
  expect(start.status).toBe(302);
  expect(start.headers.get('cache-control')).toBe('no-store');
  const authorize = locationOf(start, startOn.url('/'));
  const callback = await atProvider(browser, authorize, subject, abort);
  await options.beforeCallback?.();
  const end = await browser.get(finishOn.url(callback.pathname + callback.search));
  expect(end.status).toBe(302);
  expect(await end.text()).toBe('');
  return { authorize, callback, landing: locationOf(end, finishOn.url('/')) };
}

/** Follows the provider from its authorization endpoint through its login and consent pages back to the API. */
async function atProvider(browser: TestBrowser, url: URL, subject: string, abort: boolean): Promise<URL> {
  let at = url;
  let response = await browser.get(at);
  for (let step = 0; step < 10; step++) {
    const next = locationOf(response, at);
    if (next.pathname === callbackPath) return next;
    if (next.pathname.startsWith('/interaction/')) {
      const page = await (await browser.get(next)).text();
      const prompt = /name="prompt" value="(\w+)"/.exec(page)?.[1];
      if (abort) response = await browser.get(`${next.href}/abort`);
      else if (prompt === 'login')
        response = await browser.post(next, { prompt, login: subject, password: 'anything' });
      else response = await browser.post(next, { prompt: 'consent' });
    } else {
      response = await browser.get(next);
    }
    at = next;
  }
  throw new Error('the provider did not send the browser back to the API');
}

const exchange = (code: string, api = t) => postJson(api.url('/api/v1/session/sso/exchange'), { code });
const me = (pair: TokenPair, api = t) =>
  fetch(api.url('/api/v1/me'), { headers: { authorization: `Bearer ${pair.access_token}` } });
const count = async (table: string) =>
  (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]?.n;
const identities = () =>
  t.db.query<{ issuer: string; subject: string; email: string }>(
    `SELECT i.issuer, i.subject, u.email FROM user_identities i JOIN users u ON u.id = i.user_id
     ORDER BY i.subject`,
  );

/** The portal's /authorize page: the code it was sent, exchanged for tokens, and the email /me answers. */
async function signedInEmail(run: SsoRun, api = t): Promise<string> {
  expect(run.landing.origin + run.landing.pathname).toBe(`${portalUrl}/authorize`);
  const res = await exchange(run.landing.searchParams.get('code') ?? '', api);
  expect(res.status).toBe(200);
  const body = (await (await me((await res.json()) as TokenPair, api)).json()) as { email: string };
  return body.email;
}

function expectLoginError(run: SsoRun, ssoError: string) {
  expect(run.landing.href).toBe(`${portalUrl}/login?sso_error=${ssoError}`);
}

describe('loadConfig: single sign-on settings', () => {
  const base = { TOKEN_SECRET: 'x'.repeat(32) };

  it('is off without OIDC_ISSUER, and the portal defaults to the dev server', () => {
    const config = loadConfig(base);
    expect(config.oidc).toBeUndefined();
    expect(config.portalUrl).toBe('http://127.0.0.1:4200');
  });

  it('reads the issuer, client and label, with defaults for the rest', () => {
    const config = loadConfig({
      ...base,
      OIDC_ISSUER: 'https://login.acme.example',
      OIDC_CLIENT_ID: 'nuvem',
      PORTAL_URL: 'https://portal.acme.example/',
    });
    expect(config.oidc).toEqual({
      issuer: 'https://login.acme.example',
      clientId: 'nuvem',
      clientSecret: undefined,
      redirectUri: 'http://127.0.0.1:3333/api/v1/session/sso/callback',
      scopes: 'openid email profile',
      label: 'login.acme.example',
    });
    expect(config.portalUrl).toBe('https://portal.acme.example');
    const full = loadConfig({
      ...base,
      OIDC_ISSUER: 'http://127.0.0.1:9000',
      OIDC_CLIENT_ID: 'nuvem',
      OIDC_CLIENT_SECRET: 's3cret',
      OIDC_REDIRECT_URI: 'https://api.acme.example/api/v1/session/sso/callback',
      OIDC_LABEL: 'Acme',
    });
    expect(full.oidc).toMatchObject({ clientSecret: 's3cret', label: 'Acme' });
  });

  it('refuses a missing client id, a plain-http issuer off this machine, and a URL that is not one', () => {
    expect(() => loadConfig({ ...base, OIDC_ISSUER: 'https://login.acme.example' })).toThrow(
      /OIDC_CLIENT_ID/,
    );
    expect(() =>
      loadConfig({ ...base, OIDC_ISSUER: 'http://login.acme.example', OIDC_CLIENT_ID: 'nuvem' }),
    ).toThrow(/https/);
    expect(() => loadConfig({ ...base, PORTAL_URL: 'portal' })).toThrow(/PORTAL_URL/);
  });
});

describe.each(databaseKinds)('on %s', (kind) => {
  beforeAll(async () => {
    const port = await freePort();
    const redirectUri = `http://127.0.0.1:${port}${callbackPath}`;
    idp = await startTestIdentityProvider({ redirectUri });
    oidc = {
      issuer: idp.issuer,
      clientId: publicClientId,
      clientSecret: undefined,
      redirectUri,
      scopes: 'openid email profile',
      label: 'Acme',
    };
    t = await startTestApp(kind, { port, oidc, portalUrl });
  });
  afterAll(async () => {
    await t.close();
    await idp.close();
  });
  beforeEach(async () => {
    idp.accounts.clear();
    for (const [subject, claims] of Object.entries(accounts)) idp.accounts.set(subject, { ...claims });
    await t.db.query('DELETE FROM user_identities');
  });

  describe('GET /api/v1/session/sso', () => {
    it('tells the login page to show the button, and its text', async () => {
      const res = await fetch(t.url('/api/v1/session/sso'));
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ enabled: true, label: 'Acme' });
    });
  });

  describe('OpenAPI document', () => {
    it('describes the four routes, the redirects included', async () => {
      const doc = (await (await fetch(t.url('/api/docs/json'))).json()) as {
        paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
      };
      expect(Object.keys(doc.paths['/api/v1/session/sso'] ?? {})).toEqual(['get']);
      expect(Object.keys(doc.paths['/api/v1/session/sso/authorize']?.['get']?.responses ?? {})).toEqual(
        expect.arrayContaining(['302', '400', '404', '429', '503']),
      );
      expect(doc.paths[callbackPath]?.['get']?.responses).toHaveProperty('302');
      expect(doc.paths['/api/v1/session/sso/exchange']?.['post']?.responses).toHaveProperty('200');
    });
  });

  describe('the whole flow', () => {
    it('signs Ana in: PKCE S256 to the issuer, a one-time code to the portal, tokens from the exchange', async () => {
      const run = await ssoSignIn('ana-sub');

      // The request to the issuer: code flow with state, nonce and an S256 challenge, never the verifier.
      expect(run.authorize.origin).toBe(idp.issuer);
      const request = run.authorize.searchParams;
      expect(Object.fromEntries(request)).toEqual({
        response_type: 'code',
        client_id: publicClientId,
        redirect_uri: oidc.redirectUri,
        scope: 'openid email profile',
        state: expect.stringMatching(/^[\w-]{43}$/),
        nonce: expect.stringMatching(/^[\w-]{43}$/),
        code_challenge: expect.stringMatching(/^[\w-]{43}$/),
        code_challenge_method: 'S256',
      });

      // The callback carried the issuer's code; the browser lands on the portal with a code of the API's own.
      expect(run.callback.searchParams.get('code')).toBeTruthy();
      expect(run.landing.origin + run.landing.pathname).toBe(`${portalUrl}/authorize`);
      expect([...run.landing.searchParams.keys()]).toEqual(['code', 'return_to']);
      expect(run.landing.searchParams.get('return_to')).toBe('/dashboard');
      const code = run.landing.searchParams.get('code')!;
      expect(code).not.toBe(run.callback.searchParams.get('code'));

      const res = await exchange(code);
      expect(res.status).toBe(200);
      const pair = (await res.json()) as TokenPair;
      expect(pair).toEqual({
        access_token: expect.any(String),
        token_type: 'Bearer',
        expires_in: 900,
        refresh_token: expect.any(String),
      });
      expect(await (await me(pair)).json()).toMatchObject({ email: ana, fullName: 'Ana Souza' });
      // A sign-in like any other: its refresh token rotates.
      expect(
        (await postJson(t.url('/api/v1/session/refresh'), { refresh_token: pair.refresh_token })).status,
      ).toBe(200);

      // The first sign-in linked the issuer's subject to Ana.
      expect(await identities()).toEqual([{ issuer: idp.issuer, subject: 'ana-sub', email: ana }]);

      // The code works once.
      const again = await exchange(code);
      expect(again.status).toBe(400);
      expect(await again.json()).toEqual({ ...errorShape, error_code: 'invalid_grant' });
    });

    it('stores the pending login with only a hash of its state, and the verifier that matches the challenge', async () => {
      const res = await fetch(t.url('/api/v1/session/sso/authorize'), { redirect: 'manual' });
      expect(res.status).toBe(302);
      const request = new URL(res.headers.get('location')!).searchParams;
      const rows = await t.db.query<{ state_hash: string; code_verifier: string; return_to: string }>(
        'SELECT state_hash, code_verifier, return_to FROM sso_pending_logins WHERE state_hash = $1',
        [hashRefreshToken(request.get('state')!)],
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]!.return_to).toBe('/');
      const challenge = createHash('sha256').update(rows[0]!.code_verifier).digest('base64url');
      expect(request.get('code_challenge')).toBe(challenge);
    });

    it('refuses a replayed state: the second callback goes to the login page, with no code', async () => {
      const first = await ssoSignIn('ana-sub');
      expect(first.landing.pathname).toBe('/authorize');
      const codes = await count('sso_login_codes');
      const replay = await fetch(t.url(first.callback.pathname + first.callback.search), {
        redirect: 'manual',
      });
      expect(replay.status).toBe(302);
      expect(replay.headers.get('location')).toBe(`${portalUrl}/login?sso_error=expired`);
      expect(await count('sso_login_codes')).toBe(codes);
    });

    it('lets one API instance start the sign-in and another finish it', async () => {
      const other = await startAppOn(t.db, { oidc, portalUrl });
      try {
        const run = await ssoSignIn('ana-sub', { startOn: t, finishOn: other });
        expect(await signedInEmail(run, other)).toBe(ana);
      } finally {
        await other.close();
      }
    });

    it('works for a confidential client (client secret at the token endpoint, and PKCE)', async () => {
      const confidential = await startAppOn(t.db, {
        oidc: { ...oidc, clientId: confidentialClient.id, clientSecret: confidentialClient.secret },
        portalUrl,
      });
      try {
        const run = await ssoSignIn('ana-sub', { startOn: confidential });
        expect(run.authorize.searchParams.get('client_id')).toBe(confidentialClient.id);
        expect(run.authorize.searchParams.get('code_challenge_method')).toBe('S256');
        expect(await signedInEmail(run, confidential)).toBe(ana);
      } finally {
        await confidential.close();
      }
    });

    it('asks the UserInfo endpoint when the issuer keeps the email out of the ID token', async () => {
      const userInfoIdp = await startTestIdentityProvider({
        redirectUri: oidc.redirectUri,
        emailInIdToken: false,
      });
      userInfoIdp.accounts.set('ana-elsewhere', { email: ana, email_verified: true });
      const api = await startAppOn(t.db, { oidc: { ...oidc, issuer: userInfoIdp.issuer }, portalUrl });
      try {
        expect(await signedInEmail(await ssoSignIn('ana-elsewhere', { startOn: api }), api)).toBe(ana);
        expect(await identities()).toEqual([
          { issuer: userInfoIdp.issuer, subject: 'ana-elsewhere', email: ana },
        ]);
      } finally {
        await api.close();
        await userInfoIdp.close();
      }
    });

    it('refuses concurrent exchanges of one code but one', async () => {
      const run = await ssoSignIn('ana-sub');
      const code = run.landing.searchParams.get('code')!;
      const answers = await Promise.all([exchange(code), exchange(code), exchange(code)]);
      expect(answers.map((res) => res.status).sort()).toEqual([200, 400, 400]);
    });
  });

  describe('mapping the identity to a user', () => {
    it('finds the user by (issuer, subject) on later sign-ins, even when the email claim changed', async () => {
      expect(await signedInEmail(await ssoSignIn('ana-sub'))).toBe(ana);
      idp.accounts.set('ana-sub', { email: 'ana.souza@novo.example', email_verified: false });
      expect(await signedInEmail(await ssoSignIn('ana-sub'))).toBe(ana);
      expect(await identities()).toHaveLength(1);
    });

    it('does not trust an email the issuer has not verified', async () => {
      const codes = await count('sso_login_codes');
      expectLoginError(await ssoSignIn('ana-unverified'), 'unknown_user');
      expect(await count('sso_login_codes')).toBe(codes);
      expect(await identities()).toEqual([]);
    });

    it('sends an unknown email, or none, to the login page with unknown_user', async () => {
      const codes = await count('sso_login_codes');
      expectLoginError(await ssoSignIn('stranger'), 'unknown_user');
      expectLoginError(await ssoSignIn('no-email'), 'unknown_user');
      expect(await count('sso_login_codes')).toBe(codes);
      expect(await identities()).toEqual([]);
    });

    it("does not link a second subject to a user: another account with Ana's verified email is refused", async () => {
      expect(await signedInEmail(await ssoSignIn('ana-sub'))).toBe(ana);
      expectLoginError(await ssoSignIn('ana-second-account'), 'unknown_user');
      expect((await identities()).map((row) => row.subject)).toEqual(['ana-sub']);
    });
  });

  describe('failures', () => {
    it('sends a refusal at the provider to the login page with denied, and consumes the pending login', async () => {
      const pending = await count('sso_pending_logins');
      const run = await ssoSignIn('ana-sub', { abort: true });
      expect(run.callback.searchParams.get('error')).toBe('access_denied');
      expectLoginError(run, 'denied');
      expect(await count('sso_pending_logins')).toBe(pending);
    });

    it('answers a forged code with failed, and the state is spent', async () => {
      const codes = await count('sso_login_codes');
      const browser = new TestBrowser();
      const start = await browser.get(t.url('/api/v1/session/sso/authorize'));
      const callback = await atProvider(browser, locationOf(start, t.url('/')), 'ana-sub', false);
      const forged = new URL(callback);
      forged.searchParams.set('code', 'forged-code');
      const res = await browser.get(t.url(forged.pathname + forged.search));
      expect(res.headers.get('location')).toBe(`${portalUrl}/login?sso_error=failed`);
      const genuine = await browser.get(t.url(callback.pathname + callback.search));
      expect(genuine.headers.get('location')).toBe(`${portalUrl}/login?sso_error=expired`);
      expect(await count('sso_login_codes')).toBe(codes);
    });

    it('refuses a pending login older than 10 minutes', async () => {
      const run = await ssoSignIn('ana-sub', {
        beforeCallback: () =>
          t.db.query("UPDATE sso_pending_logins SET expires_at = now() - interval '1 second'"),
      });
      expectLoginError(run, 'expired');
    });

    it('refuses a callback without state, and an issuer error without state', async () => {
      for (const [query, ssoError] of [
        ['', 'expired'],
        ['?code=abc', 'expired'],
        ['?state=never-issued&code=abc', 'expired'],
        ['?error=access_denied', 'denied'],
      ]) {
        const res = await fetch(t.url(callbackPath + query), { redirect: 'manual' });
        expect(res.status).toBe(302);
        expect(res.headers.get('location')).toBe(`${portalUrl}/login?sso_error=${ssoError}`);
      }
    });

    it('refuses an expired sign-in code with invalid_grant', async () => {
      const run = await ssoSignIn('ana-sub');
      await t.db.query("UPDATE sso_login_codes SET expires_at = now() - interval '1 second'");
      const res = await exchange(run.landing.searchParams.get('code')!);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ ...errorShape, error_code: 'invalid_grant' });
    });

    it('refuses an unknown code with invalid_grant and a missing one with validation_failed', async () => {
      const unknown = await exchange('made-up');
      expect(unknown.status).toBe(400);
      expect(await unknown.json()).toEqual({ ...errorShape, error_code: 'invalid_grant' });
      const empty = await postJson(t.url('/api/v1/session/sso/exchange'), {});
      expect(empty.status).toBe(400);
      expect(await empty.json()).toEqual({
        ...errorShape,
        error_code: 'validation_failed',
        error_vars: ['code'],
      });
    });

    it('answers 400 invalid_return_to for a return_to that is not a path on the portal, and stores nothing', async () => {
      const before = await count('sso_pending_logins');
      for (const returnTo of [
        'https://evil.example/',
        '//evil.example/path',
        '/\\evil.example',
        '/\t/evil.example',
        'dashboard',
        'javascript:alert(1)',
      ]) {
        const res = await fetch(
          t.url(`/api/v1/session/sso/authorize?return_to=${encodeURIComponent(returnTo)}`),
          { redirect: 'manual' },
        );
        expect(res.status, returnTo).toBe(400);
        expect(await res.json()).toEqual({ ...errorShape, error_code: 'invalid_return_to' });
      }
      expect(await count('sso_pending_logins')).toBe(before);
    });

    it('answers 503 sso_unavailable while the issuer cannot be reached, and stays up', async () => {
      const down = await startAppOn(t.db, {
        oidc: { ...oidc, issuer: `http://127.0.0.1:${await freePort()}` },
        portalUrl,
      });
      try {
        const res = await fetch(down.url('/api/v1/session/sso/authorize'), { redirect: 'manual' });
        expect(res.status).toBe(503);
        expect(await res.json()).toEqual({ ...errorShape, error_code: 'sso_unavailable' });
        expect(await (await fetch(down.url('/api/v1/session/sso'))).json()).toEqual({
          enabled: true,
          label: 'Acme',
        });
      } finally {
        await down.close();
      }
    });

    it('rate-limits the exchange and the authorize redirect like sign-in', async () => {
      const limited = await startAppOn(t.db, {
        oidc,
        portalUrl,
        authRateLimit: { max: 2, windowMs: 60_000 },
      });
      try {
        const attempt = () => exchange('made-up', limited);
        expect((await attempt()).status).toBe(400);
        expect((await attempt()).status).toBe(400);
        const blocked = await attempt();
        expect(blocked.status).toBe(429);
        expect(await blocked.json()).toEqual({ ...errorShape, error_code: 'too_many_requests' });
        const authorize = () =>
          fetch(limited.url('/api/v1/session/sso/authorize?return_to=bad'), { redirect: 'manual' });
        await authorize();
        await authorize();
        expect((await authorize()).status).toBe(429);
      } finally {
        await limited.close();
      }
    });
  });

  describe('with single sign-on not configured', () => {
    it('says so to the login page, and its routes answer 404 sso_not_configured', async () => {
      const plain = await startAppOn(t.db, { portalUrl });
      try {
        expect(await (await fetch(plain.url('/api/v1/session/sso'))).json()).toEqual({
          enabled: false,
          label: null,
        });
        for (const path of ['/api/v1/session/sso/authorize', `${callbackPath}?code=a&state=b`]) {
          const res = await fetch(plain.url(path), { redirect: 'manual' });
          expect(res.status).toBe(404);
          expect(await res.json()).toEqual({ ...errorShape, error_code: 'sso_not_configured' });
        }
        expect(await (await exchange('made-up', plain)).json()).toMatchObject({
          error_code: 'invalid_grant',
        });
      } finally {
        await plain.close();
      }
    });
  });
});
