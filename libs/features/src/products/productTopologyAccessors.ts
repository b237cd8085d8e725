import {
  isProductTopologySortField,
  productTopologySortValue,
  productTopologyText,
  type ProductTopology,
} from '@nuvem/ui';
import type { CollectionAccessors } from '../collection/applyCollection';

/**
 * How a product page filters and sorts its topologies in memory: filters by a field's value (type=production,
 * status=stopped), sorts by the page's ranks (stopped first; addresses as numbers; empty last).
 */
export const productTopologyAccessors: CollectionAccessors<ProductTopology> = {
  valueOf: (topology, field) =>
    field === 'instance'
      ? topology.instanceName
      : ((topology[field as keyof ProductTopology] as string | null | undefined) ?? null),
  sortValueOf: (topology, field) =>
    isProductTopologySortField(field) ? productTopologySortValue(topology, field) : null,
  textOf: productTopologyText,
};

/** The order ties keep: by instance name, then id (the page's first order). */
export const byInstanceName = (a: ProductTopology, b: ProductTopology) =>
  a.instanceName.localeCompare(b.instanceName, 'pt-BR', { sensitivity: 'base', numeric: true }) ||
  a.id.localeCompare(b.id);
