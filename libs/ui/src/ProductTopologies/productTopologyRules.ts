/** What a topology runs as: its environment kind, or its side of a disaster-recovery pair. */
export type ProductTopologyType =
  'production' | 'homologation' | 'development' | 'dr_origin' | 'dr_destination';

/** Whether a topology is up: active; stopped (needs attention); provisioning (on its way). */
export type ProductTopologyStatus = 'active' | 'stopped' | 'provisioning';

/** A topology of a PaaS product in the current environment, as its product page lists it (portal spec §2.2, §3). */
export interface ProductTopology {
  id: string;
  instanceName: string;
  domain: string | null;
  publicIp: string | null;
  region: string;
  /** The cloud infrastructure provider, e.g. oci or aws. */
  provider: string;
  type: ProductTopologyType;
  /** On a dr_destination: the id of the dr_origin it replicates. */
  replicaOf: string | null;
  status: ProductTopologyStatus;
}

/** The columns a product's topologies can be sorted by. */
export const PRODUCT_TOPOLOGY_SORT_FIELDS = [
  'instance',
  'domain',
  'publicIp',
  'region',
  'type',
  'drRole',
  'status',
] as const;
export type ProductTopologySortField = (typeof PRODUCT_TOPOLOGY_SORT_FIELDS)[number];

export const isProductTopologySortField = (value: unknown): value is ProductTopologySortField =>
  (PRODUCT_TOPOLOGY_SORT_FIELDS as readonly unknown[]).includes(value);

/** What free text searches in: instance, id, domain, public IP, region and provider. */
export function productTopologyText(topology: ProductTopology): string {
  return [
    topology.instanceName,
    topology.id,
    topology.domain ?? '',
    topology.publicIp ?? '',
    topology.region,
    topology.provider,
  ].join('\n');
}

const TYPE_RANK: Record<ProductTopologyType, number> = {
  production: 0,
  dr_origin: 1,
  dr_destination: 2,
  homologation: 3,
  development: 4,
};
// The state to look at first comes first: stopped, then on its way, then running.
const STATUS_RANK: Record<ProductTopologyStatus, number> = { stopped: 0, provisioning: 1, active: 2 };
const DR_RANK = (type: ProductTopologyType) => (type === 'dr_origin' ? 0 : type === 'dr_destination' ? 1 : 2);

/** An IPv4 address as a number, so 10.0.0.9 sorts before 10.0.0.10; anything else after every address. */
function ipRank(ip: string | null): number {
  const parts = ip?.split('.').map(Number);
  if (!parts || parts.length !== 4 || parts.some((n) => !Number.isInteger(n))) return Number.MAX_SAFE_INTEGER;
  return parts.reduce((acc, n) => acc * 256 + n, 0);
}

/**
 * What a column sorts by: text as it reads (instance, domain, region), addresses as numbers (10.0.0.9 before
 * 10.0.0.10), the type, DR role and state by rank (production first; stopped, the state to look at, first);
 * null for an empty domain or address, which sorts last whichever the direction.
 */
export function productTopologySortValue(
  topology: ProductTopology,
  field: ProductTopologySortField,
): string | number | null {
  switch (field) {
    case 'instance':
      return topology.instanceName;
    case 'domain':
      return topology.domain || null;
    case 'publicIp':
      return topology.publicIp ? ipRank(topology.publicIp) : null;
    case 'region':
      return topology.region;
    case 'type':
      return TYPE_RANK[topology.type];
    case 'drRole':
      return DR_RANK(topology.type);
    case 'status':
      return STATUS_RANK[topology.status];
  }
}

const compareText = (a: string, b: string) =>
  a.localeCompare(b, 'pt-BR', { sensitivity: 'base', numeric: true });

/** What the page's header says of a product in the environment. */
export interface ProductStatusSummary {
  total: number;
  /** The regions its topologies run in, sorted. */
  regions: string[];
  /** How many are stopped (a bad state: someone should look) and how many are still provisioning. */
  stopped: number;
  provisioning: number;
  /** How many have a disaster-recovery role (origin or destination). */
  withDisasterRecovery: number;
}

export function productStatusOf(topologies: readonly ProductTopology[]): ProductStatusSummary {
  return {
    total: topologies.length,
    regions: [...new Set(topologies.map((t) => t.region))].sort(compareText),
    stopped: topologies.filter((t) => t.status === 'stopped').length,
    provisioning: topologies.filter((t) => t.status === 'provisioning').length,
    withDisasterRecovery: topologies.filter((t) => t.type === 'dr_origin' || t.type === 'dr_destination')
      .length,
  };
}
