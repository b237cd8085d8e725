import type { Queryable } from '../../db/database';

export type AuditAction =
  | 'impersonation.start'
  | 'impersonation.stop'
  | 'assist_token.generate'
  | 'assist_token.verify'
  | DisasterRecoveryAuditAction
  | 'backup.download';

/** The audited disaster-recovery actions: an environment's DR history is read from these. */
export const disasterRecoveryAuditActions = [
  'disaster_recovery.test_start',
  'disaster_recovery.test_end',
  'disaster_recovery.activate',
  'disaster_recovery.restore',
] as const;
export type DisasterRecoveryAuditAction = (typeof disasterRecoveryAuditActions)[number];

export interface NewAuditEvent {
  actorUserId: string;
  action: AuditAction;
  subjectUserId: string | null;
  environmentId?: string | null;
  details?: Record<string, string | number | boolean | null | readonly string[]>;
}

export interface AuditEventRow {
  id: string;
  occurred_at: Date;
  actor_user_id: string;
  action: AuditAction;
  subject_user_id: string | null;
  environment_id: string | null;
  details: Record<string, unknown>;
}

/** Appends one event; the table is never updated or deleted from. */
export async function insertAuditEvent(db: Queryable, event: NewAuditEvent): Promise<void> {
  await db.query(
    `INSERT INTO audit_events (actor_user_id, action, subject_user_id, environment_id, details)
     VALUES ($1, $2, $3, $4, $5::jsonb)`,
    [
      event.actorUserId,
      event.action,
      event.subjectUserId,
      event.environmentId ?? null,
      JSON.stringify(event.details ?? {}),
    ],
  );
}
