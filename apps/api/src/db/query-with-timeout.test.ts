import type { Database } from './database';
import { StatementTimeoutError } from './statement-timeout';
import { databaseKinds, openTestDatabase } from '../testing/test-database';

describe.each(databaseKinds)('queryWithTimeout on %s', (kind) => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase(kind, 'empty');
  });
  afterAll(() => db.close());

  it('answers a statement within its limit', async () => {
    expect(await db.queryWithTimeout<{ n: number }>('SELECT $1::int AS n', [7], 5_000)).toEqual([{ n: 7 }]);
  });

  it('rejects a statement past its limit with StatementTimeoutError, and goes on answering', async () => {
    await expect(db.queryWithTimeout('SELECT pg_sleep(0.3)', [], 50)).rejects.toBeInstanceOf(
      StatementTimeoutError,
    );
    expect(await db.queryWithTimeout<{ n: number }>('SELECT 1 AS n', [], 5_000)).toEqual([{ n: 1 }]);
  });

  it('keeps the limit to its own statement', async () => {
    await db.queryWithTimeout('SELECT 1', [], 50);
    expect(await db.query<{ statement_timeout: string }>('SHOW statement_timeout')).toEqual([
      { statement_timeout: '0' },
    ]);
  });
});
