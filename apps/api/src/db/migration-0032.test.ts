// Migration 0032 moves the setup screen's Idempotency-Keys (iaas_setup_requests, 0026) into the shared
// idempotent_requests under the setup scope, so a retry sent across the deploy still answers the first answer.
import type { Database } from './database';
import { migrate, readMigrations } from './migrate';
import { databaseKinds, openTestDatabase } from '../testing/test-database';

describe.each(databaseKinds)('on %s', (kind) => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase(kind, 'empty');
  });
  afterAll(() => db.close());

  it("keeps the setup screen's keys, with their request and answer", async () => {
    const all = await readMigrations();
    await migrate(
      db,
      all.filter((m) => m.version < 32),
    );
    const [user] = await db.query<{ id: string }>(
      `INSERT INTO users (email, full_name, password_hash, kind, stream_channel)
       VALUES ('key@example.com', 'Key', 'x', 'customer', 'channel-key') RETURNING id`,
    );
    await db.query(
      `INSERT INTO iaas_setup_requests (user_id, key_hash, request_hash, status, answer)
       VALUES ($1, 'key-hash', 'request-hash', 201, '{"resource_id":"net-1"}')`,
      [user!.id],
    );
    expect(await migrate(db, all)).toEqual(all.filter((m) => m.version >= 32).map((m) => m.name));
    expect(
      await db.query(
        'SELECT user_id, key_hash, scope, request_hash, status, answer FROM idempotent_requests',
      ),
    ).toEqual([
      {
        user_id: user!.id,
        key_hash: 'key-hash',
        scope: 'iaas.setup',
        request_hash: 'request-hash',
        status: 201,
        answer: { resource_id: 'net-1' },
      },
    ]);
    expect(await db.query("SELECT 1 FROM pg_tables WHERE tablename = 'iaas_setup_requests'")).toEqual([]);
  });
});
