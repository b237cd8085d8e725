import type { PipelineStatus } from '@nuvem/api-contract';
import type { Queryable } from '../../db/database';
import { environmentVisibleToUser } from '../environments/environments-repository';

export interface PipelineExecutionRow {
  id: string;
  cloud_id: string;
  action: string;
  status: PipelineStatus;
  started_at: Date;
  finished_at: Date | null;
  executed_by: string;
  topology_id: string | null;
  message: string | null;
}

export interface NewPipelineExecution {
  action: string;
  status: PipelineStatus;
  startedAt: Date;
  finishedAt: Date | null;
  executedBy: string;
  topologyId: string | null;
  message: string | null;
}

// The sidebar's actions are the operations (0024): real ones and the demo history alike. One not started yet
// shows when it was asked.
const columns = `p.id, e.cloud_id, p.kind AS action, p.state AS status, coalesce(p.started_at, p.created_at) AS started_at,
  p.finished_at, p.executed_by, p.target_id AS topology_id, p.message`;

/** The environment's latest actions, newest first. */
export function listPipelineExecutionsOfEnvironment(
  db: Queryable,
  environmentId: string,
  limit: number,
): Promise<PipelineExecutionRow[]> {
  return db.query<PipelineExecutionRow>(
    `SELECT ${columns}
     FROM operations p JOIN customer_environments e ON e.id = p.environment_id
     WHERE p.environment_id = $1
     ORDER BY p.created_at DESC, p.id
     LIMIT $2`,
    [environmentId, limit],
  );
}

/** The latest actions of every environment the user may see, newest first. */
export function listPipelineExecutionsVisibleTo(
  db: Queryable,
  userId: string,
  limit: number,
): Promise<PipelineExecutionRow[]> {
  return db.query<PipelineExecutionRow>(
    `SELECT ${columns}
     FROM operations p JOIN customer_environments e ON e.id = p.environment_id
     WHERE ${environmentVisibleToUser}
     ORDER BY p.created_at DESC, p.id
     LIMIT $2`,
    [userId, limit],
  );
}

export async function insertPipelineExecution(
  db: Queryable,
  environmentId: string,
  execution: NewPipelineExecution,
): Promise<string> {
  const rows = await db.query<{ id: string }>(
    `INSERT INTO operations
       (environment_id, kind, state, created_at, started_at, finished_at, executed_by, target_id, message)
     VALUES ($1, $2, $3, $4, CASE WHEN $3 = 'PENDING' THEN NULL ELSE $4::timestamptz END, $5, $6, $7, $8)
     RETURNING id`,
    [
      environmentId,
      execution.action,
      execution.status,
      execution.startedAt,
      execution.finishedAt,
      execution.executedBy,
      execution.topologyId,
      execution.message,
    ],
  );
  return rows[0]!.id;
}
