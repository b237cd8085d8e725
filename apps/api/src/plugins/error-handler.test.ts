import { buildApp } from '../app';
import type { Database } from '../db/database';
import { testConfig } from '../testing/test-app';
import { databaseKinds, openTestDatabase } from '../testing/test-database';

describe.each(databaseKinds)('a data exception from %s', (kind) => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase(kind);
  });
  afterAll(() => db.close());

  it.each([
    ['invalid text representation (22P02)', 'SELECT $1::int AS n', 'not a number'],
    ['NUL in text (22021)', 'SELECT $1::text AS n', 'a\u0000b'],
    ['numeric out of range (22003)', 'SELECT $1::smallint AS n', '99999999'],
  ])('%s that got past the schemas answers 400, not 500', async (_name, sql, value) => {
    const lines: string[] = [];
    const app = await buildApp({
      db,
      config: testConfig({ logLevel: 'info' }),
      logStream: { write: (line) => lines.push(line) },
    });
    // A route without a schema, so the value reaches the database as sent.
    app.post('/probe', async (request) => db.query(sql, [(request.body as { value: string }).value]));
    try {
      const res = await app.inject({ method: 'POST', url: '/probe', payload: { value } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error_code: 'validation_failed' });
      // Logged as refused input, without a stack: not as an error of the API.
      const logged = lines.map((line) => JSON.parse(line) as { level: number; err?: unknown });
      expect(
        logged.filter((entry) => entry.level >= 50 || entry.err),
        lines.join(''),
      ).toEqual([]);
    } finally {
      await app.close();
    }
  });
});
