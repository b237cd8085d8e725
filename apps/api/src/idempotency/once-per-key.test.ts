// The shared Idempotency-Key helper on both databases: two requests with one key at once make one write, the
// key reused for another request (or another write) is refused, and a refused write records nothing.
import { randomUUID } from 'node:crypto';
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import { ApiError } from '../errors';
import { databaseKinds, openTestDatabase } from '../testing/test-database';
import { oncePerKey, sha256, type KeyedRequest } from './once-per-key';

let db: Database;
let userId: string;

const records = async (key: string) =>
  (
    await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM idempotent_requests WHERE user_id = $1 AND key_hash = $2',
      [userId, sha256(key)],
    )
  )[0]!.n;

describe.each(databaseKinds)('on %s', (kind) => {
  beforeAll(async () => {
    db = await openTestDatabase(kind);
    expect(await migrate(db)).toEqual([]);
    [{ id: userId }] = (await db.query<{ id: string }>(
      `SELECT id FROM users WHERE email = 'ana@acme.example'`,
    )) as [{ id: string }];
  });
  afterAll(() => db.close());

  /** A keyed write that counts how often it really ran, slow enough for a second request to meet it. */
  const counted = (key: string | undefined, request: unknown = { name: 'a' }, scope = 'test.write') => {
    const keyed: KeyedRequest = { userId, idempotencyKey: key, scope, request };
    const run = { writes: 0 };
    const once = () =>
      db.transaction((tx) =>
        oncePerKey(tx, keyed, async () => {
          run.writes++;
          await tx.query('SELECT pg_sleep(0.05)');
          return { status: 201, body: { made: run.writes } };
        }),
      );
    return { run, once };
  };

  it('makes one write for two requests with one key at once, and answers both with its answer', async () => {
    const key = randomUUID();
    const { run, once } = counted(key);
    const answers = await Promise.all([once(), once()]);
    expect(run.writes).toBe(1);
    expect(answers.map((a) => a.replayed).sort()).toEqual([false, true]);
    expect(answers.map((a) => [a.status, a.body])).toEqual([
      [201, { made: 1 }],
      [201, { made: 1 }],
    ]);
    expect(await once()).toEqual({ status: 201, body: { made: 1 }, replayed: true });
    expect(await records(key)).toBe(1);
  });

  it('refuses the key with another request or for another write (409 idempotency_key_reused)', async () => {
    const key = randomUUID();
    await counted(key).once();
    for (const other of [counted(key, { name: 'b' }), counted(key, { name: 'a' }, 'test.other')]) {
      const refusal = await other.once().catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(ApiError);
      expect(refusal).toMatchObject({ statusCode: 409, code: 'idempotency_key_reused' });
      expect(other.run.writes).toBe(0);
    }
    expect(await records(key)).toBe(1);
  });

  it('records nothing for a refused write, so the key may be retried', async () => {
    const key = randomUUID();
    const refused = db.transaction((tx) =>
      oncePerKey(tx, { userId, idempotencyKey: key, scope: 'test.write', request: 1 }, async () => {
        throw new ApiError(400, 'validation_failed', 'no');
      }),
    );
    await expect(refused).rejects.toMatchObject({ code: 'validation_failed' });
    expect(await records(key)).toBe(0);
    const { run, once } = counted(key, 1);
    expect(await once()).toMatchObject({ status: 201, replayed: false });
    expect(run.writes).toBe(1);
  });

  it('runs the write every time when no key is sent', async () => {
    const { run, once } = counted(undefined);
    await once();
    await once();
    expect(run.writes).toBe(2);
  });
});
