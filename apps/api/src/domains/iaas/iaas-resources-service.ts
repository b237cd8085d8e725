// An environment's IaaS resources (portal spec §2.6 IaaS › resources): for users holding the IaaS permission
// (403 forbidden otherwise), whose IaaS account is not being cancelled (spec §6: the menu hides the resources
// while it is; the API refuses them too, 403 iaas_cancelling), in an environment they may see (404 otherwise,
// unknown or not theirs alike). Both refusals depend on the user alone, so they tell nothing of environments.
import { iaasFeature, type IaasResource, type IaasResourceList } from '@nuvem/api-contract';
import { environmentOf, requireAnyOf } from '../../auth/access';
import type { Queryable } from '../../db/database';
import { ApiError } from '../../errors';
import { listIaasResourcesOfEnvironment, type IaasResourceRow } from './iaas-resources-repository';
import { findUserById } from '../me/users-repository';
import type { Principal } from '../session/session-service';

export const iaasCancellingError = () =>
  new ApiError(403, 'iaas_cancelling', 'The IaaS account is being cancelled: its resources are not shown.');

export function iaasResourceOf(row: IaasResourceRow): IaasResource {
  return { ...row, created_at: row.created_at.toISOString() };
}

/**
 * The environment an IaaS route works in: 403 without the IaaS permission, 403 iaas_cancelling while the user's
 * IaaS account is being cancelled, 404 for an environment they may not see.
 */
export async function iaasEnvironmentOf(db: Queryable, principal: Principal, cloudId: string) {
  await requireAnyOf(db, principal, [iaasFeature]);
  if ((await findUserById(db, principal.userId))?.iaas_cancelling) throw iaasCancellingError();
  return environmentOf(db, principal, cloudId);
}

export async function listIaasResources(
  db: Queryable,
  principal: Principal,
  cloudId: string,
): Promise<IaasResourceList> {
  const environment = await iaasEnvironmentOf(db, principal, cloudId);
  const rows = await listIaasResourcesOfEnvironment(db, environment.id);
  return { cloud_id: environment.cloud_id, resources: rows.map(iaasResourceOf) };
}
