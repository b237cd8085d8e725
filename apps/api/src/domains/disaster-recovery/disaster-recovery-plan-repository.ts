// An environment's disaster-recovery pairs (each dr_origin with its dr_destination), which of them are failed
// over, and the DR history read from the audit trail.
import type { DisasterRecoveryEventKind, TopologyStatus } from '@nuvem/api-contract';
import type { Queryable } from '../../db/database';
import { disasterRecoveryAuditActions } from '../audit/audit-events-repository';

export interface DisasterRecoveryPairRow {
  origin_id: string;
  product: string;
  origin_topology_id: string;
  origin_instance_name: string;
  origin_provider: string;
  origin_region: string;
  origin_status: TopologyStatus;
  destination_topology_id: string | null;
  destination_instance_name: string | null;
  destination_provider: string | null;
  destination_region: string | null;
  destination_status: TopologyStatus | null;
  failed_over_at: Date | null;
  failed_over_by: string | null;
}

/** Every dr_origin of the environment with its replica (if any) and its failover, by product then id. */
export function listDisasterRecoveryPairs(
  db: Queryable,
  environmentId: string,
): Promise<DisasterRecoveryPairRow[]> {
  return db.query<DisasterRecoveryPairRow>(
    `SELECT o.id AS origin_id, o.product, o.topology_id AS origin_topology_id,
            o.instance_name AS origin_instance_name, o.provider AS origin_provider, o.region AS origin_region,
            o.status AS origin_status,
            d.topology_id AS destination_topology_id, d.instance_name AS destination_instance_name,
            d.provider AS destination_provider, d.region AS destination_region, d.status AS destination_status,
            f.activated_at AS failed_over_at, u.full_name AS failed_over_by
     FROM topologies o
     LEFT JOIN LATERAL (
       SELECT r.topology_id, r.instance_name, r.provider, r.region, r.status FROM topologies r
       WHERE r.replica_of = o.id AND r.topology_type = 'dr_destination'
       ORDER BY r.topology_id COLLATE "C" LIMIT 1
     ) d ON true
     LEFT JOIN disaster_recovery_failovers f ON f.origin_id = o.id
     LEFT JOIN users u ON u.id = f.activated_by
     WHERE o.environment_id = $1 AND o.topology_type = 'dr_origin'
     ORDER BY o.product COLLATE "C", o.topology_id COLLATE "C"`,
    [environmentId],
  );
}

/** Marks these origins failed over (those already are stay as they were); answers the ones it marked. */
export async function insertFailovers(
  db: Queryable,
  environmentId: string,
  originIds: readonly string[],
  actorUserId: string,
): Promise<string[]> {
  const rows = await db.query<{ origin_id: string }>(
    `INSERT INTO disaster_recovery_failovers (origin_id, environment_id, activated_by)
     SELECT unnest($1::uuid[]), $2, $3
     ON CONFLICT (origin_id) DO NOTHING
     RETURNING origin_id`,
    [originIds, environmentId, actorUserId],
  );
  return rows.map((row) => row.origin_id);
}

/** Restores these origins (ends their failover); answers the ones that were failed over. */
export async function deleteFailovers(
  db: Queryable,
  environmentId: string,
  originIds: readonly string[],
): Promise<string[]> {
  const rows = await db.query<{ origin_id: string }>(
    `DELETE FROM disaster_recovery_failovers WHERE environment_id = $1 AND origin_id = ANY($2::uuid[])
     RETURNING origin_id`,
    [environmentId, originIds],
  );
  return rows.map((row) => row.origin_id);
}

export interface DisasterRecoveryEventRow {
  id: string;
  kind: DisasterRecoveryEventKind;
  occurred_at: Date;
  actor: string;
  topology_ids: string[] | null;
}

/** The environment's most recent DR actions from the audit trail, newest first. */
export function listDisasterRecoveryHistory(
  db: Queryable,
  environmentId: string,
  limit: number,
): Promise<DisasterRecoveryEventRow[]> {
  return db.query<DisasterRecoveryEventRow>(
    `SELECT a.id, substring(a.action FROM 'disaster_recovery\\.(.*)') AS kind, a.occurred_at,
            coalesce(u.full_name, '—') AS actor,
            ARRAY(SELECT jsonb_array_elements_text(coalesce(a.details -> 'topology_ids', '[]'::jsonb))) AS topology_ids
     FROM audit_events a LEFT JOIN users u ON u.id = a.actor_user_id
     WHERE a.environment_id = $1 AND a.action = ANY($2::text[])
     ORDER BY a.occurred_at DESC, a.id DESC
     LIMIT $3`,
    [environmentId, [...disasterRecoveryAuditActions], limit],
  );
}
