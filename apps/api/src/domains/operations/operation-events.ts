// What each change of an operation tells, in the transaction that makes it (so it is told only if it
// commits): the `operation` event on the acting user's stream (the page and the sidebar update without
// polling), and, when it is asked and when it ends, a line of the audit log.
import type { OperationKind } from '@nuvem/api-contract';
import type { Queryable } from '../../db/database';
import { insertAuditEvent } from '../audit/audit-events-repository';
import type { EventBus } from '../streams/event-bus';
import { allOperationKinds } from './operation-kinds/all-operation-kinds';
import { findOperation, operationOf, type OperationRow } from './operations-repository';

/** How many steps an operation of this kind has (0 for the history moved from pipeline_executions). */
export const stepCountOf = (kind: string): number =>
  allOperationKinds[kind as OperationKind]?.steps.length ?? 0;

/** Publishes the operation as it now is on its actor's stream; returns it. */
export async function announceOperation(tx: Queryable, bus: EventBus, id: string): Promise<OperationRow> {
  const row = await findOperation(tx, id);
  if (!row) throw new Error(`Operation ${id} vanished.`);
  if (row.stream_channel)
    await bus.publish(row.stream_channel, 'operation', operationOf(row, stepCountOf(row.kind)), tx);
  return row;
}

/** The machine's state now (null once deleted), for the audit log's before and after. */
export async function vmStateOf(tx: Queryable, row: Pick<OperationRow, 'environment_id' | 'target_id'>) {
  const rows = await tx.query<{ state: string }>(
    `SELECT state FROM iaas_resources WHERE environment_id = $1 AND resource_id = $2`,
    [row.environment_id, row.target_id],
  );
  return rows[0] ? { state: rows[0].state } : null;
}

/** The audit line of an operation asked or ended: who, which environment and resource, before and after. */
export async function auditOperation(
  tx: Queryable,
  row: OperationRow,
  phase: 'requested' | 'finished',
  before: unknown,
  after: unknown,
): Promise<void> {
  if (!row.actor_user_id) return;
  await insertAuditEvent(tx, {
    actorUserId: row.actor_user_id,
    action: row.kind as OperationKind,
    subjectUserId: null,
    environmentId: row.environment_id,
    targetId: row.target_id,
    details: { operation_id: row.id, phase, state: row.state, error_code: row.error_code },
    before,
    after,
  });
}
