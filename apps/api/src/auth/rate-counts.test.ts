// RateCounts over both databases: a key is its kind, its limit and a digest of its subject (no e-mail stored),
// and once over its limit it is answered from memory until its window ends, without a query.
import type { Database } from '../db/database';
import { databaseKinds, openTestDatabase } from '../testing/test-database';
import { RateCounts } from './rate-counts';

describe.each(databaseKinds)('RateCounts on %s', (kind) => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase(kind);
  });
  afterAll(() => db.close());
  const keys = async () =>
    (await db.query<{ key: string }>('SELECT key FROM rate_limit_counts')).map((r) => r.key);

  it('keeps a digest of the subject, under its kind and limit', async () => {
    const counts = new RateCounts(db);
    await counts.hit('sign-in failures', 'ana@acme.example', { max: 3, windowMs: 60_000 });
    await counts.hit('sign-in failures', 'ana@acme.example', { max: 5, windowMs: 60_000 });
    const stored = await keys();
    expect(stored.filter((key) => key.startsWith('sign-in failures 3/60000:'))).toHaveLength(1);
    expect(stored.filter((key) => key.startsWith('sign-in failures 5/60000:'))).toHaveLength(1);
    expect(stored.join()).not.toContain('ana');
  });

  it('answers a key over its limit from memory until its window ends', async () => {
    const counts = new RateCounts(db);
    const limit = { max: 2, windowMs: 800 };
    expect((await counts.hit('k', 'x', limit)).count).toBe(1);
    expect((await counts.hit('k', 'x', limit)).count).toBe(2);
    await db.query('DELETE FROM rate_limit_counts');
    // Not asked again: still over, and its window still ends when it did.
    const over = await counts.hit('k', 'x', limit);
    expect(over.count).toBe(3);
    expect(over.resetInMs).toBeLessThanOrEqual(800);
    expect((await counts.peek('k', 'x', limit)).count).toBe(3);
    await new Promise((resolve) => setTimeout(resolve, 850));
    expect((await counts.hit('k', 'x', limit)).count).toBe(1);
  });
});
