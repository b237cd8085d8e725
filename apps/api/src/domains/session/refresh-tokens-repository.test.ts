import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/database';
import { openTestDatabase, databaseKinds } from '../../testing/test-database';
import { deleteExpiredFamilies, insertRefreshToken } from './refresh-tokens-repository';

describe.each(databaseKinds)('on %s', (kind) => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase(kind);
  });
  afterAll(() => db.close());

  it('deletes only the sign-ins whose every token has expired', async () => {
    const [user] = await db.query<{ id: string }>('SELECT id FROM users LIMIT 1');
    const day = 24 * 60 * 60 * 1000;
    const family = async (...expiries: number[]) => {
      const familyId = randomUUID();
      for (const offset of expiries)
        await insertRefreshToken(db, {
          userId: user!.id,
          tokenHash: randomUUID(),
          familyId,
          parentId: null,
          expiresAt: new Date(Date.now() + offset),
        });
      return familyId;
    };
    const gone = await family(-3 * day, -day);
    // An old used token of a live sign-in stays: replaying it must still revoke the family.
    const live = await family(-3 * day, day);
    expect(await deleteExpiredFamilies(db)).toBeGreaterThanOrEqual(2);
    const left = await db.query<{ family_id: string }>(
      'SELECT family_id FROM refresh_tokens WHERE family_id = ANY($1::uuid[])',
      [[gone, live]],
    );
    expect(left.map((r) => r.family_id)).toEqual([live, live]);
  });
});
