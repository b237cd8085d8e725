// A user's preferences: one JSON array per (user, namespace, ccode). Every write is one statement, so
// concurrent writers never lose each other's changes.
import type { Queryable } from '../../db/database';

export interface PreferenceKey {
  userId: string;
  namespace: string;
  /** '' for the user's global preference, else the t_code of a customer. */
  ccode: string;
}

export interface PreferenceRow {
  data: unknown[];
  updated_at: Date;
}

export async function findPreference(db: Queryable, key: PreferenceKey): Promise<PreferenceRow | undefined> {
  const rows = await db.query<PreferenceRow>(
    'SELECT data, updated_at FROM user_preferences WHERE user_id = $1 AND namespace = $2 AND ccode = $3',
    [key.userId, key.namespace, key.ccode],
  );
  return rows[0];
}

/** Replaces the whole list. */
export async function savePreference(
  db: Queryable,
  key: PreferenceKey,
  data: readonly unknown[],
): Promise<PreferenceRow> {
  const rows = await db.query<PreferenceRow>(
    `INSERT INTO user_preferences (user_id, namespace, ccode, data) VALUES ($1, $2, $3, $4::jsonb)
     ON CONFLICT (user_id, namespace, ccode) DO UPDATE SET data = EXCLUDED.data, updated_at = now()
     RETURNING data, updated_at`,
    [key.userId, key.namespace, key.ccode, JSON.stringify(data)],
  );
  return rows[0]!;
}

/**
 * Appends a string to a list of strings unless it is there already, in one statement (the row is locked
 * and re-read by ON CONFLICT … DO UPDATE). Undefined when the list already holds maxItems other strings.
 */
export async function addPreferenceItem(
  db: Queryable,
  key: PreferenceKey,
  item: string,
  maxItems: number,
): Promise<PreferenceRow | undefined> {
  const rows = await db.query<PreferenceRow>(
    `INSERT INTO user_preferences AS p (user_id, namespace, ccode, data)
     VALUES ($1, $2, $3, jsonb_build_array($4::text))
     ON CONFLICT (user_id, namespace, ccode) DO UPDATE
       SET data = CASE WHEN p.data ? $4::text THEN p.data ELSE p.data || jsonb_build_array($4::text) END,
           updated_at = now()
       WHERE p.data ? $4::text OR jsonb_array_length(p.data) < $5
     RETURNING data, updated_at`,
    [key.userId, key.namespace, key.ccode, item, maxItems],
  );
  return rows[0];
}

/** Removes a string from a list of strings in one statement; undefined when the user never saved the list. */
export async function removePreferenceItem(
  db: Queryable,
  key: PreferenceKey,
  item: string,
): Promise<PreferenceRow | undefined> {
  const rows = await db.query<PreferenceRow>(
    `UPDATE user_preferences SET data = data - $4::text, updated_at = now()
     WHERE user_id = $1 AND namespace = $2 AND ccode = $3
     RETURNING data, updated_at`,
    [key.userId, key.namespace, key.ccode, item],
  );
  return rows[0];
}

/**
 * Moves a string to the front of a list of strings (adding it when absent) and keeps the first maxItems, in
 * one statement: ON CONFLICT … DO UPDATE locks the row and computes the new list from its latest version, so
 * concurrent moves of different strings all survive (up to the cap).
 */
export async function movePreferenceItemToFront(
  db: Queryable,
  key: PreferenceKey,
  item: string,
  maxItems: number,
): Promise<PreferenceRow> {
  const rows = await db.query<PreferenceRow>(
    `INSERT INTO user_preferences AS p (user_id, namespace, ccode, data)
     VALUES ($1, $2, $3, jsonb_build_array($4::text))
     ON CONFLICT (user_id, namespace, ccode) DO UPDATE
       SET data = jsonb_build_array($4::text) || coalesce(
             (SELECT jsonb_agg(kept.value ORDER BY kept.position)
              FROM jsonb_array_elements(p.data - $4::text) WITH ORDINALITY AS kept (value, position)
              WHERE kept.position < $5::int),
             '[]'::jsonb),
           updated_at = now()
     RETURNING data, updated_at`,
    [key.userId, key.namespace, key.ccode, item, maxItems],
  );
  return rows[0]!;
}
