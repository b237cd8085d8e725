// IaaS › Configuração: an environment's networks and subnets. Under the IaaS refusals (iaasEnvironmentOf:
// the permission, the account not cancelling, an environment the user may see); each write runs in one
// transaction with its Idempotency-Key record and its audit line, so a refusal leaves nothing written.
import type {
  IaasNetwork,
  IaasNetworkBody,
  IaasNetworkList,
  IaasSubnet,
  IaasSubnetBody,
} from '@nuvem/api-contract';
import type { Database, Queryable } from '../../db/database';
import { ApiError } from '../../errors';
import { insertAuditEvent } from '../audit/audit-events-repository';
import { iaasEnvironmentOf } from '../iaas/iaas-resources-service';
import type { Principal } from '../session/session-service';
import { requireGoodCidr } from './iaas-cidr-check';
import {
  cidrInside,
  deleteIaasNetwork,
  deleteIaasSubnet,
  findOverlappingNetwork,
  findOverlappingSubnet,
  insertIaasNetwork,
  insertIaasSubnet,
  listIaasNetworksOf,
  listIaasSubnetsOf,
  lockEnvironmentNetworks,
  lockIaasNetwork,
  subnetNameTaken,
  type IaasNetworkRow,
  type IaasSubnetRow,
} from './iaas-networks-repository';
import { oncePerKey } from './iaas-setup-requests';
import { requireEnabledRegion } from './iaas-settings-service';

const subnetOf = (row: IaasSubnetRow): IaasSubnet => ({
  subnet_id: row.subnet_id,
  name: row.name,
  cidr: row.cidr,
  machine_count: row.machine_count,
  created_at: row.created_at.toISOString(),
});

const networkOf = (row: IaasNetworkRow, subnets: readonly IaasSubnetRow[]): IaasNetwork => ({
  resource_id: row.resource_id,
  name: row.name,
  region: row.region,
  provider: row.provider,
  state: row.state,
  cidr: row.cidr,
  machine_count: row.machine_count,
  subnets: subnets.filter((s) => s.network_id === row.resource_id).map(subnetOf),
  created_at: row.created_at.toISOString(),
});

async function networksOf(db: Queryable, environmentId: string): Promise<IaasNetwork[]> {
  const [networks, subnets] = await Promise.all([
    listIaasNetworksOf(db, environmentId),
    listIaasSubnetsOf(db, environmentId),
  ]);
  return networks.map((n) => networkOf(n, subnets));
}

async function networkNamed(db: Queryable, environmentId: string, networkId: string): Promise<IaasNetwork> {
  const found = (await networksOf(db, environmentId)).find((n) => n.resource_id === networkId);
  if (!found) throw networkNotFound(networkId);
  return found;
}

const networkNotFound = (networkId: string) =>
  new ApiError(404, 'iaas_network_not_found', `No network ${networkId} in this environment.`, [networkId]);

const overlap = (cidr: string, other: { name: string; cidr: string }) =>
  new ApiError(409, 'iaas_cidr_overlap', `The block ${cidr} overlaps ${other.name} (${other.cidr}).`, [
    other.name,
    other.cidr,
  ]);

export async function listIaasNetworks(
  db: Queryable,
  principal: Principal,
  cloudId: string,
): Promise<IaasNetworkList> {
  const environment = await iaasEnvironmentOf(db, principal, cloudId);
  return { cloud_id: environment.cloud_id, networks: await networksOf(db, environment.id) };
}

export async function createIaasNetwork(
  db: Database,
  principal: Principal,
  cloudId: string,
  body: IaasNetworkBody,
  idempotencyKey: string,
) {
  const environment = await iaasEnvironmentOf(db, principal, cloudId);
  requireGoodCidr(body.cidr);
  return db.transaction((tx) =>
    oncePerKey(tx, principal.userId, idempotencyKey, [environment.id, 'network.create', body], async () => {
      await requireEnabledRegion(tx, environment.id, body.region);
      await lockEnvironmentNetworks(tx, environment.id);
      const other = await findOverlappingNetwork(tx, environment.id, body.cidr);
      if (other) throw overlap(body.cidr, other);
      const resourceId = await insertIaasNetwork(tx, environment, body);
      const network = await networkNamed(tx, environment.id, resourceId);
      await insertAuditEvent(tx, {
        actorUserId: principal.userId,
        action: 'network.create',
        subjectUserId: null,
        environmentId: environment.id,
        targetId: resourceId,
        before: null,
        after: network,
      });
      return { status: 201, body: network };
    }),
  );
}

