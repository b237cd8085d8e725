import { productStatusOf, ProductTopologies, useProductTopologyColumns } from '@nuvem/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentAccount } from '../accounts/useCurrentAccount';
import { useCollection } from '../collection/useCollection';
import { FEATURES_NAMESPACE } from '../i18n/featuresNamespace';
import type { PaasProduct } from '../menu/menuConstants';
import { useMarketplaceAllowed } from '../menu/useMarketplaceAllowed';
import { byInstanceName, productTopologyAccessors } from './productTopologyAccessors';
import { productNameOf } from './productTopologyOf';
import { useProductTopologies } from './useProductTopologies';

/** Where the empty page leads to hire a product: the marketplace entry of the menu (spec §2.6). */
export const MARKETPLACE_PATH = '/marketplace';

export interface ProductTopologiesContainerProps {
  product: PaasProduct;
  /** The address's search params (filter, sort, page, page_size) and how to change them. */
  search: URLSearchParams;
  onSearchChange: (next: URLSearchParams) => void;
}

const NO_REGIONS: readonly string[] = [];

/**
 * A PaaS product's page on the API: its topologies in the current environment, filtered, sorted and paged in
 * memory by useCollection (the environment's topology list comes whole), with the marketplace offered on the
 * empty page when the user's menu shows the marketplace (the same rule, spec §6).
 */
export function ProductTopologiesContainer({
  product,
  search,
  onSearchChange,
}: ProductTopologiesContainerProps) {
  const { t } = useTranslation(FEATURES_NAMESPACE);
  const account = useCurrentAccount();
  const { topologies, replicasShown, state, retry } = useProductTopologies(account?.cloud_id, product);
  const marketplace = useMarketplaceAllowed(account?.cloud_id, account?.t_code);
  const columns = useProductTopologyColumns(NO_REGIONS);
  // By instance first, so ties of any other order keep it.
  const items = useMemo(() => [...topologies].sort(byInstanceName), [topologies]);
  const { listProps } = useCollection(
    {
      list: 'product-topologies',
      columns,
      search,
      onSearchChange,
      defaultSort: { field: 'instance', direction: 'asc' },
    },
    { items, state, retry, accessors: productTopologyAccessors },
  );
  const summary = useMemo(
    () => (state.status === 'ready' ? productStatusOf(topologies) : undefined),
    [topologies, state.status],
  );
  return (
    <ProductTopologies
      {...listProps}
      productName={productNameOf(product, t('menu.paasOthers'))}
      summary={summary}
      replicasHidden={!replicasShown && topologies.some((topology) => topology.type === 'dr_origin')}
      marketplaceHref={marketplace ? MARKETPLACE_PATH : undefined}
    />
  );
}
