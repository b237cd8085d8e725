import type { Profile, ProfileUpdateBody } from '@nuvem/api-contract';
import type { Queryable } from '../../db/database';

export async function findProfile(db: Queryable, userId: string): Promise<Profile | undefined> {
  const rows = await db.query<Profile>('SELECT email, full_name, phone, language FROM users WHERE id = $1', [
    userId,
  ]);
  return rows[0];
}

export async function updateProfile(
  db: Queryable,
  userId: string,
  change: ProfileUpdateBody,
): Promise<Profile> {
  const rows = await db.query<Profile>(
    `UPDATE users SET full_name = $2, phone = $3, language = $4 WHERE id = $1
     RETURNING email, full_name, phone, language`,
    [userId, change.full_name, change.phone, change.language],
  );
  return rows[0]!;
}
