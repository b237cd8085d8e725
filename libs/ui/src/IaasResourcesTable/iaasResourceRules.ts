/** The kinds of IaaS resource, in the order the table groups them. */
export const IAAS_RESOURCE_KINDS = ['virtual_machine', 'volume', 'network', 'public_ip'] as const;
export type IaasResourceKindName = (typeof IAAS_RESOURCE_KINDS)[number];

/** Where a resource is in its life, in the order the state filter offers them. */
export const IAAS_RESOURCE_STATES = [
  'running',
  'stopped',
  'available',
  'in_use',
  'provisioning',
  'error',
  // A machine while an operation acts on it.
  'starting',
  'stopping',
  'deleting',
] as const;
export type IaasResourceStateName = (typeof IAAS_RESOURCE_STATES)[number];

/** An IaaS resource of the current environment, as the resources screen lists it (portal spec §2.6 IaaS). */
export interface IaasResourceItem {
  /** The provider's name for it (vm-acm1-01), quoted to support. */
  id: string;
  name: string;
  kind: IaasResourceKindName;
  provider: string;
  region: string;
  state: IaasResourceStateName;
  /** Machines only. */
  vcpus: number | null;
  memoryGb: number | null;
  /** Machines (boot disk) and volumes. */
  sizeGb: number | null;
  /** Networks only. */
  cidr: string | null;
  /** Public IPs only. */
  address: string | null;
  /** Volumes and public IPs: the id of the machine they serve; null when free. */
  attachedTo: string | null;
  /** ISO 8601. */
  createdAt: string;
}

/** The table's filters; an empty string is 'all'. */
export interface IaasResourceFilters {
  kind: IaasResourceKindName | '';
  region: string;
  state: IaasResourceStateName | '';
}

export const NO_IAAS_FILTERS: IaasResourceFilters = { kind: '', region: '', state: '' };

/** Placeholder rows while the resources load. */
export const IAAS_SKELETON_ROWS = 5;

export const isIaasResourceKind = (value: unknown): value is IaasResourceKindName =>
  (IAAS_RESOURCE_KINDS as readonly unknown[]).includes(value);

export const isIaasResourceState = (value: unknown): value is IaasResourceStateName =>
  (IAAS_RESOURCE_STATES as readonly unknown[]).includes(value);

export const hasIaasFilters = (filters: IaasResourceFilters) =>
  filters.kind !== '' || filters.region !== '' || filters.state !== '';

/** The resources matching every filter given. */
export function filterIaasResources<T extends IaasResourceItem>(
  resources: readonly T[],
  filters: IaasResourceFilters,
): readonly T[] {
  if (!hasIaasFilters(filters)) return resources;
  return resources.filter(
    (r) =>
      (filters.kind === '' || r.kind === filters.kind) &&
      (filters.region === '' || r.region === filters.region) &&
      (filters.state === '' || r.state === filters.state),
  );
}

/** The regions the resources are in, sorted: the region filter's options. */
export function regionsOf(resources: readonly IaasResourceItem[]): string[] {
  return [...new Set(resources.map((r) => r.region))].sort();
}

/** How many resources of each kind (every kind, zero included). */
export function countsByKind(resources: readonly IaasResourceItem[]): Record<IaasResourceKindName, number> {
  const counts = Object.fromEntries(IAAS_RESOURCE_KINDS.map((kind) => [kind, 0])) as Record<
    IaasResourceKindName,
    number
  >;
  for (const r of resources) counts[r.kind] += 1;
  return counts;
}

/** Resources that need someone to look: in error. */
export function resourcesInError(resources: readonly IaasResourceItem[]): number {
  return resources.filter((r) => r.state === 'error').length;
}
