// IaaS › Gerenciador: a machine created, from the catalogue's images or (import) one the environment imported.
// Accepted in one transaction: the choices checked (400 validation_failed on the field), the name (409
// iaas_name_taken), the quotas under their row's lock (409 iaas_quota_exceeded), then the machine inserted in
// 'provisioning' with its volumes and address, the operation vm.create recorded and audited. The worker's steps
// only move the machine on, so a crash anywhere makes it exactly once; the same Idempotency-Key answers the same
// operation and machine.
import { randomBytes } from 'node:crypto';
import type { ErrorField, IaasMachineCreateBody, IaasMachineCreated } from '@nuvem/api-contract';
import type { Database, Queryable } from '../../db/database';
import { ApiError } from '../../errors';
import { findUserById } from '../me/users-repository';
import { announceOperation, auditOperation, stepCountOf } from '../operations/operation-events';
import {
  findOperationByKey,
  insertOperation,
  operationOf,
  type OperationRow,
} from '../operations/operations-repository';
import { idempotencyKeyReused, sha256 } from '../../idempotency/once-per-key';
import type { EventBus } from '../streams/event-bus';
import type { Principal } from '../session/session-service';
import {
  findImage,
  findNetwork,
  findSize,
  machineNameTaken,
  regionExists,
  sshKeyExists,
} from './iaas-manager-repository';
import { quotaLimitsOf } from './iaas-quotas-repository';
import { requireWithinQuotas } from './iaas-quotas-service';
import { insertIaasResources, type NewIaasResource } from './iaas-resources-repository';
import { iaasEnvironmentOf } from './iaas-resources-service';

export type MachineSource = 'catalog' | 'import';

const bodyField = (path: string, keyword: string): ErrorField => ({ in: 'body', path, keyword });

const unknownChoice = (field: keyof IaasMachineCreateBody, value: string) =>
  new ApiError(
    400,
    'validation_failed',
    `Invalid request: ${field} ${value} is not one this environment and region offer.`,
    [field],
    [bodyField(`/${field}`, 'enum')],
  );

/** A free-looking address of the network (its first two octets, then random): demo provisioning. */
function privateAddressIn(cidr: string): string {
  const [a, b] = cidr.split('.');
  const bytes = randomBytes(2);
  return `${a}.${b}.${2 + (bytes[0]! % 250)}.${10 + (bytes[1]! % 240)}`;
}

const publicAddress = () => {
  const bytes = randomBytes(2);
  return `200.${160 + (bytes[0]! % 32)}.${bytes[1]}.${10 + (bytes[0]! % 240)}`;
};

