// Counts per key and window (migration 0021), each change one statement, the window kept by the database's
// clock so that every instance agrees on it.
import type { Queryable } from '../db/database';

export interface WindowCount {
  /** Hits in the current window, this one included. */
  count: number;
  /** Milliseconds until the window ends. */
  resetInMs: number;
}

/**
 * Counts one hit of `key`: the next of its window, or the first of a new window of `windowMs` when it has none
 * or its window has ended. One UPSERT, so concurrent hits from any instance are each counted once.
 */
export async function countHit(db: Queryable, key: string, windowMs: number): Promise<WindowCount> {
  const rows = await db.query<{ count: number; reset_in_ms: number }>(
    `INSERT INTO rate_limit_counts AS c (key, count, resets_at)
     VALUES ($1, 1, now() + $2::float8 * interval '1 millisecond')
     ON CONFLICT (key) DO UPDATE SET
       count = CASE WHEN c.resets_at <= now() THEN 1 ELSE c.count + 1 END,
       resets_at = CASE WHEN c.resets_at <= now() THEN EXCLUDED.resets_at ELSE c.resets_at END
     RETURNING count, ceil(extract(epoch FROM resets_at - now()) * 1000)::int AS reset_in_ms`,
    [key, windowMs],
  );
  const row = rows[0]!;
  return { count: row.count, resetInMs: row.reset_in_ms };
}

/** The count of `key`'s current window, without counting; undefined when it has none. */
export async function currentCount(db: Queryable, key: string): Promise<WindowCount | undefined> {
  const rows = await db.query<{ count: number; reset_in_ms: number }>(
    `SELECT count, ceil(extract(epoch FROM resets_at - now()) * 1000)::int AS reset_in_ms
     FROM rate_limit_counts WHERE key = $1 AND resets_at > now()`,
    [key],
  );
  const row = rows[0];
  return row && { count: row.count, resetInMs: row.reset_in_ms };
}

export async function deleteCount(db: Queryable, key: string): Promise<void> {
  await db.query('DELETE FROM rate_limit_counts WHERE key = $1', [key]);
}

/** Deletes the counts whose window has ended (housekeeping); answers how many. */
export async function deleteEndedCounts(db: Queryable): Promise<number> {
  const rows = await db.query<{ deleted: number }>(
    `WITH deleted AS (DELETE FROM rate_limit_counts WHERE resets_at <= now() RETURNING 1)
     SELECT count(*)::int AS deleted FROM deleted`,
  );
  return rows[0]?.deleted ?? 0;
}
