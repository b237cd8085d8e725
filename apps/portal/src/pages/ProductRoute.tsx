import Box from '@mui/material/Box';
import { isPaasProduct, ProductTopologiesContainer, type PaasProduct } from '@nuvem/features';
import {
  DEFAULT_PRODUCT_TOPOLOGY_SORT,
  isProductTopologySortField,
  PageHeader,
  type ProductTopologySort,
} from '@nuvem/ui';
import { useCallback } from 'react';
import { Navigate, Route, Routes, useParams } from 'react-router-dom';
import { useRouteTitle } from '../routes/useRouteTitle';
import { useUrlQuery } from './useUrlQuery';

/**
 * /produto/:product (spec §2.1, §2.2, §2.6 PaaS): one page per PaaS product, open to every signed-in user as
 * its menu entry is. A slug that is no product of §2.2 (or none) answers the 404 page. The search and the
 * order live in the URL (`?q=…&sort=region&order=desc`), the default order (instance, A to Z) out of it.
 */
export default function ProductRoute() {
  return (
    <Routes>
      <Route path=":product" element={<ProductPage />} />
      <Route path="*" element={<Navigate to="/404" replace />} />
    </Routes>
  );
}

function ProductPage() {
  const { product } = useParams();
  if (!isPaasProduct(product)) return <Navigate to="/404" replace />;
  // A fresh page per product: another product's search does not carry over.
  return <ProductView key={product} product={product} />;
}

/** The order asked for in the URL; anything unknown is the default order. */
export function productSortOf(field: string, order: string): ProductTopologySort {
  if (!isProductTopologySortField(field)) return DEFAULT_PRODUCT_TOPOLOGY_SORT;
  return { field, direction: order === 'desc' ? 'desc' : 'asc' };
}

function ProductView({ product }: { product: PaasProduct }) {
  const { title, trail } = useRouteTitle('product');
  const [search, setSearch] = useUrlQuery('q');
  const [sortText, setSortText] = useUrlQuery('sort');
  const [order, setOrder] = useUrlQuery('order');
  const sort = productSortOf(sortText, order);
  const onSortChange = useCallback(
    (next: ProductTopologySort) => {
      const isDefault =
        next.field === DEFAULT_PRODUCT_TOPOLOGY_SORT.field &&
        next.direction === DEFAULT_PRODUCT_TOPOLOGY_SORT.direction;
      setSortText(isDefault ? '' : next.field);
      setOrder(isDefault || next.direction === 'asc' ? '' : next.direction);
    },
    [setSortText, setOrder],
  );
  return (
    <Box sx={{ p: 3 }}>
      <PageHeader title={title} trail={trail} />
      <ProductTopologiesContainer
        product={product}
        search={search}
        onSearchChange={setSearch}
        sort={sort}
        onSortChange={onSortChange}
      />
    </Box>
  );
}

// Drawn only inside the signed-in shell: bundled with it (shell/signedInShell.ts).
export { signedInShell } from '../shell/signedInShell';
