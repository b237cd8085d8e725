// The audit log refuses DELETE (migration 0023). Tests that start each case from an empty log switch its
// trigger off for the one statement, as the table's owner may; nothing in the app can.
import type { Database } from '../db/database';

/** Deletes the audit events whose action is LIKE `actionLike` (all when absent). */
export async function clearAuditEvents(db: Database, actionLike = '%'): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('ALTER TABLE audit_events DISABLE TRIGGER audit_events_no_change');
    await tx.query('DELETE FROM audit_events WHERE action LIKE $1', [actionLike]);
    await tx.query('ALTER TABLE audit_events ENABLE TRIGGER audit_events_no_change');
  });
}
