import { buildApp } from '../app';
import type { Database } from '../db/database';
import { testConfig } from '../testing/test-app';
import { openTestDatabase } from '../testing/test-database';
import { redactUrl } from './logging';

test('secret query values are redacted; the rest of the URL stays readable', () => {
  expect(redactUrl('/api/v1/streams/user-1?user=user-1&hash=abc_DEF-123')).toBe(
    '/api/v1/streams/user-1?user=user-1&hash=…',
  );
  expect(redactUrl('/api/v1/session/sso/callback?code=c0de&state=s7&iss=x')).toBe(
    '/api/v1/session/sso/callback?code=…&state=…&iss=x',
  );
  expect(redactUrl('/api/v1/search/topologies?q=hashing&limit=5')).toBe(
    '/api/v1/search/topologies?q=hashing&limit=5',
  );
});

describe('the request log at info', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(() => db.close());

  it('writes one line per request, with method, redacted URL, status and time', async () => {
    const lines: string[] = [];
    const app = await buildApp({
      db,
      config: testConfig({ logLevel: 'info' }),
      logStream: { write: (line) => lines.push(line) },
    });
    try {
      await app.ready();
      lines.length = 0;
      await app.inject({ url: '/api/v1/health' });
      await app.inject({ url: '/api/v1/me' });
      await app.inject({ url: '/api/v1/streams/user-1?user=user-1&hash=s3cr3t' });
      const logged = lines.map(
        (line) => JSON.parse(line) as { req: { method: string; url: string }; status: number; ms: number },
      );
      expect(logged.map(({ req, status }) => `${req.method} ${req.url} ${status}`)).toEqual([
        'GET /api/v1/health 200',
        'GET /api/v1/me 401',
        'GET /api/v1/streams/user-1?user=user-1&hash=… 401',
      ]);
      for (const entry of logged) expect(entry.ms).toBeGreaterThanOrEqual(0);
      expect(lines.join('')).not.toContain('s3cr3t');
    } finally {
      await app.close();
    }
  });
});
