import { hashRefreshToken } from '../../auth/refresh-token';
import { withSignatureRespelled } from '../../testing/base64url-variants';
import type { TokenPair } from './session-service';
import { errorShape, postJson, startAppOn, startTestApp, type TestApp } from '../../testing/test-app';
import { databaseKinds } from '../../testing/test-database';

const ana = { email: 'ana@acme.example', password: 'nuvem-demo-2024' };

// The suites run one after the other: `t` is the app over the database of the suite running now.
let t: TestApp;

async function signIn(credentials = ana): Promise<TokenPair> {
  const res = await postJson(t.url('/api/v1/session'), credentials);
  expect(res.status).toBe(200);
  return (await res.json()) as TokenPair;
}
const refresh = (token: string) => postJson(t.url('/api/v1/session/refresh'), { refresh_token: token });
const me = (accessToken: string) =>
  fetch(t.url('/api/v1/me'), { headers: { authorization: `Bearer ${accessToken}` } });
const countTokens = async () =>
  (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM refresh_tokens'))[0]?.n;

describe.each(databaseKinds)('on %s', (kind) => {
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  describe('POST /api/v1/session (sign-in)', () => {
    it('returns a Bearer token pair for the right password', async () => {
      const pair = await signIn();
      expect(pair).toEqual({
        access_token: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
        token_type: 'Bearer',
        expires_in: 900,
        refresh_token: expect.any(String),
      });
      expect((await me(pair.access_token)).status).toBe(200);
    });

    it('matches the email whatever its case', async () => {
      await signIn({ ...ana, email: 'ANA@Acme.Example' });
    });

    it('answers 401 with the same body for a wrong password and an unknown email', async () => {
      const wrong = await postJson(t.url('/api/v1/session'), { ...ana, password: 'nope' });
      const unknown = await postJson(t.url('/api/v1/session'), {
        email: 'who@nowhere.example',
        password: 'x',
      });
      expect(wrong.status).toBe(401);
      expect(unknown.status).toBe(401);
      const body = await wrong.json();
      expect(body).toEqual({ ...errorShape, error_code: 'invalid_credentials' });
      expect(await unknown.json()).toEqual(body);
    });

    it('answers 400 with a clear message for an invalid body, and stores nothing', async () => {
      const before = await countTokens();
      const res = await postJson(t.url('/api/v1/session'), { email: 'not-an-email', password: 'x' });
      expect(res.status).toBe(400);
      const body = (await res.json()) as { error_code: string; error_message: string; error_vars: string[] };
      expect(body).toEqual({ ...errorShape, error_code: 'validation_failed' });
      expect(body.error_message).toMatch(/email/);
      expect(body.error_vars).toEqual(['email']);
      expect(await countTokens()).toBe(before);
    });

    it('answers 400 in the error shape for malformed JSON', async () => {
      const res = await fetch(t.url('/api/v1/session'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"email":',
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ ...errorShape, error_code: 'bad_request' });
    });
  });

  describe('POST /api/v1/session/refresh', () => {
    it('rotates: a new pair, and the new refresh token works in turn', async () => {
      const first = await signIn();
      const res = await refresh(first.refresh_token);
      expect(res.status).toBe(200);
      const second = (await res.json()) as TokenPair;
      expect(second.refresh_token).not.toBe(first.refresh_token);
      expect((await me(second.access_token)).status).toBe(200);
      expect((await refresh(second.refresh_token)).status).toBe(200);
    });

    it("with include_me, carries GET /me's answer as the new token sees it, in the same round trip", async () => {
      const first = await signIn();
      const res = await postJson(t.url('/api/v1/session/refresh'), {
        refresh_token: first.refresh_token,
        include_me: true,
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toContain('no-store');
      const { me: carried, ...pair } = (await res.json()) as TokenPair & { me?: unknown };
      expect(pair.refresh_token).not.toBe(first.refresh_token);
      const asked = await me(pair.access_token);
      expect(asked.status).toBe(200);
      expect(carried).toEqual(await asked.json());
      // Without the flag, and with it false, the answer is the pair alone.
      const plain = await postJson(t.url('/api/v1/session/refresh'), {
        refresh_token: pair.refresh_token,
        include_me: false,
      });
      expect(Object.keys((await plain.json()) as object).sort()).toEqual([
        'access_token',
        'expires_in',
        'refresh_token',
        'token_type',
      ]);
    });

    it('refuses a spent token with include_me as without it, carrying nobody', async () => {
      const first = await signIn();
      await refresh(first.refresh_token);
      const reuse = await postJson(t.url('/api/v1/session/refresh'), {
        refresh_token: first.refresh_token,
        include_me: true,
      });
      expect(reuse.status).toBe(400);
      expect(await reuse.json()).toEqual({ ...errorShape, error_code: 'invalid_grant' });
    });

    it('refuses an include_me that is not a boolean, and spends nothing', async () => {
      const first = await signIn();
      const bad = await postJson(t.url('/api/v1/session/refresh'), {
        refresh_token: first.refresh_token,
        include_me: 'yes',
      });
      expect(bad.status).toBe(400);
      expect(await bad.json()).toMatchObject({ error_code: 'validation_failed', error_vars: ['include_me'] });
      expect((await refresh(first.refresh_token)).status).toBe(200);
    });

    it('treats reuse of an old token as theft: invalid_grant, and the newest token of the family is revoked', async () => {
      const first = await signIn();
      const second = (await (await refresh(first.refresh_token)).json()) as TokenPair;

      const reuse = await refresh(first.refresh_token);
      expect(reuse.status).toBe(400);
      expect(await reuse.json()).toEqual({ ...errorShape, error_code: 'invalid_grant' });

      expect((await refresh(second.refresh_token)).status).toBe(400);
      expect((await me(second.access_token)).status).toBe(401);
    });

    describe('a refresh sent again with its Idempotency-Key (its answer lost: a reload, a dropped connection)', () => {
      const refreshWith = (token: string, key: string) =>
        fetch(t.url('/api/v1/session/refresh'), {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': key },
          body: JSON.stringify({ refresh_token: token }),
        });

      it('is answered with a new pair; the lost one is revoked and the sign-in lives on', async () => {
        const first = await signIn();
        const key = crypto.randomUUID();
        const lost = (await (await refreshWith(first.refresh_token, key)).json()) as TokenPair;
        const again = await refreshWith(first.refresh_token, key);
        expect(again.status).toBe(200);
        const retried = (await again.json()) as TokenPair;
        expect(retried.refresh_token).not.toBe(lost.refresh_token);
        expect((await refresh(retried.refresh_token)).status).toBe(200);
        // The lost pair's refresh token was never delivered: presented now, it is a thief's.
        expect(await (await refresh(lost.refresh_token)).json()).toMatchObject({
          error_code: 'invalid_grant',
        });
        expect((await me(retried.access_token)).status).toBe(401);
      });

      it('is theft without the key, with another key, once the new pair was used, or past the window', async () => {
        const cases: [string, (token: string, key: string) => Promise<void>][] = [
          ['without the key', async (token) => void (await refresh(token))],
          ['with another key', async (token) => void (await refreshWith(token, crypto.randomUUID()))],
          ['after the pair it got was used', async () => {}],
          [
            'past the retry window (120 s)',
            async (token) =>
              void (await t.db.query(
                "UPDATE refresh_tokens SET revoked_at = now() - interval '121 seconds' WHERE token_hash = $1",
                [hashRefreshToken(token)],
              )),
          ],
        ];
        for (const [name, before] of cases) {
          const first = await signIn();
          const key = crypto.randomUUID();
          const second = (await (await refreshWith(first.refresh_token, key)).json()) as TokenPair;
          if (name === 'after the pair it got was used') await refresh(second.refresh_token);
          else await before(first.refresh_token, key);
          const replay = await refreshWith(first.refresh_token, key);
          expect(replay.status, name).toBe(400);
          expect(await replay.json(), name).toMatchObject({ error_code: 'invalid_grant' });
          // The whole sign-in is revoked, as for any replay.
          expect((await me(second.access_token)).status, name).toBe(401);
        }
      });

      it('takes only a UUID for a key', async () => {
        const first = await signIn();
        const bad = await refreshWith(first.refresh_token, 'not-a-uuid');
        expect(bad.status).toBe(400);
        expect(await bad.json()).toMatchObject({ error_code: 'validation_failed' });
        expect((await refresh(first.refresh_token)).status).toBe(200);
      });
    });

    it('refuses an expired refresh token with invalid_grant', async () => {
      const pair = await signIn();
      await t.db.query(
        "UPDATE refresh_tokens SET expires_at = now() - interval '1 second' WHERE token_hash = $1",
        [hashRefreshToken(pair.refresh_token)],
      );
      const res = await refresh(pair.refresh_token);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error_code: 'invalid_grant' });
    });

    it('refuses an unknown token with invalid_grant, and an empty body with validation_failed', async () => {
      expect(await (await refresh('made-up')).json()).toMatchObject({ error_code: 'invalid_grant' });
      const empty = await postJson(t.url('/api/v1/session/refresh'), {});
      expect(empty.status).toBe(400);
      expect(await empty.json()).toMatchObject({
        error_code: 'validation_failed',
        error_vars: ['refresh_token'],
      });
    });
  });

  describe('access tokens', () => {
    it('are taken only as signed: each other spelling of the last character of the signature is refused', async () => {
      const { access_token: token } = await signIn();
      // The real one first, so the memo of checked tokens holds it.
      expect((await me(token)).status).toBe(200);
      const respelled = withSignatureRespelled(token);
      expect(respelled).toHaveLength(3);
      for (const other of respelled) {
        const res = await me(other);
        expect(res.status).toBe(401);
        expect(await res.json()).toEqual({ ...errorShape, error_code: 'unauthorized' });
      }
      expect((await me(token)).status).toBe(200);
    });
  });

  describe('DELETE /api/v1/session (logout)', () => {
    it('ends the sign-in: its access and refresh tokens stop working, other sign-ins do not', async () => {
      const pair = await signIn();
      const other = await signIn();
      const res = await fetch(t.url('/api/v1/session'), {
        method: 'DELETE',
        headers: { authorization: `Bearer ${pair.access_token}` },
      });
      expect(res.status).toBe(204);
      expect((await me(pair.access_token)).status).toBe(401);
      expect(await (await refresh(pair.refresh_token)).json()).toMatchObject({ error_code: 'invalid_grant' });
      expect((await me(other.access_token)).status).toBe(200);
    });

    it('needs a token', async () => {
      const res = await fetch(t.url('/api/v1/session'), { method: 'DELETE' });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ ...errorShape, error_code: 'unauthorized' });
    });
  });

  describe('rate limiting', () => {
    it('answers 429 in the error shape once sign-in attempts exceed the limit', async () => {
      const limited = await startAppOn(t.db, { authRateLimit: { max: 2, windowMs: 60_000 } });
      try {
        const attempt = () => postJson(limited.url('/api/v1/session'), { ...ana, password: 'wrong' });
        expect((await attempt()).status).toBe(401);
        expect((await attempt()).status).toBe(401);
        const blocked = await attempt();
        expect(blocked.status).toBe(429);
        expect(blocked.headers.get('retry-after')).toBeTruthy();
        const body = (await blocked.json()) as { error_vars: string[] };
        expect(body).toEqual({ ...errorShape, error_code: 'too_many_requests' });
        // Whole seconds until the window reopens, for the portal's own wording.
        expect(body.error_vars).toEqual([expect.stringMatching(/^[1-9]\d*$/)]);
        // Refreshes are not limited by it (a refresh is not a password guess), from the same address.
        let token = (await signIn()).refresh_token;
        for (let i = 0; i < 5; i++) {
          const res = await postJson(limited.url('/api/v1/session/refresh'), { refresh_token: token });
          expect(res.status).toBe(200);
          token = ((await res.json()) as TokenPair).refresh_token;
        }
      } finally {
        await limited.close();
      }
    });

    it('limits refreshes per sign-in, not per address: two users behind one address refresh 20 times each in a minute', async () => {
      // The defaults: 10 sign-ins a minute per address, 30 refreshes a minute per sign-in.
      const office = await startAppOn(t.db, {
        authRateLimit: { max: 10, windowMs: 60_000 },
        refreshRateLimit: { max: 30, windowMs: 60_000 },
        refreshFailureRateLimit: { max: 120, windowMs: 60_000 },
      });
      try {
        const signInThere = async (email: string) =>
          ((await (await postJson(office.url('/api/v1/session'), { ...ana, email })).json()) as TokenPair)
            .refresh_token;
        const tokens = [await signInThere(ana.email), await signInThere('bruno@globex.example')];
        const statuses: number[] = [];
        for (let i = 0; i < 20; i++)
          for (const [user, token] of tokens.entries()) {
            const res = await postJson(office.url('/api/v1/session/refresh'), { refresh_token: token });
            statuses.push(res.status);
            if (res.ok) tokens[user] = ((await res.json()) as TokenPair).refresh_token;
          }
        expect(statuses).toEqual(Array.from({ length: 40 }, () => 200));
      } finally {
        await office.close();
      }
    });

    it('answers 429 with Retry-After to a sign-in past its refresh limit; its token stays good for after the window', async () => {
      const limited = await startAppOn(t.db, { refreshRateLimit: { max: 3, windowMs: 2_000 } });
      try {
        const refreshThere = (token: string) =>
          postJson(limited.url('/api/v1/session/refresh'), { refresh_token: token });
        let token = (await signIn()).refresh_token;
        for (let i = 0; i < 3; i++) {
          const res = await refreshThere(token);
          expect(res.status).toBe(200);
          token = ((await res.json()) as TokenPair).refresh_token;
        }
        const blocked = await refreshThere(token);
        expect(blocked.status).toBe(429);
        expect(blocked.headers.get('retry-after')).toMatch(/^[12]$/);
        const body = (await blocked.json()) as { error_vars: string[] };
        expect(body).toEqual({ ...errorShape, error_code: 'too_many_requests' });
        expect(body.error_vars).toEqual([blocked.headers.get('retry-after')]);
        // Another sign-in, from the same address, is not held up.
        expect((await refreshThere((await signIn()).refresh_token)).status).toBe(200);
        // The refused token was not spent: once the window ends, it refreshes.
        await vi.waitFor(async () => expect((await refreshThere(token)).status).toBe(200), {
          timeout: 5_000,
          interval: 250,
        });
      } finally {
        await limited.close();
      }
    });

    it('limits failed refreshes per address, apart from sign-ins and from the refreshes of a sign-in', async () => {
      const limited = await startAppOn(t.db, { refreshFailureRateLimit: { max: 3, windowMs: 60_000 } });
      try {
        const refreshThere = (token: string) =>
          postJson(limited.url('/api/v1/session/refresh'), { refresh_token: token });
        const good = (await signIn()).refresh_token;
        for (let i = 0; i < 3; i++)
          expect(await (await refreshThere(`guess-${i}`)).json()).toMatchObject({
            error_code: 'invalid_grant',
          });
        const blocked = await refreshThere('guess-3');
        expect(blocked.status).toBe(429);
        expect(blocked.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
        // Until the window ends, that address refreshes nothing (a right guess would tell itself apart)...
        expect((await refreshThere(good)).status).toBe(429);
        // ...and its token is not spent by the refusal; signing in is not limited by it.
        expect((await postJson(limited.url('/api/v1/session'), ana)).status).toBe(200);
        expect((await refresh(good)).status).toBe(200);
      } finally {
        await limited.close();
      }
    });

    it('counts sign-ins per browser behind the web server, by the X-Forwarded-For of a trusted proxy only', async () => {
      const limitOfOne = { authRateLimit: { max: 1, windowMs: 60_000 } };
      const fromBrowser = (app: TestApp, address: string) =>
        postJson(app.url('/api/v1/session'), { ...ana, password: 'wrong' }, { 'x-forwarded-for': address });
      // The web server on this machine passes every browser's sign-in on from 127.0.0.1.
      const behindProxy = await startAppOn(t.db, { ...limitOfOne, trustProxy: 'loopback' });
      try {
        expect((await fromBrowser(behindProxy, '203.0.113.1')).status).toBe(401);
        expect((await fromBrowser(behindProxy, '203.0.113.1')).status).toBe(429);
        expect((await fromBrowser(behindProxy, '203.0.113.2')).status).toBe(401);
      } finally {
        await behindProxy.close();
      }
      // Trusting no proxy, the header is anybody's to write: the connection's address counts.
      const direct = await startAppOn(t.db, { ...limitOfOne, trustProxy: false });
      try {
        expect((await fromBrowser(direct, '203.0.113.1')).status).toBe(401);
        expect((await fromBrowser(direct, '203.0.113.2')).status).toBe(429);
      } finally {
        await direct.close();
      }
    });

    it('throttles failed sign-ins per account, beside the per-IP limit, whether or not the account exists', async () => {
      const limited = await startAppOn(t.db, { accountSignInLimit: { max: 3, windowMs: 60_000 } });
      try {
        const attempt = (email: string, password = 'wrong') =>
          postJson(limited.url('/api/v1/session'), { email, password });
        // A success before the limit clears the count.
        expect((await attempt(ana.email)).status).toBe(401);
        expect((await attempt(ana.email, ana.password)).status).toBe(200);
        // The same account however it is typed.
        for (const email of [ana.email, ana.email.toUpperCase(), ana.email])
          expect((await attempt(email)).status).toBe(401);
        const blocked = await attempt(ana.email, ana.password);
        expect(blocked.status).toBe(429);
        expect(blocked.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
        const body = (await blocked.json()) as { error_vars: string[] };
        expect(body).toEqual({ ...errorShape, error_code: 'too_many_requests' });
        expect(Number(body.error_vars[0])).toBeGreaterThan(50); // the rest of the 60 s window
        // Another account is not held up; an unknown one is throttled alike (nothing to tell them apart).
        expect((await attempt('bruno@globex.example', ana.password)).status).toBe(200);
        for (let i = 0; i < 3; i++) expect((await attempt('nobody@nowhere.example')).status).toBe(401);
        expect((await attempt('nobody@nowhere.example')).status).toBe(429);
      } finally {
        await limited.close();
      }
    });
  });
});
