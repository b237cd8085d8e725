import type { IaasResource } from '@nuvem/api-contract';
import type { IaasResourceItem } from '@nuvem/ui';

/** A resource of the API as the resources screen lists it. */
export function iaasResourceOf(resource: IaasResource): IaasResourceItem {
  return {
    id: resource.resource_id,
    name: resource.name,
    kind: resource.kind,
    provider: resource.provider,
    region: resource.region,
    state: resource.state,
    vcpus: resource.vcpus,
    memoryGb: resource.memory_gb,
    sizeGb: resource.size_gb,
    cidr: resource.cidr,
    address: resource.address,
    attachedTo: resource.attached_to,
    createdAt: resource.created_at,
  };
}
