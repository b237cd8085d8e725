import * as contract from '@nuvem/api-contract';
import type { Endpoint } from '@nuvem/api-contract';
import type { Database } from './db/database';
import { errorShape, postJson, startAppOn, startTestApp, type TestApp } from './testing/test-app';
import { databaseKinds } from './testing/test-database';
import { call, expectError, jsonOf } from './testing/http-calls';
import { signInAs } from './testing/sign-in';

let t: TestApp;

describe.each(databaseKinds)('on %s', (kind) => {
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  describe('health and docs', () => {
    it('GET /api/v1/health pings the database', async () => {
      const res = await fetch(t.url('/api/v1/health'));
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ status: 'ok', database: 'ok' });
    });

    it('serves an OpenAPI document generated from the route schemas, and the Swagger UI', async () => {
      const doc = (await (await fetch(t.url('/api/docs/json'))).json()) as {
        openapi: string;
        paths: Record<string, Record<string, unknown>>;
        components: { schemas: Record<string, unknown>; securitySchemes: Record<string, unknown> };
      };
      expect(doc.openapi).toMatch(/^3\./);
      // Exactly the endpoints @nuvem/api-contract declares, no more and no fewer: the portal's client and the
      // server cannot drift apart.
      const documented = Object.entries(doc.paths).flatMap(([path, methods]) =>
        Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
      );
      const declared = Object.entries(contract)
        .filter(([name]) => name.endsWith('Endpoints'))
        .flatMap(([, group]) => Object.values(group as Record<string, Endpoint>))
        // Each preference namespace has a route of its own (its own body schema) beside the catch-all.
        .flatMap(({ method, path }) =>
          [
            path,
            ...(path.includes(':namespace')
              ? contract.preferenceNamespaces.map((namespace) => contract.fillPath(path, { namespace }))
              : []),
          ].map((p) => `${method} ${p.replace(/:(\w+)/g, '{$1}')}`),
        );
      expect(documented.sort()).toEqual([...new Set(declared)].sort());
      expect(Object.keys(doc.paths['/api/v1/session'] ?? {}).sort()).toEqual(['delete', 'post']);
      expect(doc.components.schemas).toHaveProperty('Error');
      expect(doc.components.securitySchemes).toHaveProperty('bearerAuth');

      // The developer studio's copy (docsEndpoints.openApi): the same document, with no session and no X-Api-Key.
      const studio = await fetch(t.url('/api/v1/openapi.json'));
      expect(studio.status).toBe(200);
      expect(await studio.json()).toEqual(doc);
      // Gzipped to a client that accepts it (fetch asks for it and inflates), plain JSON to one that does not.
      expect(studio.headers.get('content-encoding')).toBe('gzip');
      const plain = await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.json()).toEqual(doc);

      const ui = await fetch(t.url('/api/docs'));
      expect(ui.status).toBe(200);
      expect(ui.headers.get('content-type')).toMatch(/text\/html/);
    });
  });

  describe('HTTP hardening', () => {
    it('sends security headers', async () => {
      const res = await fetch(t.url('/api/v1/health'));
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(res.headers.get('strict-transport-security')).toMatch(/max-age=/);
      expect(res.headers.get('content-security-policy')).toMatch(/default-src 'self'/);
      expect(res.headers.get('x-powered-by')).toBeNull();
    });

    it('allows CORS for the portal origins only', async () => {
      const allowed = await fetch(t.url('/api/v1/health'), { headers: { origin: 'http://localhost:4200' } });
      expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:4200');

      const refused = await fetch(t.url('/api/v1/health'), { headers: { origin: 'http://evil.example' } });
      expect(refused.headers.get('access-control-allow-origin')).toBeNull();

      const preflight = await fetch(t.url('/api/v1/session'), {
        method: 'OPTIONS',
        headers: { origin: 'http://evil.example', 'access-control-request-method': 'POST' },
      });
      expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    });

    it('answers 404 in the error shape', async () => {
      const res = await fetch(t.url('/api/v1/nothing-here'));
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ ...errorShape, error_code: 'not_found' });
    });

    it('refuses a body over the limit with 413', async () => {
      const res = await postJson(t.url('/api/v1/session'), {
        email: 'a@b.example',
        password: 'x'.repeat(70_000),
      });
      expect(res.status).toBe(413);
      expect(await res.json()).toEqual({ ...errorShape, error_code: 'payload_too_large' });
    });

    it('refuses a JSON body declared in a charset other than UTF-8 with 415', async () => {
      const who = await signInAs(t, 'ana@acme.example');
      const body = JSON.stringify({ data: [{ id: 'n1', text: 'nota', checked: false }] });
      for (const charset of ['utf-16', 'UTF-16LE', '"utf-16"', 'latin1']) {
        const res = await fetch(t.url('/api/v1/preferences/notes'), {
          method: 'PUT',
          headers: { ...who.headers, 'content-type': `application/json; charset=${charset}` },
          body: charset.toLowerCase().includes('16') ? Buffer.from(body, 'utf16le') : body,
        });
        expect({ charset, status: res.status }).toEqual({ charset, status: 415 });
        expect(await res.json()).toMatchObject({ error_code: 'unsupported_media_type' });
      }
      for (const charset of ['utf-8', 'UTF8', '"UTF-8"']) {
        const res = await fetch(t.url('/api/v1/preferences/notes'), {
          method: 'PUT',
          headers: { ...who.headers, 'content-type': `application/json; charset=${charset}` },
          body,
        });
        expect({ charset, status: res.status }).toEqual({ charset, status: 200 });
      }
    });

    it('answers sign-in, refresh, SSO exchange and /me with Cache-Control: no-store, errors included', async () => {
      const signIn = await postJson(t.url('/api/v1/session'), {
        email: 'ana@acme.example',
        password: 'nuvem-demo-2024',
      });
      const pair = (await signIn.json()) as { access_token: string; refresh_token: string };
      const answers = {
        signIn,
        wrongPassword: await postJson(t.url('/api/v1/session'), {
          email: 'ana@acme.example',
          password: 'no',
        }),
        refresh: await postJson(t.url('/api/v1/session/refresh'), { refresh_token: pair.refresh_token }),
        ssoExchange: await postJson(t.url('/api/v1/session/sso/exchange'), { code: 'not-a-code' }),
        me: await fetch(t.url('/api/v1/me'), { headers: { authorization: `Bearer ${pair.access_token}` } }),
        meSignedOut: await fetch(t.url('/api/v1/me')),
      };
      const cacheControl = Object.fromEntries(
        Object.entries(answers).map(([name, res]) => [
          name,
          `${res.status} ${res.headers.get('cache-control')}`,
        ]),
      );
      expect(cacheControl).toEqual({
        signIn: '200 no-store',
        wrongPassword: '401 no-store',
        refresh: '200 no-store',
        ssoExchange: expect.stringMatching(/^4\d\d no-store$/),
        me: '200 no-store',
        meSignedOut: '401 no-store',
      });
    });

    it('requires X-Api-Key on /api/v1 when keys are configured (health, JWKS, the OpenAPI document and streams excepted)', async () => {
      const keyed = await startAppOn(t.db, { apiKeys: ['key-one', 'key-two'] });
      try {
        expect((await fetch(keyed.url('/api/v1/health'))).status).toBe(200);
        expect((await fetch(keyed.url('/api/v1/bi/jwks.json'))).status).toBe(200);
        expect((await fetch(keyed.url('/api/v1/openapi.json'))).status).toBe(200);
        // The stream answers its own 401 (no hash), not invalid_api_key.
        const stream = await fetch(keyed.url('/api/v1/streams/user-x'));
        expect(await stream.json()).toMatchObject({ error_code: 'invalid_stream_hash' });
        const missing = await fetch(keyed.url('/api/v1/me'));
        expect(missing.status).toBe(403);
        expect(await missing.json()).toMatchObject({ error_code: 'invalid_api_key' });
        const withKey = await fetch(keyed.url('/api/v1/me'), { headers: { 'x-api-key': 'key-two' } });
        expect(await withKey.json()).toMatchObject({ error_code: 'unauthorized' });
      } finally {
        await keyed.close();
      }
    });

    it('validates JSON bodies without coercing them, and still reads numbers from the query string', async () => {
      const who = await signInAs(t, 'ana@acme.example');
      const [mail] = await t.db.query<{ id: string }>(
        'SELECT m.id FROM user_messages m JOIN users u ON u.id = m.user_id WHERE u.email = $1 LIMIT 1',
        ['ana@acme.example'],
      );
      // Coerced, these would be saved as false and ["x"]; they must be refused instead.
      await expectError(
        await call(t, 'PATCH', `/api/v1/mails/${mail!.id}`, who, { readState: null }),
        400,
        'validation_failed',
      );
      await expectError(
        await call(t, 'PUT', '/api/v1/preferences/phones', who, { data: '+55 11 90000-0000' }),
        400,
        'validation_failed',
      );
      const page = await jsonOf<{ Items: unknown[] }>(
        await call(t, 'GET', '/api/v1/mails?include=read&limit=1', who),
      );
      expect(page.Items).toHaveLength(1);
    });

    it('answers an unexpected failure with 500 and no internal detail', async () => {
      const secret = 'connection to db-internal.example:5432 failed at Object.query';
      const broken: Database = {
        noticesMayBeMissed: true,
        query: () => Promise.reject(new Error(secret)),
        queryWithTimeout: () => Promise.reject(new Error(secret)),
        exec: () => Promise.reject(new Error(secret)),
        transaction: () => Promise.reject(new Error(secret)),
        listen: () => Promise.reject(new Error(secret)),
        ping: () => Promise.reject(new Error(secret)),
        close: async () => undefined,
      };
      const failing = await startAppOn(broken);
      try {
        const res = await postJson(failing.url('/api/v1/session'), { email: 'a@b.example', password: 'x' });
        expect(res.status).toBe(500);
        const text = await res.text();
        expect(JSON.parse(text)).toEqual({ ...errorShape, error_code: 'internal_error' });
        expect(text).not.toMatch(/db-internal|Object\.query|at /);

        const health = await fetch(failing.url('/api/v1/health'));
        expect(health.status).toBe(503);
        expect(await health.json()).toMatchObject({ error_code: 'database_unavailable' });
      } finally {
        await failing.close();
      }
    });
  });
});
