import type { Database } from './database';
import { openPostgres } from './pg-database';
import { createPostgresTestDatabase, databaseKinds, openTestDatabase } from '../testing/test-database';

const eventually = (check: () => void) => vi.waitFor(check, { timeout: 15_000, interval: 20 });

/** Closes the listening connections of this database (as a server restart or a network cut would). */
async function dropListeningConnections(db: Database): Promise<number> {
  const rows = await db.query<{ count: number }>(
    `SELECT count(pg_terminate_backend(pid))::int AS count FROM pg_stat_activity
     WHERE datname = current_database() AND pid <> pg_backend_pid() AND query LIKE 'LISTEN%'`,
  );
  return rows[0]?.count ?? 0;
}

describe.each(databaseKinds)('Database.listen on %s', (kind) => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase(kind);
  });
  afterAll(() => db.close());

  it('gets the payloads notified after commit, in order, until unlistened', async () => {
    const got: string[] = [];
    const other: string[] = [];
    const unlisten = await db.listen('listen_check', (payload) => got.push(payload));
    await db.listen('listen_other', (payload) => other.push(payload));

    await db.query(`SELECT pg_notify('listen_check', 'one')`);
    await db.transaction(async (tx) => {
      await tx.query(`SELECT pg_notify('listen_check', 'two')`);
      await tx.query(`SELECT pg_notify('listen_check', 'three')`);
    });
    await db
      .transaction(async (tx) => {
        await tx.query(`SELECT pg_notify('listen_check', 'rolled back')`);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    await db.query(`SELECT pg_notify('listen_other', 'marker')`);
    await eventually(() => expect(other).toEqual(['marker']));
    expect(got).toEqual(['one', 'two', 'three']);

    await unlisten();
    await db.query(`SELECT pg_notify('listen_check', 'after')`);
    await db.query(`SELECT pg_notify('listen_other', 'marker 2')`);
    await eventually(() => expect(other).toEqual(['marker', 'marker 2']));
    expect(got).toEqual(['one', 'two', 'three']);
  });
});

describe('Database.listen on postgres, when the connection is lost', () => {
  it('reconnects, listens again and calls onResume', async () => {
    const url = await createPostgresTestDatabase('empty');
    const listening = await openPostgres(url);
    const notifying = await openPostgres(url);
    try {
      const got: string[] = [];
      let resumed = 0;
      await listening.listen(
        'resume_check',
        (payload) => got.push(payload),
        () => resumed++,
      );
      await notifying.query(`SELECT pg_notify('resume_check', 'before')`);
      await eventually(() => expect(got).toEqual(['before']));

      expect(await dropListeningConnections(notifying)).toBe(1);
      await eventually(() => expect(resumed).toBe(1));
      await notifying.query(`SELECT pg_notify('resume_check', 'after')`);
      await eventually(() => expect(got).toEqual(['before', 'after']));
    } finally {
      await listening.close();
      await notifying.close();
    }
  });

  it('refuses to listen once the database is closed', async () => {
    const url = await createPostgresTestDatabase('empty');
    const db = await openPostgres(url);
    await db.close();
    await expect(db.listen('closed_check', () => undefined)).rejects.toThrow(/closed/);
  });
});
