// stream_events: the real-time channel's events (migration 0004). Publishing inserts a row and notifies every
// API instance, which reads the rows of the channels its clients are subscribed to.
import type { Queryable } from '../../db/database';

/** The PostgreSQL notification channel all instances LISTEN on. Payload: {"id": "…", "channel": "…"}. */
export const streamNotifyChannel = 'nuvem_stream_events';

/** First key of the per-channel advisory lock a publish holds until commit (the migration lock is apart). */
const publishLockNamespace = 4_711_004;

export interface StreamEventRow {
  id: number;
  event: string;
  /** The event's JSON, as text. */
  data: string;
}

/**
 * Inserts the event and notifies; `tx` must be a transaction, which delivers both at commit. The lock
 * serialises the publishes of one channel until they commit, so along a channel ids become visible in
 * increasing order: a reader that has seen id N will never later find a smaller one (no gap for Last-Event-ID).
 */
export async function insertStreamEvent(
  tx: Queryable,
  channel: string,
  event: string,
  data: unknown,
): Promise<number> {
  await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [publishLockNamespace, channel]);
  const rows = await tx.query<{ id: string }>(
    `WITH e AS (
       INSERT INTO stream_events (channel, event, data) VALUES ($1, $2, $3::jsonb) RETURNING id, channel
     )
     SELECT e.id::text AS id, pg_notify($4, json_build_object('id', e.id::text, 'channel', e.channel)::text)
     FROM e`,
    [channel, event, JSON.stringify(data), streamNotifyChannel],
  );
  return Number(rows[0]!.id);
}

/** The greatest id on the channel, 0 when it has none. */
export async function latestStreamEventId(db: Queryable, channel: string): Promise<number> {
  const rows = await db.query<{ id: string }>(
    'SELECT coalesce(max(id), 0)::text AS id FROM stream_events WHERE channel = $1',
    [channel],
  );
  return Number(rows[0]?.id ?? 0);
}

/** The channel's events with afterId < id ≤ upToId (no upper bound when null), oldest first, at most `limit`. */
export async function listStreamEvents(
  db: Queryable,
  channel: string,
  afterId: number,
  upToId: number | null,
  limit: number,
): Promise<StreamEventRow[]> {
  // ORDER BY e.id: a bare `id` would sort by the output column of that name, the text.
  const rows = await db.query<{ id: string; event: string; data: string }>(
    `SELECT e.id::text AS id, e.event, e.data::text AS data FROM stream_events e
     WHERE e.channel = $1 AND e.id > $2::bigint AND ($3::bigint IS NULL OR e.id <= $3::bigint)
     ORDER BY e.id LIMIT $4`,
    [channel, afterId, upToId, limit],
  );
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}

/** Deletes the events older than maxAgeSeconds (by the database clock); returns how many. */
export async function deleteStreamEventsOlderThan(db: Queryable, maxAgeSeconds: number): Promise<number> {
  const rows = await db.query<{ count: number }>(
    `WITH gone AS (
       DELETE FROM stream_events WHERE created_at < now() - $1 * interval '1 second' RETURNING 1
     )
     SELECT count(*)::int AS count FROM gone`,
    [maxAgeSeconds],
  );
  return rows[0]?.count ?? 0;
}
