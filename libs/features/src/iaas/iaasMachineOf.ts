import type { IaasMachineDetail } from '@nuvem/api-contract';
import type { IaasMachineFailure, IaasMachineView } from '@nuvem/ui';

export type IaasMachineFailureDetail = NonNullable<IaasMachineDetail['failure']>;

/** A machine of the API as its page shows it; `failureOf` translates what failed on a machine in error. */
export function iaasMachineOf(
  detail: IaasMachineDetail,
  failureOf?: (failure: IaasMachineFailureDetail) => IaasMachineFailure,
): IaasMachineView {
  const { machine } = detail;
  return {
    id: machine.resource_id,
    name: machine.name,
    state: machine.state,
    region: machine.region,
    provider: machine.provider,
    createdAt: machine.created_at,
    vcpus: machine.vcpus,
    memoryGb: machine.memory_gb,
    bootDiskGb: machine.size_gb,
    sizeSku: detail.size?.sku ?? null,
    image: detail.image ? { name: detail.image.name, osFamily: detail.image.os_family } : null,
    privateAddress: detail.private_address,
    network: detail.network
      ? { id: detail.network.resource_id, name: detail.network.name, cidr: detail.network.cidr }
      : null,
    publicIps: detail.public_ips.map((ip) => ({ id: ip.resource_id, address: ip.address })),
    volumes: detail.volumes.map((volume) => ({
      id: volume.resource_id,
      name: volume.name,
      sizeGb: volume.size_gb,
    })),
    tags: detail.tags,
    monthlyCents: detail.monthly_cents,
    usage: detail.usage.map((day) => ({ day: day.day, cpuPct: day.cpu_pct, memoryPct: day.memory_pct })),
    failure: detail.failure && failureOf ? failureOf(detail.failure) : null,
  };
}
