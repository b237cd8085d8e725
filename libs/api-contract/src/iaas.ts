// IaaS resources (portal spec §1 "IaaS … resources", §2.6 IaaS › resources, §6 iaas_cancelling): the virtual
// machines, volumes, networks and public IPs of an environment.
import { Type, type Static } from 'typebox';
import { iaasResourceKinds, iaasResourceStates } from './iaas-constants';
export { iaasEndpoints } from './endpoints';
export * from './iaas-constants';

const nullableInteger = (description: string) => Type.Union([Type.Integer(), Type.Null()], { description });
const nullableString = (description: string) => Type.Union([Type.String(), Type.Null()], { description });

export const IaasResourceKindSchema = Type.Enum(iaasResourceKinds, {
  description: 'virtual_machine, volume (block storage), network (a virtual network) or public_ip.',
});
export const IaasResourceStateSchema = Type.Enum(iaasResourceStates, {
  description:
    'running or stopped (machines); available (free) or in_use (attached) for volumes, networks and ' +
    'addresses; provisioning or error for any kind.',
});

export const IaasResourceSchema = Type.Object({
  resource_id: Type.String({ description: "The provider's name for it, e.g. vm-acm1-erp-01." }),
  name: Type.String(),
  kind: IaasResourceKindSchema,
  provider: Type.String({ description: 'The cloud infrastructure provider, e.g. oci or aws.' }),
  region: Type.String(),
  state: IaasResourceStateSchema,
  vcpus: nullableInteger('Virtual machines: their vCPUs; null for other kinds.'),
  memory_gb: nullableInteger('Virtual machines: their memory in GB; null for other kinds.'),
  size_gb: nullableInteger('Virtual machines (boot disk) and volumes: the size in GB.'),
  cidr: nullableString('Networks: their address range, e.g. 10.20.0.0/16.'),
  address: nullableString('Public IPs: the address.'),
  attached_to: nullableString(
    'Volumes and public IPs: the resource_id of the machine they serve; null when free.',
  ),
  created_at: Type.String({ format: 'date-time' }),
});
export type IaasResource = Static<typeof IaasResourceSchema>;

export const IaasResourceListSchema = Type.Object({
  cloud_id: Type.String(),
  resources: Type.Array(IaasResourceSchema, {
    description: 'Every resource of the environment, by kind (machines, volumes, networks, IPs) then name.',
  }),
});
export type IaasResourceList = Static<typeof IaasResourceListSchema>;
