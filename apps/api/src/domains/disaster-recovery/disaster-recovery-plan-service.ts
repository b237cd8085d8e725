// An environment's disaster-recovery plan (portal spec §2.6 "customer disaster recovery", §3 Topology
// dr_origin / dr_destination, §6): its pairs, its state and its history; activation fails pairs over to their
// destination, restoration returns them to their origin. Reading needs any of the plan features, activating
// dr_activation and restoring dr_restoration (403 otherwise, before anything else, so it tells nothing of
// environments); an environment the user may not see answers 404. Each action is confirmed by typing the
// environment's cloud_id, runs in one transaction with its audit event, and changes nothing when refused.
import {
  disasterRecoveryFeatures,
  disasterRecoveryPlanReaders,
  maxDisasterRecoveryHistory,
  type DisasterRecoveryAction,
  type DisasterRecoveryPair,
  type DisasterRecoveryPlan,
  type DisasterRecoveryState,
} from '@nuvem/api-contract';
import { environmentOf, requireAnyOf, requireFeature } from '../../auth/access';
import type { Database, Queryable } from '../../db/database';
import { ApiError } from '../../errors';
import { insertAuditEvent } from '../audit/audit-events-repository';
import {
  deleteFailovers,
  insertFailovers,
  listDisasterRecoveryHistory,
  listDisasterRecoveryPairs,
  type DisasterRecoveryPairRow,
} from './disaster-recovery-plan-repository';
import type { EnvironmentRow } from '../environments/environments-repository';
import { actorOf } from '../impersonation/impersonation-service';
import type { Principal } from '../session/session-service';

const confirmationMismatch = (cloudId: string) =>
  new ApiError(400, 'dr_confirmation_mismatch', `Type the environment's cloud id (${cloudId}) to confirm.`, [
    cloudId,
  ]);
const pairNotFound = (topologyId: string) =>
  new ApiError(404, 'dr_pair_not_found', `No disaster-recovery pair ${topologyId} here.`, [topologyId]);
const alreadyActive = (what: string) =>
  new ApiError(409, 'dr_already_active', `Disaster recovery is already active for ${what}.`, [what]);
const notActive = (what: string) =>
  new ApiError(409, 'dr_not_active', `Disaster recovery is not active for ${what}.`, [what]);

const siteOf = (row: DisasterRecoveryPairRow, side: 'origin' | 'destination') => ({
  topology_id: row[`${side}_topology_id`]!,
  instance_name: row[`${side}_instance_name`]!,
  provider: row[`${side}_provider`]!,
  region: row[`${side}_region`]!,
  status: row[`${side}_status`]!,
});

function pairOf(row: DisasterRecoveryPairRow): DisasterRecoveryPair {
  return {
    product: row.product,
    origin: siteOf(row, 'origin'),
    destination: row.destination_topology_id ? siteOf(row, 'destination') : null,
    failed_over: row.failed_over_at !== null,
    failed_over_at: row.failed_over_at?.toISOString() ?? null,
    failed_over_by: row.failed_over_at ? (row.failed_over_by ?? '—') : null,
  };
}

/** normal, partial or failed_over, from the pairs that can fail over (those with a destination). */
export function disasterRecoveryStateOf(pairs: readonly DisasterRecoveryPair[]): DisasterRecoveryState {
  const failedOver = pairs.filter((pair) => pair.failed_over).length;
  if (failedOver === 0) return 'normal';
  return failedOver === pairs.filter((pair) => pair.destination).length ? 'failed_over' : 'partial';
}

async function planOf(db: Queryable, environment: EnvironmentRow): Promise<DisasterRecoveryPlan> {
  const pairs = (await listDisasterRecoveryPairs(db, environment.id)).map(pairOf);
  const history = await listDisasterRecoveryHistory(db, environment.id, maxDisasterRecoveryHistory);
  return {
    cloud_id: environment.cloud_id,
    state: disasterRecoveryStateOf(pairs),
    pairs,
    history: history.map((event) => ({
      id: event.id,
      kind: event.kind,
      occurred_at: event.occurred_at.toISOString(),
      actor: event.actor,
      topology_ids: event.topology_ids ?? [],
    })),
  };
}

export async function getDisasterRecoveryPlan(
  db: Queryable,
  principal: Principal,
  cloudId: string,
): Promise<DisasterRecoveryPlan> {
  await requireAnyOf(db, principal, disasterRecoveryPlanReaders);
  return planOf(db, await environmentOf(db, principal, cloudId));
}

/** The pairs an action targets: the one named (404 when it is no pair with a destination) or all of them. */
function targetsOf(rows: readonly DisasterRecoveryPairRow[], originTopologyId: string | undefined) {
  const usable = rows.filter((row) => row.destination_topology_id !== null);
  if (originTopologyId === undefined) return usable;
  const row = usable.find((candidate) => candidate.origin_topology_id === originTopologyId);
  if (!row) throw pairNotFound(originTopologyId);
  return [row];
}

type Direction = 'activate' | 'restore';

async function changeFailover(
  db: Database,
  principal: Principal,
  cloudId: string,
  action: DisasterRecoveryAction,
  direction: Direction,
): Promise<DisasterRecoveryPlan> {
  await requireFeature(
    db,
    principal,
    direction === 'activate' ? disasterRecoveryFeatures.activation : disasterRecoveryFeatures.restoration,
  );
  return db.transaction(async (tx) => {
    const environment = await environmentOf(tx, principal, cloudId);
    if (action.confirmation.trim() !== environment.cloud_id) throw confirmationMismatch(environment.cloud_id);
    const targets = targetsOf(await listDisasterRecoveryPairs(tx, environment.id), action.origin_topology_id);
    const what = action.origin_topology_id ?? environment.cloud_id;
    if (targets.length === 0) throw pairNotFound(what);
    const originIds = targets.map((row) => row.origin_id);
    const changed =
      direction === 'activate'
        ? await insertFailovers(tx, environment.id, originIds, actorOf(principal))
        : await deleteFailovers(tx, environment.id, originIds);
    if (changed.length === 0) throw direction === 'activate' ? alreadyActive(what) : notActive(what);
    await insertAuditEvent(tx, {
      actorUserId: actorOf(principal),
      action: direction === 'activate' ? 'disaster_recovery.activate' : 'disaster_recovery.restore',
      subjectUserId: principal.userId,
      environmentId: environment.id,
      details: {
        scope: action.origin_topology_id === undefined ? 'environment' : 'pair',
        topology_ids: targets
          .filter((row) => changed.includes(row.origin_id))
          .map((row) => row.origin_topology_id),
      },
    });
    return planOf(tx, environment);
  });
}

/** Fails a pair (or every pair) over to its destination. */
export const activateDisasterRecovery = (
  db: Database,
  principal: Principal,
  cloudId: string,
  action: DisasterRecoveryAction,
) => changeFailover(db, principal, cloudId, action, 'activate');

/** Restores a pair (or every pair) to its origin. */
export const restoreDisasterRecovery = (
  db: Database,
  principal: Principal,
  cloudId: string,
  action: DisasterRecoveryAction,
) => changeFailover(db, principal, cloudId, action, 'restore');
