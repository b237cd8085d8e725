// The operations table (migration 0024): what the routes insert and read, and what the worker claims, steps
// and ends. Every change the worker makes is fenced by its claim token (locked_by): a worker whose lease was
// taken over changes nothing.
import type { Operation, PipelineStatus } from '@nuvem/api-contract';
import type { Queryable } from '../../db/database';

export interface OperationRow {
  id: string;
  environment_id: string;
  cloud_id: string;
  actor_user_id: string | null;
  /** The actor's stream channel, where the operation's events go; null for the system. */
  stream_channel: string | null;
  executed_by: string;
  kind: string;
  target_id: string | null;
  state: PipelineStatus;
  step: number;
  steps_done: { name: string; done_at: string }[];
  request: Record<string, unknown>;
  error_code: string | null;
  attempts: number;
  locked_by: string | null;
  request_hash: string | null;
  created_at: Date;
  started_at: Date | null;
  finished_at: Date | null;
}

const columns = `o.id, o.environment_id, e.cloud_id, o.actor_user_id, u.stream_channel, o.executed_by, o.kind,
  o.target_id, o.state, o.step, o.steps_done, o.request, o.error_code, o.attempts, o.locked_by, o.request_hash,
  o.created_at, o.started_at, o.finished_at`;
const from = `operations o JOIN customer_environments e ON e.id = o.environment_id
  LEFT JOIN users u ON u.id = o.actor_user_id`;

/** The API's answer for an operation of `stepCount` steps. */
export function operationOf(row: OperationRow, stepCount: number): Operation {
  return {
    id: row.id,
    cloud_id: row.cloud_id,
    kind: row.kind,
    target_id: row.target_id,
    state: row.state,
    steps: row.steps_done.map((s) => ({ name: s.name, done_at: new Date(s.done_at).toISOString() })),
    step_count: stepCount,
    error_code: row.error_code,
    user: row.executed_by,
    created_at: row.created_at.toISOString(),
    started_at: row.started_at?.toISOString() ?? null,
    finished_at: row.finished_at?.toISOString() ?? null,
  };
}

export async function findOperation(db: Queryable, id: string): Promise<OperationRow | undefined> {
  const rows = await db.query<OperationRow>(`SELECT ${columns} FROM ${from} WHERE o.id = $1`, [id]);
  return rows[0];
}

export async function findOperationInEnvironment(
  db: Queryable,
  environmentId: string,
  id: string,
): Promise<OperationRow | undefined> {
  const rows = await db.query<OperationRow>(
    `SELECT ${columns} FROM ${from} WHERE o.id = $1 AND o.environment_id = $2`,
    [id, environmentId],
  );
  return rows[0];
}

/** The user's operation asked with this Idempotency-Key (its hash), if any. */
export async function findOperationByKey(
  db: Queryable,
  userId: string,
  keyHash: string,
): Promise<OperationRow | undefined> {
  const rows = await db.query<OperationRow>(
    `SELECT ${columns} FROM ${from} WHERE o.actor_user_id = $1 AND o.idempotency_key_hash = $2`,
    [userId, keyHash],
  );
  return rows[0];
}