/** Deletes a network and its subnets; 409 iaas_network_in_use while machines are in it. */
export async function removeIaasNetwork(
  db: Database,
  principal: Principal,
  cloudId: string,
  networkId: string,
  idempotencyKey: string,
) {
  const environment = await iaasEnvironmentOf(db, principal, cloudId);
  return db.transaction((tx) =>
    oncePerKey(
      tx,
      principal.userId,
      idempotencyKey,
      [environment.id, 'network.delete', networkId],
      async () => {
        const locked = await lockIaasNetwork(tx, environment.id, networkId);
        if (!locked) throw networkNotFound(networkId);
        if (locked.machine_count > 0)
          throw new ApiError(
            409,
            'iaas_network_in_use',
            `${locked.machine_count} machine(s) are in ${locked.name}: move or delete them first.`,
            [locked.name, String(locked.machine_count)],
          );
        const before = await networkNamed(tx, environment.id, networkId);
        await deleteIaasNetwork(tx, environment.id, networkId);
        await insertAuditEvent(tx, {
          actorUserId: principal.userId,
          action: 'network.delete',
          subjectUserId: null,
          environmentId: environment.id,
          targetId: networkId,
          before,
          after: null,
        });
        return { status: 204, body: null };
      },
    ),
  );
}

export async function createIaasSubnet(
  db: Database,
  principal: Principal,
  cloudId: string,
  networkId: string,
  body: IaasSubnetBody,
  idempotencyKey: string,
) {
  const environment = await iaasEnvironmentOf(db, principal, cloudId);
  requireGoodCidr(body.cidr);
  return db.transaction((tx) =>
    oncePerKey(
      tx,
      principal.userId,
      idempotencyKey,
      [environment.id, 'subnet.create', networkId, body],
      async () => {
        const network = await lockIaasNetwork(tx, environment.id, networkId);
        if (!network) throw networkNotFound(networkId);
        if (!(await cidrInside(tx, body.cidr, network.cidr)))
          throw new ApiError(
            400,
            'iaas_cidr_outside_network',
            `The block ${body.cidr} is not inside ${network.name} (${network.cidr}).`,
            [network.name, network.cidr],
          );
        if (await subnetNameTaken(tx, networkId, body.name))
          throw new ApiError(
            409,
            'iaas_subnet_name_taken',
            `${network.name} already has a subnet ${body.name}.`,
            [body.name],
          );
        const other = await findOverlappingSubnet(tx, environment.id, networkId, body.cidr);
        if (other) throw overlap(body.cidr, other);
        const subnetId = await insertIaasSubnet(tx, environment.id, networkId, body);
        const subnet = (await networkNamed(tx, environment.id, networkId)).subnets.find(
          (s) => s.subnet_id === subnetId,
        )!;
        await insertAuditEvent(tx, {
          actorUserId: principal.userId,
          action: 'subnet.create',
          subjectUserId: null,
          environmentId: environment.id,
          targetId: subnetId,
          details: { network_id: networkId },
          before: null,
          after: subnet,
        });
        return { status: 201, body: subnet };
      },
    ),
  );
}

/** Deletes a subnet; 409 iaas_subnet_in_use while a machine's address is in it. */
export async function removeIaasSubnet(
  db: Database,
  principal: Principal,
  cloudId: string,
  networkId: string,
  subnetId: string,
  idempotencyKey: string,
) {
  const environment = await iaasEnvironmentOf(db, principal, cloudId);
  return db.transaction((tx) =>
    oncePerKey(
      tx,
      principal.userId,
      idempotencyKey,
      [environment.id, 'subnet.delete', networkId, subnetId],
      async () => {
        if (!(await lockIaasNetwork(tx, environment.id, networkId))) throw networkNotFound(networkId);
        const network = await networkNamed(tx, environment.id, networkId);
        const subnet = network.subnets.find((s) => s.subnet_id === subnetId);
        if (!subnet)
          throw new ApiError(404, 'iaas_subnet_not_found', `No subnet ${subnetId} in ${networkId}.`, [
            subnetId,
          ]);
        if (subnet.machine_count > 0)
          throw new ApiError(
            409,
            'iaas_subnet_in_use',
            `${subnet.machine_count} machine(s) have an address in ${subnet.name}.`,
            [subnet.name, String(subnet.machine_count)],
          );
        await deleteIaasSubnet(tx, environment.id, subnetId);
        await insertAuditEvent(tx, {
          actorUserId: principal.userId,
          action: 'subnet.delete',
          subjectUserId: null,
          environmentId: environment.id,
          targetId: subnetId,
          details: { network_id: networkId },
          before: subnet,
          after: null,
        });
        return { status: 204, body: null };
      },
    ),
  );
}
