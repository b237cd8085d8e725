// IaaS resources (portal spec §1 "IaaS … resources", §2.6 IaaS › resources, §6 iaas_cancelling): the virtual
// machines, volumes, networks and public IPs of an environment.
import { Type, type Static } from 'typebox';
import { CollectionQuerySchema } from './collection-query-schema';
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

/** The fields the resources list filters on (`field=value` tokens) and sorts by. */
export const iaasResourceFilterFields = [
  'name',
  'resource_id',
  'kind',
  'region',
  'state',
  'provider',
] as const;
export const iaasResourceSortFields = ['name', 'kind', 'region', 'state', 'created_at'] as const;

export const IaasResourceListQuerySchema = Type.Object(CollectionQuerySchema.properties, {
  additionalProperties: false,
  description:
    `Filter fields: ${iaasResourceFilterFields.join(', ')}; free text (\`:text\`) searches name and ` +
    `resource_id. Sort fields: ${iaasResourceSortFields.join(', ')} (by kind, then name, when absent).`,
});

export const IaasResourceSummarySchema = Type.Object(
  {
    by_kind: Type.Object(
      Object.fromEntries(iaasResourceKinds.map((kind) => [kind, Type.Integer({ minimum: 0 })])) as Record<
        (typeof iaasResourceKinds)[number],
        ReturnType<typeof Type.Integer>
      >,
    ),
    in_error: Type.Integer({ minimum: 0 }),
    regions: Type.Array(Type.String(), { description: 'The regions of its resources, sorted.' }),
  },
  {
    description: 'The whole environment, whatever the filter: the counts above the list, the region choices.',
  },
);
export type IaasResourceSummary = Static<typeof IaasResourceSummarySchema>;

export const IaasResourceListSchema = Type.Object({
  cloud_id: Type.String(),
  resources: Type.Array(IaasResourceSchema, {
    description: 'The page asked for of the resources matching the filter, in the order asked.',
  }),
  total: Type.Integer({ minimum: 0, description: 'Resources matching the filter, over every page.' }),
  page: Type.Integer({ minimum: 1 }),
  page_size: Type.Integer({ minimum: 1 }),
  summary: IaasResourceSummarySchema,
});
export type IaasResourceList = Static<typeof IaasResourceListSchema>;
export type IaasResourceListQuery = Static<typeof IaasResourceListQuerySchema>;