/** Whether an operation asked by a user is still to finish on this resource. */
export async function hasLiveOperationOn(
  db: Queryable,
  environmentId: string,
  targetId: string,
): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM operations WHERE environment_id = $1 AND target_id = $2
       AND state IN ('PENDING', 'RUNNING') AND actor_user_id IS NOT NULL`,
    [environmentId, targetId],
  );
  return rows.length > 0;
}

/** The last operation that failed on this resource (the one a machine in error shows as its reason). */
export async function findLastFailedOperationOn(
  db: Queryable,
  environmentId: string,
  targetId: string,
): Promise<Pick<OperationRow, 'id' | 'kind' | 'error_code' | 'finished_at'> | undefined> {
  const [row] = await db.query<Pick<OperationRow, 'id' | 'kind' | 'error_code' | 'finished_at'>>(
    `SELECT id, kind, error_code, finished_at FROM operations
     WHERE environment_id = $1 AND target_id = $2 AND state = 'FAILED'
     ORDER BY finished_at DESC NULLS LAST, created_at DESC LIMIT 1`,
    [environmentId, targetId],
  );
  return row;
}

export interface NewOperation {
  environmentId: string;
  actorUserId: string;
  executedBy: string;
  kind: string;
  targetId: string;
  request: Record<string, unknown>;
  keyHash: string;
  requestHash: string;
}

/** Inserts a PENDING operation; undefined when the user already used the key (a concurrent twin). */
export async function insertOperation(db: Queryable, op: NewOperation): Promise<string | undefined> {
  const rows = await db.query<{ id: string }>(
    `INSERT INTO operations (environment_id, actor_user_id, executed_by, kind, target_id, request,
       idempotency_key_hash, request_hash)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, $8)
     ON CONFLICT (actor_user_id, idempotency_key_hash) WHERE idempotency_key_hash IS NOT NULL DO NOTHING
     RETURNING id`,
    [
      op.environmentId,
      op.actorUserId,
      op.executedBy,
      op.kind,
      op.targetId,
      JSON.stringify(op.request),
      op.keyHash,
      op.requestHash,
    ],
  );
  return rows[0]?.id;
}

const leaseUntil = (param: string) => `now() + make_interval(secs => ${param}::float8 / 1000)`;

/**
 * Claims the oldest unfinished operation of these kinds that no live lease holds (a crashed worker's, once
 * its lease ran out, included): RUNNING, leased to `token` for leaseMs, one attempt more. Another worker's
 * claim skips the row while this one's transaction holds it (SKIP LOCKED).
 */
export async function claimOperation(
  db: Queryable,
  kinds: readonly string[],
  token: string,
  leaseMs: number,
): Promise<OperationRow | undefined> {
  const claimed = await db.query<{ id: string }>(
    `UPDATE operations SET state = 'RUNNING', locked_by = $2, locked_until = ${leaseUntil('$3')},
       attempts = attempts + 1, started_at = coalesce(started_at, now())
     WHERE id = (
       SELECT id FROM operations
       WHERE state IN ('PENDING', 'RUNNING') AND kind = ANY($1::text[]) AND run_after <= now()
         AND (locked_until IS NULL OR locked_until < now())
       ORDER BY run_after, created_at
       LIMIT 1
       FOR UPDATE SKIP LOCKED)
     RETURNING id`,
    [kinds, token, leaseMs],
  );
  return claimed[0] && findOperation(db, claimed[0].id);
}

/** Locks the operation if `token` still holds it at this step; false when the lease was lost. */
export async function holdOperation(
  db: Queryable,
  id: string,
  token: string,
  step: number,
): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM operations WHERE id = $1 AND locked_by = $2 AND step = $3 FOR UPDATE`,
    [id, token, step],
  );
  return rows.length > 0;
}

/** Records step `name` done and renews the lease; the last step ends the operation in SUCCESS. */
export async function recordStep(
  db: Queryable,
  id: string,
  name: string,
  last: boolean,
  leaseMs: number,
): Promise<void> {
  await db.query(
    `UPDATE operations SET step = step + 1,
       steps_done = steps_done || jsonb_build_array(jsonb_build_object('name', $2::text, 'done_at', now())),
       state = CASE WHEN $3::boolean THEN 'SUCCESS' ELSE 'RUNNING' END,
       finished_at = CASE WHEN $3::boolean THEN now() END,
       locked_by = CASE WHEN $3::boolean THEN NULL ELSE locked_by END,
       locked_until = CASE WHEN $3::boolean THEN NULL ELSE ${leaseUntil('$4')} END
     WHERE id = $1`,
    [id, name, last, leaseMs],
  );
}

/** Ends the operation as failed, if `token` still holds it; false otherwise. */
export async function failOperation(
  db: Queryable,
  id: string,
  token: string,
  state: 'FAILED' | 'USER_FAILED',
  errorCode: string,
  message: string,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE operations SET state = $3, error_code = $4, message = $5, finished_at = now(),
       locked_by = NULL, locked_until = NULL
     WHERE id = $1 AND locked_by = $2 RETURNING 1`,
    [id, token, state, errorCode, message],
  );
  return rows.length > 0;
}

/**
 * Gives the operation back, if `token` still holds it: for a retry after `delayMs`, or at once on a graceful
 * stop, which does not count as an attempt (an instance restarted n times does not use up the operation).
 */
export async function releaseOperation(
  db: Queryable,
  id: string,
  token: string,
  delayMs: number,
  attemptSpent = true,
): Promise<void> {
  await db.query(
    `UPDATE operations SET locked_by = NULL, locked_until = NULL, run_after = ${leaseUntil('$3')},
       attempts = attempts - CASE WHEN $4::boolean THEN 0 ELSE 1 END
     WHERE id = $1 AND locked_by = $2`,
    [id, token, delayMs, attemptSpent],
  );
}
