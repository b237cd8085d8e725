// Reading the audit log (apps/api/src/repositories/audit-events-repository.ts writes it): an environment's
// events newest first, by keyset on (occurred_at, id), the cursor being the last event's id.
import type { Queryable } from '../../db/database';

export interface AuditListRow {
  id: string;
  occurred_at: Date;
  action: string;
  actor: string | null;
  target_id: string | null;
  details: Record<string, unknown>;
  before: unknown;
  after: unknown;
}

/** Whether `id` is an event of this environment (a cursor the API gave). */
export async function isAuditEventOf(db: Queryable, environmentId: string, id: string): Promise<boolean> {
  const rows = await db.query(`SELECT 1 FROM audit_events WHERE id = $1 AND environment_id = $2`, [
    id,
    environmentId,
  ]);
  return rows.length > 0;
}

/**
 * Up to `limit` events of the environment older than the event `after` (from the newest without it). Settings
 * changes are the user's own: another user's preferences are not shown.
 */
export function listAuditEvents(
  db: Queryable,
  environmentId: string,
  viewerId: string,
  after: string | null,
  limit: number,
): Promise<AuditListRow[]> {
  return db.query<AuditListRow>(
    `SELECT a.id, a.occurred_at, a.action, u.email AS actor, a.target_id, a.details, a.before, a.after
     FROM audit_events a LEFT JOIN users u ON u.id = a.actor_user_id
     WHERE a.environment_id = $1
       AND (a.action <> 'settings.change' OR a.actor_user_id = $2)
       AND ($3::uuid IS NULL OR (a.occurred_at, a.id) < (SELECT occurred_at, id FROM audit_events WHERE id = $3::uuid))
     ORDER BY a.occurred_at DESC, a.id DESC
     LIMIT $4`,
    [environmentId, viewerId, after, limit],
  );
}
