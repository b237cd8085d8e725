// The client record of an environment, its topologies and contracts, and TSS data by t_code. Each call asks
// the tenant boundary (auth/access.ts) first.
import { CONTRACT_READ_FEATURE, disasterRecoverySwitchFeatures, TSS_FEATURE } from '@nuvem/api-contract';
import type { Client, ContractList, TopologyList, TssData } from '@nuvem/api-contract';
import { environmentByTCode, environmentOf, requireFeature, visibleOr404 } from '../../auth/access';
import type { Queryable } from '../../db/database';
import { listContractsOfEnvironment } from '../me/contracts-repository';
import { isFavoriteEnvironment } from './favorite-environments-repository';
import { findTopologyList, infrastructureOfEnvironment } from './topologies-repository';
import { findTssSubscription, listTssCompanies } from '../me/tss-repository';
import { ApiError } from '../../errors';
import { toCustomerEnvironment } from './customer-environment';
import type { Principal } from '../session/session-service';

export async function getClient(db: Queryable, principal: Principal, cloudId: string): Promise<Client> {
  const env = await environmentOf(db, principal, cloudId);
  const [isFavorite, infrastructure] = await Promise.all([
    isFavoriteEnvironment(db, principal.userId, env.id),
    infrastructureOfEnvironment(db, env.id),
  ]);
  return {
    ...toCustomerEnvironment(env),
    isFavorite,
    providers: infrastructure.providers,
    official_drs: infrastructure.drRegions.map((region) => ({ region })),
  };
}

/**
 * The environment's topologies. dr_destination replicas are listed only while the user's all-topologies
 * switch is on for this environment and they hold admin_topology_dr (the feature that turns it on). An
 * environment whose topology registry is unavailable answers 409 topologies_unavailable (after the tenant
 * check, so it tells nothing of environments the user may not see). One statement, the tenant check included.
 */
export async function listTopologies(
  db: Queryable,
  principal: Principal,
  cloudId: string,
): Promise<TopologyList> {
  const list = visibleOr404(
    await findTopologyList(db, principal.userId, cloudId, disasterRecoverySwitchFeatures.all_topologies),
    cloudId,
  );
  if (list.topology_registry === 'unavailable' || !list.topologies)
    throw new ApiError(
      409,
      'topologies_unavailable',
      `The topology registry of environment ${list.cloud_id} is unavailable.`,
      [list.cloud_id],
    );
  return { cloud_id: list.cloud_id, all_topologies: list.all_topologies, topologies: list.topologies };
}

export async function listContracts(
  db: Queryable,
  principal: Principal,
  cloudId: string,
): Promise<ContractList> {
  await requireFeature(db, principal, CONTRACT_READ_FEATURE);
  const env = await environmentOf(db, principal, cloudId);
  return { cloud_id: env.cloud_id, contracts: await listContractsOfEnvironment(db, env.id) };
}

/** TSS is hired per customer code; a code the user may see that has hired nothing answers quota 0. */
export async function getTss(db: Queryable, principal: Principal, tCode: string): Promise<TssData> {
  await requireFeature(db, principal, TSS_FEATURE);
  const env = await environmentByTCode(db, principal, tCode);
  const [subscription, companies] = await Promise.all([
    findTssSubscription(db, env.t_code),
    listTssCompanies(db, env.t_code),
  ]);
  return {
    t_code: env.t_code,
    quota_hired: subscription?.quota_hired ?? 0,
    quota_used: subscription?.quota_used ?? 0,
    companies: companies.map(({ id, cnpj, corporate_name, environment, quota_hired, quota_used }) => ({
      id,
      cnpj,
      corporate_name,
      environment,
      quota_hired,
      quota_used,
    })),
  };
}
