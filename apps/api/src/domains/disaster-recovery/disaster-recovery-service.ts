// Each user's disaster-recovery switches per environment (spec §2.7, §4): the DR test and the all-topologies
// view. Turning either needs its feature.
import {
  disasterRecoverySwitchFeatures,
  type DisasterRecoverySwitches,
  type DisasterRecoveryUpdate,
} from '@nuvem/api-contract';
import { environmentOf, requireFeature } from '../../auth/access';
import type { Database, Queryable } from '../../db/database';
import { insertAuditEvent } from '../audit/audit-events-repository';
import { findDisasterRecoverySwitches, updateDisasterRecoverySwitches } from './disaster-recovery-repository';
import { actorOf } from '../impersonation/impersonation-service';
import type { Principal } from '../session/session-service';

export async function getDisasterRecoverySwitches(
  db: Queryable,
  principal: Principal,
  cloudId: string,
): Promise<DisasterRecoverySwitches> {
  const env = await environmentOf(db, principal, cloudId);
  return { cloud_id: env.cloud_id, ...(await findDisasterRecoverySwitches(db, principal.userId, env.id)) };
}

/**
 * Sets the switches given. Starting or ending the DR plan test (test_active changing) is audited in the same
 * transaction: the plan's history (disaster-recovery-plan-service) lists it.
 */
export async function updateDisasterRecovery(
  db: Database,
  principal: Principal,
  cloudId: string,
  update: DisasterRecoveryUpdate,
): Promise<DisasterRecoverySwitches> {
  for (const [switchName, feature] of Object.entries(disasterRecoverySwitchFeatures))
    if (update[switchName as keyof DisasterRecoveryUpdate] !== undefined)
      await requireFeature(db, principal, feature);
  return db.transaction(async (tx) => {
    const env = await environmentOf(tx, principal, cloudId);
    const before = await findDisasterRecoverySwitches(tx, principal.userId, env.id);
    const after = await updateDisasterRecoverySwitches(tx, principal.userId, env.id, update);
    if (before.test_active !== after.test_active)
      await insertAuditEvent(tx, {
        actorUserId: actorOf(principal),
        action: after.test_active ? 'disaster_recovery.test_start' : 'disaster_recovery.test_end',
        subjectUserId: principal.userId,
        environmentId: env.id,
      });
    return { cloud_id: env.cloud_id, ...after };
  });
}
