// Each user's disaster-recovery switches per environment (spec §2.7, §4): the DR test and the all-topologies
// view. Turning either needs its feature.
import type { DisasterRecoverySwitches, DisasterRecoveryUpdate } from '@nuvem/api-contract';
import { environmentOf, requireFeature } from '../auth/access';
import type { Queryable } from '../db/database';
import {
  findDisasterRecoverySwitches,
  updateDisasterRecoverySwitches,
} from '../repositories/disaster-recovery-repository';
import type { Principal } from './session-service';

export async function getDisasterRecoverySwitches(
  db: Queryable,
  principal: Principal,
  cloudId: string,
): Promise<DisasterRecoverySwitches> {
  const env = await environmentOf(db, principal, cloudId);
  return { cloud_id: env.cloud_id, ...(await findDisasterRecoverySwitches(db, principal.userId, env.id)) };
}

export async function updateDisasterRecovery(
  db: Queryable,
  principal: Principal,
  cloudId: string,
  update: DisasterRecoveryUpdate,
): Promise<DisasterRecoverySwitches> {
  if (update.test_active !== undefined) await requireFeature(db, principal, 'dr_plan_test');
  if (update.all_topologies !== undefined) await requireFeature(db, principal, 'admin_topology_dr');
  const env = await environmentOf(db, principal, cloudId);
  return {
    cloud_id: env.cloud_id,
    ...(await updateDisasterRecoverySwitches(db, principal.userId, env.id, update)),
  };
}
