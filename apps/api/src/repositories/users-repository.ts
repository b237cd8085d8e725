import type { Queryable } from '../db/database';

export interface UserRow {
  id: string;
  email: string;
  full_name: string;
  phone: string | null;
  password_hash: string;
  kind: 'customer' | 'partner' | 'staff';
  rev_home: boolean;
  stream_channel: string;
}

export interface NewUser {
  email: string;
  fullName: string;
  phone: string | null;
  passwordHash: string;
  kind: UserRow['kind'];
  revHome: boolean;
  streamChannel: string;
}

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  const rows = await db.query<UserRow>('SELECT * FROM users WHERE lower(email) = lower($1)', [email]);
  return rows[0];
}

export async function findUserById(db: Queryable, id: string): Promise<UserRow | undefined> {
  const rows = await db.query<UserRow>('SELECT * FROM users WHERE id = $1', [id]);
  return rows[0];
}

export async function findUserByStreamChannel(db: Queryable, channel: string): Promise<UserRow | undefined> {
  const rows = await db.query<UserRow>('SELECT * FROM users WHERE stream_channel = $1', [channel]);
  return rows[0];
}

export async function countUsers(db: Queryable): Promise<number> {
  const rows = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM users');
  return rows[0]?.count ?? 0;
}

export async function insertUser(db: Queryable, user: NewUser): Promise<string> {
  const rows = await db.query<{ id: string }>(
    `INSERT INTO users (email, full_name, phone, password_hash, kind, rev_home, stream_channel)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [user.email, user.fullName, user.phone, user.passwordHash, user.kind, user.revHome, user.streamChannel],
  );
  return rows[0]!.id;
}

export async function listUserFeatures(db: Queryable, userId: string): Promise<string[]> {
  const rows = await db.query<{ feature: string }>(
    'SELECT feature FROM user_features WHERE user_id = $1 ORDER BY feature',
    [userId],
  );
  return rows.map((row) => row.feature);
}

export async function grantFeatures(
  db: Queryable,
  userId: string,
  features: readonly string[],
): Promise<void> {
  await db.query(
    `INSERT INTO user_features (user_id, feature) SELECT $1, unnest($2::text[]) ON CONFLICT DO NOTHING`,
    [userId, features],
  );
}

export async function userHasFeature(db: Queryable, userId: string, feature: string): Promise<boolean> {
  const rows = await db.query<{ held: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM user_features WHERE user_id = $1 AND feature = $2) AS held',
    [userId, feature],
  );
  return rows[0]?.held === true;
}
