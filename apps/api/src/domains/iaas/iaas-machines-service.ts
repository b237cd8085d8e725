// One IaaS virtual machine's page (issue 30): under the same refusals as the resources list (iaasEnvironmentOf),
// 404 iaas_machine_not_found for a machine the environment does not have. A machine in error names the operation
// that failed on it last and why (a create that failed, vm-create-operation-kinds.ts).
import { iaasMachineUsageDays, type IaasMachineDetail } from '@nuvem/api-contract';
import type { Queryable } from '../../db/database';
import { ApiError } from '../../errors';
import { findLastFailedOperationOn } from '../operations/operations-repository';
import type { Principal } from '../session/session-service';
import {
  findIaasMachine,
  listIaasMachineNeighbours,
  listIaasMachineUsage,
  readIaasMachineMonthlyCents,
} from './iaas-machines-repository';
import { iaasEnvironmentOf, iaasResourceOf } from './iaas-resources-service';

export async function readIaasMachine(
  db: Queryable,
  principal: Principal,
  cloudId: string,
  resourceId: string,
): Promise<IaasMachineDetail> {
  const environment = await iaasEnvironmentOf(db, principal, cloudId);
  const machine = await findIaasMachine(db, environment.id, resourceId);
  if (!machine)
    throw new ApiError(404, 'iaas_machine_not_found', 'No such virtual machine in this environment.', [
      resourceId,
    ]);
  const [neighbours, usage, monthlyCents, failed] = await Promise.all([
    listIaasMachineNeighbours(db, environment.id, machine),
    listIaasMachineUsage(db, environment.id, machine.name, iaasMachineUsageDays),
    readIaasMachineMonthlyCents(db, environment.id, machine.resource_id),
    machine.state === 'error'
      ? findLastFailedOperationOn(db, environment.id, machine.resource_id)
      : Promise.resolve(undefined),
  ]);
  const volumes = neighbours.filter((r) => r.kind === 'volume');
  const publicIps = neighbours.filter((r) => r.kind === 'public_ip');
  const network = neighbours.find((r) => r.kind === 'network');
  return {
    machine: iaasResourceOf(machine),
    size:
      machine.size_sku && machine.vcpus && machine.memory_gb
        ? { sku: machine.size_sku, vcpus: machine.vcpus, memory_gb: machine.memory_gb }
        : null,
    image:
      machine.image_id && machine.image_name && machine.image_os_family
        ? { image_id: machine.image_id, name: machine.image_name, os_family: machine.image_os_family }
        : null,
    private_address: machine.private_address,
    network: network?.cidr
      ? { resource_id: network.resource_id, name: network.name, cidr: network.cidr }
      : null,
    tags: machine.tags,
    volumes: volumes.map(iaasResourceOf),
    public_ips: publicIps.map(iaasResourceOf),
    monthly_cents: monthlyCents,
    failure: failed
      ? {
          operation_id: failed.id,
          kind: failed.kind,
          error_code: failed.error_code ?? 'operation_failed',
          finished_at: failed.finished_at?.toISOString() ?? null,
        }
      : null,
    usage,
  };
}
