import type { Topology } from '@nuvem/api-contract';
import type { ProductTopology } from '@nuvem/ui';
import { PAAS_BRAND_NAMES, PAAS_PRODUCTS, type PaasProduct } from '../menu/menuConstants';

/** Whether a /produto/:product address names a product of spec §2.2 (any other answers the 404 page). */
export const isPaasProduct = (slug: string | undefined): slug is PaasProduct =>
  (PAAS_PRODUCTS as readonly (string | undefined)[]).includes(slug);

/** The product's name as the menu shows it: its brand, or the translated 'outros' (given). */
export function productNameOf(product: PaasProduct, others: string): string {
  return product === 'outros' ? others : PAAS_BRAND_NAMES[product];
}

/** A topology of the API as a product page lists it. */
export function productTopologyOf(topology: Topology): ProductTopology {
  return {
    id: topology.topology_id,
    instanceName: topology.instance_name,
    domain: topology.domain,
    publicIp: topology.public_ip,
    region: topology.region,
    provider: topology.provider,
    type: topology.topology_type,
    replicaOf: topology.replica_of,
    status: topology.status,
  };
}

/** The topologies of one product (the API names products in lower case, as the menu's addresses do). */
export function topologiesOfProduct(
  topologies: readonly Topology[],
  product: PaasProduct,
): ProductTopology[] {
  return topologies.filter((t) => t.product.toLowerCase() === product).map(productTopologyOf);
}
