import type { Database } from './db/database';
import { errorShape, postJson, startAppOn, startTestApp, type TestApp } from './testing/test-app';
import { databaseKinds } from './testing/test-database';

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
      expect(Object.keys(doc.paths).sort()).toEqual([
        '/api/v1/health',
        '/api/v1/me',
        '/api/v1/session',
        '/api/v1/session/refresh',
      ]);
      expect(Object.keys(doc.paths['/api/v1/session'] ?? {}).sort()).toEqual(['delete', 'post']);
      expect(doc.components.schemas).toHaveProperty('Error');
      expect(doc.components.securitySchemes).toHaveProperty('bearerAuth');

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

    it('requires X-Api-Key on /api/v1 when keys are configured (health excepted)', async () => {
      const keyed = await startAppOn(t.db, { apiKeys: ['key-one', 'key-two'] });
      try {
        expect((await fetch(keyed.url('/api/v1/health'))).status).toBe(200);
        const missing = await fetch(keyed.url('/api/v1/me'));
        expect(missing.status).toBe(401);
        expect(await missing.json()).toMatchObject({ error_code: 'invalid_api_key' });
        const withKey = await fetch(keyed.url('/api/v1/me'), { headers: { 'x-api-key': 'key-two' } });
        expect(await withKey.json()).toMatchObject({ error_code: 'unauthorized' });
      } finally {
        await keyed.close();
      }
    });

    it('answers an unexpected failure with 500 and no internal detail', async () => {
      const secret = 'connection to db-internal.example:5432 failed at Object.query';
      const broken: Database = {
        query: () => Promise.reject(new Error(secret)),
        exec: () => Promise.reject(new Error(secret)),
        transaction: () => Promise.reject(new Error(secret)),
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
