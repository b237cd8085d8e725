import { ProductTopologies, type ProductTopologySort } from '@nuvem/ui';
import { useTranslation } from 'react-i18next';
import { useCurrentAccount } from '../accounts/useCurrentAccount';
import { FEATURES_NAMESPACE } from '../i18n/featuresNamespace';
import type { PaasProduct } from '../menu/menuConstants';
import { useMarketplaceAllowed } from '../menu/useMarketplaceAllowed';
import { productNameOf } from './productTopologyOf';
import { useProductTopologies } from './useProductTopologies';

/** Where the empty page leads to hire a product: the marketplace entry of the menu (spec §2.6). */
export const MARKETPLACE_PATH = '/marketplace';

export interface ProductTopologiesContainerProps {
  product: PaasProduct;
  /** The search and sort: the portal keeps them in the URL. */
  search: string;
  onSearchChange: (search: string) => void;
  sort: ProductTopologySort;
  onSortChange: (sort: ProductTopologySort) => void;
}

/**
 * A PaaS product's page on the API: its topologies in the current environment, with the marketplace offered
 * on the empty page when the user's menu shows the marketplace (the same rule, spec §6).
 */
export function ProductTopologiesContainer({ product, ...props }: ProductTopologiesContainerProps) {
  const { t } = useTranslation(FEATURES_NAMESPACE);
  const account = useCurrentAccount();
  const { topologies, replicasShown, state, retry } = useProductTopologies(account?.cloud_id, product);
  const marketplace = useMarketplaceAllowed(account?.cloud_id, account?.t_code);
  return (
    <ProductTopologies
      {...props}
      productName={productNameOf(product, t('menu.paasOthers'))}
      topologies={topologies}
      replicasShown={replicasShown}
      state={state}
      onRetry={retry}
      marketplaceHref={marketplace ? MARKETPLACE_PATH : undefined}
    />
  );
}
