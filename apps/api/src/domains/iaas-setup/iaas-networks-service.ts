// IaaS › Configuração: an environment's networks and subnets. Under the IaaS refusals (iaasEnvironmentOf:
// the permission, the account not cancelling, an environment the user may see). Each change is an operation
// (network.create, network.delete, subnet.create, subnet.delete; issue 30): accepted in one transaction that
// checks everything (the block's rules, overlaps, names, machines using it: 400/409 before any operation),
// writes a new row in 'provisioning' (so the next request's checks see it), records the operation under its
// Idempotency-Key and audits it as requested; the worker's steps then move the row on (operation-kinds/
// network-operation-kinds.ts).
import type {
  IaasNetwork,
  IaasNetworkBody,
  IaasNetworkList,
  IaasRemoveConfirmation,
  IaasSubnet,
  IaasSubnetBody,
  OperationKind,
} from '@nuvem/api-contract';
import type { Database, Queryable } from '../../db/database';
import { ApiError } from '../../errors';
import { iaasEnvironmentOf } from '../iaas/iaas-resources-service';
import { findUserById } from '../me/users-repository';
import { hasLiveOperationOn } from '../operations/operations-repository';
import { askOperation, type AskedOperation, type OperationAsk } from '../operations/operations-service';
import { networkSettledStates } from '../operations/operation-kinds/network-operation-kinds';
import type { Principal } from '../session/session-service';
import type { EventBus } from '../streams/event-bus';
import { requireGoodCidr } from './iaas-cidr-check';
import {
  cidrInside,
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
import { requireEnabledRegion } from './iaas-settings-service';

const subnetOf = (row: IaasSubnetRow): IaasSubnet => ({
  subnet_id: row.subnet_id,
  name: row.name,
  cidr: row.cidr,
  state: row.state,
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

/** Asks the operation in the user's environment, answered by the same operation for the same key. */
async function ask<Locked>(
  db: Database,
  bus: EventBus,
  principal: Principal,
  cloudId: string,
  idempotencyKey: string,
  operation: (environment: { id: string; cloud_id: string }) => OperationAsk<Locked>,
): Promise<AskedOperation> {
  const environment = await iaasEnvironmentOf(db, principal, cloudId);
  const user = await findUserById(db, principal.userId);
  const executedBy = user?.email ?? principal.userId;
  return askOperation(db, bus, principal, executedBy, environment.id, idempotencyKey, operation(environment));
}

const inUse = (code: 'iaas_network_in_use' | 'iaas_subnet_in_use', name: string, count: number) =>
  new ApiError(409, code, `${count} machine(s) use ${name}: move or delete them first.`, [
    name,
    String(count),
  ]);

/** 400 unless the user typed the name of what they delete. */
function requireTyped(name: string, body: IaasRemoveConfirmation) {
  if (body.confirmation !== name)
    throw new ApiError(
      400,
      'iaas_confirmation_mismatch',
      `Type ${name} to delete it.`,
      [name],
      [{ in: 'body', path: '/confirmation', keyword: 'const' }],
    );
}

/** 409 while an operation changes the network or subnet (vars: its name). */
const busy = (name: string, state: string) =>
  new ApiError(409, 'iaas_network_busy', `An operation is running on ${name} (${state}).`, [name]);

/** The network locked, or 404; 409 while an operation acts on it (provisioning, deleting). */
async function availableNetwork(
  tx: Queryable,
  environmentId: string,
  networkId: string,
  locked: IaasNetworkRow | undefined,
) {
  if (!locked) throw networkNotFound(networkId);
  if (
    (await hasLiveOperationOn(tx, environmentId, networkId)) ||
    !(networkSettledStates as readonly string[]).includes(locked.state)
  )
    throw busy(locked.name, locked.state);
  return locked;
}

const kinds = {
  networkCreate: 'network.create',
  networkDelete: 'network.delete',
  subnetCreate: 'subnet.create',
  subnetDelete: 'subnet.delete',
} as const satisfies Record<string, OperationKind>;

/** 202: the network is recorded provisioning (its resource_id is the operation's target_id). */
export function createIaasNetwork(
  db: Database,
  bus: EventBus,
  principal: Principal,
  cloudId: string,
  body: IaasNetworkBody,
  idempotencyKey: string,
) {
  return ask(db, bus, principal, cloudId, idempotencyKey, (environment) => {
    // After the environment's checks, before any transaction: a bad block is 400 whatever the key.
    requireGoodCidr(body.cidr);
    return {
      kind: kinds.networkCreate,
      // Not known until accepted: the request is what makes two the same one.
      targetId: 'new',
      identity: [body],
      lock: (tx) => lockEnvironmentNetworks(tx, environment.id),
      async prepare(tx) {
        await requireEnabledRegion(tx, environment.id, body.region);
        const other = await findOverlappingNetwork(tx, environment.id, body.cidr);
        if (other) throw overlap(body.cidr, other);
        const resourceId = await insertIaasNetwork(tx, environment, body);
        return { request: { ...body, before: null }, before: null, targetId: resourceId };
      },
    };
  });
}

/** 202: deletes a network and its subnets; 409 iaas_network_in_use while machines are in it. */
export function removeIaasNetwork(
  db: Database,
  bus: EventBus,
  principal: Principal,
  cloudId: string,
  networkId: string,
  body: IaasRemoveConfirmation,
  idempotencyKey: string,
) {
  return ask(db, bus, principal, cloudId, idempotencyKey, (environment) => ({
    kind: kinds.networkDelete,
    targetId: networkId,
    identity: [body.confirmation],
    lock: (tx) => lockIaasNetwork(tx, environment.id, networkId),
    async prepare(tx, locked) {
      const network = await availableNetwork(tx, environment.id, networkId, locked);
      requireTyped(network.name, body);
      if (network.machine_count > 0) throw inUse('iaas_network_in_use', network.name, network.machine_count);
      const before = await networkNamed(tx, environment.id, networkId);
      const moving = before.subnets.find((s) => s.state !== 'available');
      if (moving) throw busy(moving.name, moving.state);
      return { request: { name: network.name, before }, before };
    },
  }));
}

/** 202: the subnet is recorded provisioning (its subnet_id is the operation's target_id). */
export function createIaasSubnet(
  db: Database,
  bus: EventBus,
  principal: Principal,
  cloudId: string,
  networkId: string,
  body: IaasSubnetBody,
  idempotencyKey: string,
) {
  return ask(db, bus, principal, cloudId, idempotencyKey, (environment) => {
    requireGoodCidr(body.cidr);
    return {
      kind: kinds.subnetCreate,
      targetId: networkId,
      identity: [body],
      lock: (tx) => lockIaasNetwork(tx, environment.id, networkId),
      async prepare(tx, locked) {
        const network = await availableNetwork(tx, environment.id, networkId, locked);
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
        return {
          request: { ...body, network_id: networkId, before: null },
          before: null,
          targetId: subnetId,
        };
      },
    };
  });
}

/** 202: deletes a subnet; 409 iaas_subnet_in_use while a machine's address is in it. */
export function removeIaasSubnet(
  db: Database,
  bus: EventBus,
  principal: Principal,
  cloudId: string,
  networkId: string,
  subnetId: string,
  body: IaasRemoveConfirmation,
  idempotencyKey: string,
) {
  return ask(db, bus, principal, cloudId, idempotencyKey, (environment) => ({
    kind: kinds.subnetDelete,
    targetId: subnetId,
    identity: [networkId, body.confirmation],
    lock: (tx) => lockIaasNetwork(tx, environment.id, networkId),
    async prepare(tx, locked) {
      if (!locked) throw networkNotFound(networkId);
      const network = await networkNamed(tx, environment.id, networkId);
      const subnet = network.subnets.find((s) => s.subnet_id === subnetId);
      if (!subnet)
        throw new ApiError(404, 'iaas_subnet_not_found', `No subnet ${subnetId} in ${networkId}.`, [
          subnetId,
        ]);
      await availableNetwork(tx, environment.id, networkId, locked);
      if (subnet.state !== 'available' || (await hasLiveOperationOn(tx, environment.id, subnetId)))
        throw busy(subnet.name, subnet.state);
      requireTyped(subnet.name, body);
      if (subnet.machine_count > 0) throw inUse('iaas_subnet_in_use', subnet.name, subnet.machine_count);
      return { request: { name: subnet.name, network_id: networkId, before: subnet }, before: subnet };
    },
  }));
}
