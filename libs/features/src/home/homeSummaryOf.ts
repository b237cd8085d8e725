import type { Topology, TopologyList } from '@nuvem/api-contract';
import type { HomeDrPair, HomeProduct, HomeRegionCount } from '@nuvem/ui';
import { DR_DESTINATION, DR_ORIGIN, productPath } from './homeConstants';

/** Counts by key, the largest first, then by key (so the order is the same on every render). */
function countsOf<T>(items: readonly T[], keyOf: (item: T) => string): { key: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(keyOf(item), (counts.get(keyOf(item)) ?? 0) + 1);
  return [...counts]
    .map(([key, count]) => ({ key, count }))
    .sort((a, b) => b.count - a.count || a.key.localeCompare(b.key));
}

const regionCountsOf = (topologies: readonly Topology[]): HomeRegionCount[] =>
  countsOf(topologies, (t) => t.region).map(({ key, count }) => ({ region: key, count }));

export interface ProductsSummary {
  products: HomeProduct[];
  regions: HomeRegionCount[];
  total: number;
  /** The list leaves the DR replicas out while it has DR origins. */
  replicasHidden: boolean;
}

/**
 * The products card of the home from GET …/topologies: each product with its topology count and regions
 * (the most topologies first) leading to /produto/<product>, and the environment's totals by region.
 */
export function productsSummaryOf(list: TopologyList, nameOf: (product: string) => string): ProductsSummary {
  const byProduct = new Map<string, Topology[]>();
  for (const topology of list.topologies) {
    const same = byProduct.get(topology.product);
    if (same) same.push(topology);
    else byProduct.set(topology.product, [topology]);
  }
  const products = [...byProduct]
    .map(([product, topologies]) => ({
      product,
      name: nameOf(product),
      href: productPath(product),
      topologies: topologies.length,
      regions: regionCountsOf(topologies),
    }))
    .sort((a, b) => b.topologies - a.topologies || a.name.localeCompare(b.name));
  return {
    products,
    regions: regionCountsOf(list.topologies),
    total: list.topologies.length,
    replicasHidden: !list.all_topologies && list.topologies.some((t) => t.topology_type === DR_ORIGIN),
  };
}

/**
 * The disaster-recovery pairs: each dr_origin with its dr_destination (replica_of). The topology list shows
 * replicas only in the 'DR' view; otherwise the destination is known by its region alone, from the
 * environment's official DR regions (the client record; several are named together).
 */
export function drPairsOf(
  topologies: readonly Topology[],
  officialDrRegions: readonly string[],
  nameOf: (product: string) => string,
): HomeDrPair[] {
  const replicaOf = new Map<string, Topology>();
  for (const topology of topologies)
    if (topology.topology_type === DR_DESTINATION && topology.replica_of)
      replicaOf.set(topology.replica_of, topology);
  return topologies
    .filter((topology) => topology.topology_type === DR_ORIGIN)
    .map((origin) => {
      const replica = replicaOf.get(origin.topology_id);
      const officialRegion = officialDrRegions.length > 0 ? officialDrRegions.join(', ') : undefined;
      return {
        id: origin.topology_id,
        productName: nameOf(origin.product),
        origin: { instance: origin.instance_name, region: origin.region },
        destination: replica
          ? { instance: replica.instance_name, region: replica.region }
          : officialRegion
            ? { region: officialRegion }
            : null,
      };
    });
}
