// The right sidebar's pipeline lists (spec §2.8).
import { defaultPipelinesLimit, type PipelineActions, type PipelinesQuery } from '@nuvem/api-contract';
import { environmentOf, requireFeature } from '../../auth/access';
import type { Queryable } from '../../db/database';
import {
  listPipelineExecutionsOfEnvironment,
  listPipelineExecutionsVisibleTo,
  type PipelineExecutionRow,
} from './pipeline-executions-repository';
import type { Principal } from '../session/session-service';

function toActions(rows: PipelineExecutionRow[]): PipelineActions {
  return {
    actions: rows.map((row) => ({
      id: row.id,
      cloud_id: row.cloud_id,
      action: row.action,
      status: row.status,
      started_at: row.started_at.toISOString(),
      finished_at: row.finished_at?.toISOString() ?? null,
      user: row.executed_by,
      topology_id: row.topology_id,
      message: row.message,
    })),
  };
}

/** 'Últimas Ações Executadas': the current environment's latest actions (list_pipelines). */
export async function listEnvironmentPipelines(
  db: Queryable,
  principal: Principal,
  cloudId: string,
  query: PipelinesQuery,
): Promise<PipelineActions> {
  await requireFeature(db, principal, 'list_pipelines');
  const environment = await environmentOf(db, principal, cloudId);
  return toActions(
    await listPipelineExecutionsOfEnvironment(db, environment.id, query.limit ?? defaultPipelinesLimit),
  );
}

/**
 * 'Todas as ações' (list_pipelines_admin): the latest actions of every environment the user may see, which
 * for provider staff with all_resources_by_customer is every environment.
 */
export async function listAllPipelines(
  db: Queryable,
  principal: Principal,
  query: PipelinesQuery,
): Promise<PipelineActions> {
  await requireFeature(db, principal, 'list_pipelines_admin');
  return toActions(
    await listPipelineExecutionsVisibleTo(db, principal.userId, query.limit ?? defaultPipelinesLimit),
  );
}
