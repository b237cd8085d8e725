// IaaS › Configuração: networks and subnets made and deleted as operations. The row is written when the request
// is accepted (a network or subnet in 'provisioning', checked there for its block and name), so the next request
// sees it; the steps only move it on, each from the state the step before left, so a replayed step is refused
// rather than made twice. A delete moves it to 'deleting' only while no machine uses it (checked again here,
// under the network's lock, as a machine may have been created in it since it was asked), then removes the row.
// A subnet's operation targets its subnet_id (request.network_id names its network).
import type { OperationKind } from '@nuvem/api-contract';
import type { Queryable } from '../../../db/database';
import type { OperationRow } from '../operations-repository';
import {
  OperationRefused,
  type OperationKindDefinition,
  type OperationStepDefinition,
} from './operation-kind';
import { moveResource } from './move-resource-step';

/** A network no operation is changing (the demo's networks with machines are in_use). */
export const networkSettledStates = ['available', 'in_use'] as const;

const gone = (operation: OperationRow) =>
  new OperationRefused(
    'iaas_network_not_found',
    `${operation.target_id ?? ''} is no longer in the state ${operation.kind} needs.`,
  );

const inUse = (operation: OperationRow, count: number) =>
  new OperationRefused(
    operation.kind === 'subnet.delete' ? 'iaas_subnet_in_use' : 'iaas_network_in_use',
    `${count} machine(s) use ${operation.target_id ?? ''}.`,
  );

/** Whether the network, locked (a machine created in it meanwhile has committed by now), is settled. */
async function lockSettledNetwork(tx: Queryable, operation: OperationRow, networkId: string) {
  const rows = await tx.query<{ state: string }>(
    `SELECT state FROM iaas_resources
     WHERE environment_id = $1 AND resource_id = $2 AND kind = 'network' FOR UPDATE`,
    [operation.environment_id, networkId],
  );
  return (networkSettledStates as readonly string[]).includes(rows[0]?.state ?? '');
}

/** How many machines are in the network, or in the subnet's block of it. */
async function machinesIn(tx: Queryable, operation: OperationRow, networkId: string, subnetId?: string) {
  const [row] = await tx.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM iaas_resources m
     WHERE m.environment_id = $1 AND m.kind = 'virtual_machine' AND m.network_id = $2
       AND ($3::text IS NULL OR EXISTS (
         SELECT 1 FROM iaas_subnets s WHERE s.subnet_id = $3 AND m.private_address <<= s.cidr))`,
    [operation.environment_id, networkId, subnetId ?? null],
  );
  return row?.count ?? 0;
}

/** A step that moves the network to `to` from one of `from`. */
const moveNetwork = (to: string, from: readonly string[]): OperationStepDefinition =>
  moveResource('network', to, from, gone);

/** A step that moves the subnet to `to` from `from`. */
function moveSubnet(to: string, from: string): OperationStepDefinition {
  return {
    name: to,
    async apply(tx, operation) {
      const moved = await tx.query(
        `UPDATE iaas_subnets SET state = $3 WHERE environment_id = $1 AND subnet_id = $2 AND state = $4
         RETURNING 1`,
        [operation.environment_id, operation.target_id, to, from],
      );
      if (moved.length === 0) throw gone(operation);
    },
  };
}

const networkDeleting: OperationStepDefinition = {
  name: 'deleting',
  async apply(tx, operation) {
    if (!(await lockSettledNetwork(tx, operation, operation.target_id!))) throw gone(operation);
    const count = await machinesIn(tx, operation, operation.target_id!);
    if (count > 0) throw inUse(operation, count);
    await moveNetwork('deleting', networkSettledStates).apply(tx, operation);
  },
};

const networkDeleted: OperationStepDefinition = {
  name: 'deleted',
  async apply(tx, operation) {
    // Its subnets go with it (ON DELETE CASCADE).
    const removed = await tx.query(
      `DELETE FROM iaas_resources
       WHERE environment_id = $1 AND resource_id = $2 AND kind = 'network' AND state = 'deleting' RETURNING 1`,
      [operation.environment_id, operation.target_id],
    );
    if (removed.length === 0) throw gone(operation);
  },
};

const networkIdOf = (operation: OperationRow) => String(operation.request['network_id']);

const subnetDeleting: OperationStepDefinition = {
  name: 'deleting',
  async apply(tx, operation) {
    if (!(await lockSettledNetwork(tx, operation, networkIdOf(operation)))) throw gone(operation);
    const count = await machinesIn(tx, operation, networkIdOf(operation), operation.target_id!);
    if (count > 0) throw inUse(operation, count);
    await moveSubnet('deleting', 'available').apply(tx, operation);
  },
};

const subnetDeleted: OperationStepDefinition = {
  name: 'deleted',
  async apply(tx, operation) {
    const removed = await tx.query(
      `DELETE FROM iaas_subnets WHERE environment_id = $1 AND subnet_id = $2 AND state = 'deleting' RETURNING 1`,
      [operation.environment_id, operation.target_id],
    );
    if (removed.length === 0) throw gone(operation);
  },
};

/** The network as the audit log keeps it (null once deleted). */
export async function networkAuditStateOf(
  tx: Queryable,
  operation: Pick<OperationRow, 'environment_id' | 'target_id'>,
) {
  const rows = await tx.query<{ name: string; region: string; cidr: string; state: string }>(
    `SELECT name, region, cidr::text AS cidr, state FROM iaas_resources
     WHERE environment_id = $1 AND resource_id = $2 AND kind = 'network'`,
    [operation.environment_id, operation.target_id],
  );
  return rows[0] ?? null;
}

/** The subnet as the audit log keeps it (null once deleted). */
export async function subnetAuditStateOf(
  tx: Queryable,
  operation: Pick<OperationRow, 'environment_id' | 'target_id'>,
) {
  const rows = await tx.query<{ name: string; network_id: string; cidr: string; state: string }>(
    `SELECT name, network_id, cidr::text AS cidr, state FROM iaas_subnets
     WHERE environment_id = $1 AND subnet_id = $2`,
    [operation.environment_id, operation.target_id],
  );
  return rows[0] ?? null;
}

export const networkOperationKinds = {
  'network.create': {
    kind: 'network.create',
    steps: [moveNetwork('available', ['provisioning'])],
    auditState: networkAuditStateOf,
  },
  'network.delete': {
    kind: 'network.delete',
    steps: [networkDeleting, networkDeleted],
    auditState: networkAuditStateOf,
  },
  'subnet.create': {
    kind: 'subnet.create',
    steps: [moveSubnet('available', 'provisioning')],
    auditState: subnetAuditStateOf,
  },
  'subnet.delete': {
    kind: 'subnet.delete',
    steps: [subnetDeleting, subnetDeleted],
    auditState: subnetAuditStateOf,
  },
} satisfies Partial<Record<OperationKind, OperationKindDefinition>>;
