// The shared rate-limit counts (migration 0021) on both databases: one UPSERT per hit counts each of many
// concurrent hits once, a window that has ended starts again, and housekeeping deletes only ended windows.
import type { Database } from '../db/database';
import { openTestDatabase, databaseKinds } from '../testing/test-database';
import { countHit, currentCount, deleteCount, deleteEndedCounts } from './rate-limit-counts-repository';

describe.each(databaseKinds)('rate-limit counts on %s', (kind) => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase(kind);
  });
  afterAll(() => db.close());

  it('counts concurrent hits once each, within one window', async () => {
    const counted = await Promise.all(Array.from({ length: 50 }, () => countHit(db, 'concurrent', 60_000)));
    expect(counted.map((c) => c.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 50 }, (_, i) => i + 1),
    );
    for (const { resetInMs } of counted) expect(resetInMs).toBeGreaterThan(55_000);
    expect(await currentCount(db, 'concurrent')).toMatchObject({ count: 50 });
  });

  it('starts a new window once the last has ended, and forgets a deleted count', async () => {
    expect((await countHit(db, 'short', 100)).count).toBe(1);
    expect((await countHit(db, 'short', 100)).count).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(await currentCount(db, 'short')).toBeUndefined();
    expect(await countHit(db, 'short', 100)).toMatchObject({ count: 1 });
    await deleteCount(db, 'short');
    expect(await currentCount(db, 'short')).toBeUndefined();
  });

  it('housekeeping deletes the counts of ended windows only', async () => {
    await countHit(db, 'ended', 1);
    await countHit(db, 'live', 60_000);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await deleteEndedCounts(db)).toBeGreaterThanOrEqual(1);
    const keys = await db.query<{ key: string }>('SELECT key FROM rate_limit_counts ORDER BY key');
    expect(keys.map((row) => row.key)).toContain('live');
    expect(keys.map((row) => row.key)).not.toContain('ended');
  });
});