/** The resources the body makes, every one checked; throws the field's 400 for an unknown choice. */
async function resourcesOf(
  tx: Queryable,
  environment: { id: string; cloud_id: string },
  body: IaasMachineCreateBody,
  source: MachineSource,
): Promise<NewIaasResource[]> {
  if (!(await regionExists(tx, body.region))) throw unknownChoice('region', body.region);
  const size = await findSize(tx, body.region, body.size_sku);
  if (!size) throw unknownChoice('size_sku', body.size_sku);
  const image = await findImage(tx, environment.id, body.image_id, source === 'import');
  if (!image) throw unknownChoice('image_id', body.image_id);
  const network = await findNetwork(tx, environment.id, body.region, body.network_id);
  if (!network) throw unknownChoice('network_id', body.network_id);
  if (body.ssh_key_id !== null && image.os_family === 'windows')
    throw new ApiError(
      400,
      'validation_failed',
      'Invalid request: a Windows image takes no SSH key.',
      ['ssh_key_id'],
      [bodyField('/ssh_key_id', 'const')],
    );
  if (body.ssh_key_id !== null && !(await sshKeyExists(tx, environment.id, body.ssh_key_id)))
    throw unknownChoice('ssh_key_id', body.ssh_key_id);

  const key = environment.cloud_id.toLowerCase();
  const suffix = randomBytes(3).toString('hex');
  const vmId = `vm-${key}-${suffix}`;
  const common = {
    cloud_id: environment.cloud_id,
    provider: 'oci',
    region: body.region,
    state: 'provisioning' as const,
    vcpus: null,
    memory_gb: null,
    size_gb: null,
    cidr: null,
    address: null,
    attached_to: null,
  };
  const machine: NewIaasResource = {
    ...common,
    resource_id: vmId,
    kind: 'virtual_machine',
    name: body.name,
    vcpus: size.vcpus,
    memory_gb: size.memory_gb,
    size_gb: image.min_disk_gb,
    size_sku: body.size_sku,
    image_id: image.image_id,
    network_id: body.network_id,
    private_address: privateAddressIn(network.cidr),
    tags: body.ssh_key_id ? { ssh_key: body.ssh_key_id } : {},
  };
  const volumes = body.extra_disks_gb.map((gb, n): NewIaasResource => ({
    ...common,
    resource_id: `vol-${key}-${suffix}-${n + 1}`,
    kind: 'volume',
    name: `${body.name}-disco-${n + 1}`,
    size_gb: gb,
    attached_to: vmId,
  }));
  const ip: NewIaasResource[] = body.public_ip
    ? [
        {
          ...common,
          resource_id: `ip-${key}-${suffix}`,
          kind: 'public_ip',
          name: `${body.name}-ip`,
          address: publicAddress(),
          attached_to: vmId,
        },
      ]
    : [];
  return [machine, ...volumes, ...ip];
}

export async function requestMachineCreate(
  db: Database,
  bus: EventBus,
  principal: Principal,
  cloudId: string,
  body: IaasMachineCreateBody,
  source: MachineSource,
  idempotencyKey: string,
): Promise<IaasMachineCreated & { created: boolean }> {
  const environment = await iaasEnvironmentOf(db, principal, cloudId);
  const user = await findUserById(db, principal.userId);
  const keyHash = sha256(idempotencyKey);
  const requestHash = sha256(JSON.stringify([environment.id, 'vm.create', source, body]));
  const answer = (row: OperationRow, created: boolean) => {
    if (row.request_hash !== requestHash) throw idempotencyKeyReused();
    return { operation: operationOf(row, stepCountOf(row)), resource_id: row.target_id!, created };
  };
  return db.transaction(async (tx) => {
    // The quota row's lock first: creates in the environment are taken one at a time, and a twin request with
    // the same key has committed its operation by the time the lock is ours (a retry is answered, not counted).
    await quotaLimitsOf(tx, environment.id, true);
    const earlier = await findOperationByKey(tx, principal.userId, keyHash);
    if (earlier) return answer(earlier, false);
    const resources = await resourcesOf(tx, environment, body, source);
    const machine = resources[0]!;
    await requireWithinQuotas(tx, environment.id, {
      machines: 1,
      vcpus: machine.vcpus!,
      memory_gb: machine.memory_gb!,
      disk_gb: resources.reduce((sum, r) => sum + (r.size_gb ?? 0), 0),
      public_ips: body.public_ip ? 1 : 0,
    });
    if (await machineNameTaken(tx, environment.id, body.name))
      throw new ApiError(
        409,
        'iaas_name_taken',
        `A machine named ${body.name} exists already.`,
        [body.name],
        [bodyField('/name', 'unique')],
      );
    await insertIaasResources(tx, resources);
    const id = await insertOperation(tx, {
      environmentId: environment.id,
      actorUserId: principal.userId,
      executedBy: user?.email ?? principal.userId,
      kind: 'vm.create',
      targetId: machine.resource_id,
      request: { source, ...body, from_state: null },
      keyHash,
      requestHash,
    });
    if (id === undefined) throw idempotencyKeyReused();
    const row = await announceOperation(tx, bus, id);
    await auditOperation(tx, row, 'requested', null, {
      state: 'provisioning',
      name: body.name,
      size_sku: body.size_sku,
      image_id: body.image_id,
      resources: resources.map((r) => r.resource_id),
    });
    return answer(row, true);
  });
}
