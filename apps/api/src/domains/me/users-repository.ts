import type { AlertLevel, ProfileLanguage } from '@nuvem/api-contract';
import type { Queryable } from '../../db/database';
import { environmentsOfUserJson, type EnvironmentRow } from '../environments/environments-repository';

/** A user as the API reads one: never the password hash (findUserCredentials is the one read of it). */
export interface UserRow {
  id: string;
  email: string;
  full_name: string;
  phone: string | null;
  kind: 'customer' | 'partner' | 'staff';
  rev_home: boolean;
  stream_channel: string;
  iaas_cancelling: boolean;
  message_code: string | null;
  message_type: AlertLevel | null;
  /** The language of their mail and profile (migration 0040). */
  language: ProfileLanguage;
  /** 'invited': has not set a password yet (migration 0040). */
  state: 'active' | 'invited';
}

export interface NewUser {
  email: string;
  fullName: string;
  phone: string | null;
  /** null for an invited user, until they set it through their link. */
  passwordHash: string | null;
  kind: UserRow['kind'];
  revHome: boolean;
  streamChannel: string;
  state?: UserRow['state'];
  language?: ProfileLanguage;
}

/** The columns of UserRow, from `users u`. */
const userColumns =
  'u.id, u.email, u.full_name, u.phone, u.kind, u.rev_home, u.stream_channel, u.iaas_cancelling, u.message_code, u.message_type, u.language, u.state';

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  const rows = await db.query<UserRow>(
    `SELECT ${userColumns} FROM users u WHERE lower(u.email) = lower($1)`,
    [email],
  );
  return rows[0];
}

/**
 * What a password sign-in checks: with findPasswordHash, the only queries that read the password hash. An
 * invited user has none yet (null).
 */
export async function findUserCredentials(
  db: Queryable,
  email: string,
): Promise<{ id: string; password_hash: string | null } | undefined> {
  const rows = await db.query<{ id: string; password_hash: string | null }>(
    'SELECT id, password_hash FROM users WHERE lower(email) = lower($1)',
    [email],
  );
  return rows[0];
}

/** A signed-in user's password hash, to check their current password before a change. */
export async function findPasswordHash(db: Queryable, userId: string): Promise<string | null | undefined> {
  const rows = await db.query<{ password_hash: string | null }>(
    'SELECT password_hash FROM users WHERE id = $1',
    [userId],
  );
  return rows[0]?.password_hash;
}

/** Sets the password (hashed by the caller); an invited user becomes active with it. */
export async function setPasswordHash(db: Queryable, userId: string, passwordHash: string): Promise<void> {
  await db.query(`UPDATE users SET password_hash = $2, state = 'active' WHERE id = $1`, [
    userId,
    passwordHash,
  ]);
}

export async function findUserById(db: Queryable, id: string): Promise<UserRow | undefined> {
  const rows = await db.query<UserRow>(`SELECT ${userColumns} FROM users u WHERE u.id = $1`, [id]);
  return rows[0];
}

export async function findUserByStreamChannel(db: Queryable, channel: string): Promise<UserRow | undefined> {
  const rows = await db.query<UserRow>(`SELECT ${userColumns} FROM users u WHERE u.stream_channel = $1`, [
    channel,
  ]);
  return rows[0];
}

export async function countUsers(db: Queryable): Promise<number> {
  const rows = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM users');
  return rows[0]?.count ?? 0;
}

export async function insertUser(db: Queryable, user: NewUser): Promise<string> {
  const rows = await db.query<{ id: string }>(
    `INSERT INTO users (email, full_name, phone, password_hash, kind, rev_home, stream_channel, state, language)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
    [
      user.email,
      user.fullName,
      user.phone,
      user.passwordHash,
      user.kind,
      user.revHome,
      user.streamChannel,
      user.state ?? 'active',
      user.language ?? 'pt-BR',
    ],
  );
  return rows[0]!.id;
}

export async function userHasFeature(db: Queryable, userId: string, feature: string): Promise<boolean> {
  const rows = await db.query<{ held: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM user_features WHERE user_id = $1 AND feature = $2) AS held',
    [userId, feature],
  );
  return rows[0]?.held === true;
}

/**
 * Whether the user holds any of these names as a feature or as a feature flag (their own or one on for
 * everyone): the portal counts a name from either list (shellPermissionsOf), and so does the API.
 */
/**
 * SQL condition: the user `userSql` holds any of the names `namesSql` (a text[]) as a feature, a flag given to
 * them or a flag on for everyone.
 */
export const userHoldsAnySql = (userSql: string, namesSql: string) =>
  `(EXISTS (SELECT 1 FROM user_features WHERE user_id = ${userSql} AND feature = ANY(${namesSql}::text[]))
    OR EXISTS (SELECT 1 FROM user_feature_flags WHERE user_id = ${userSql} AND flag = ANY(${namesSql}::text[]))
    OR EXISTS (SELECT 1 FROM feature_flags WHERE enabled_for_all AND flag = ANY(${namesSql}::text[])))`;

export async function userHoldsAny(
  db: Queryable,
  userId: string,
  names: readonly string[],
): Promise<boolean> {
  const rows = await db.query<{ held: boolean }>(`SELECT ${userHoldsAnySql('$1', '$2')} AS held`, [
    userId,
    names,
  ]);
  return rows[0]?.held === true;
}

export interface UserProfileRow extends UserRow {
  features: string[];
  /** The flags on for everyone plus those given to this user. */
  feature_flags: string[];
  alert_messages: { type: AlertLevel; text: string }[];
  /** The environments linked to the user, by corporate name then cloud_id (environmentsOfUserJson). */
  environments: EnvironmentRow[];
}

/** The user with their features, feature flags, alert messages and environments: all /me needs, one statement. */
export async function findUserProfile(db: Queryable, userId: string): Promise<UserProfileRow | undefined> {
  const rows = await db.query<UserProfileRow>(
    `SELECT ${userColumns},
       ARRAY(SELECT feature FROM user_features WHERE user_id = u.id ORDER BY feature) AS features,
       ARRAY(SELECT flag FROM feature_flags WHERE enabled_for_all
             UNION SELECT flag FROM user_feature_flags WHERE user_id = u.id ORDER BY 1) AS feature_flags,
       COALESCE((SELECT json_agg(json_build_object('type', type, 'text', text) ORDER BY created_at, id)
                 FROM user_alert_messages WHERE user_id = u.id), '[]'::json) AS alert_messages,
       ${environmentsOfUserJson('u.id')} AS environments
     FROM users u WHERE u.id = $1`,
    [userId],
  );
  return rows[0];
}
