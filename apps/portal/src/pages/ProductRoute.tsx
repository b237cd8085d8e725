import Box from '@mui/material/Box';
import { isPaasProduct, ProductTopologiesContainer, type PaasProduct } from '@nuvem/features';
import { PageHeader } from '@nuvem/ui';
import { useCallback, useMemo } from 'react';
import { Navigate, Route, Routes, useParams, useSearchParams } from 'react-router-dom';
import { useRouteTitle } from '../routes/useRouteTitle';

/**
 * /produto/:product (spec §2.1, §2.2, §2.6 PaaS): one page per PaaS product, open to every signed-in user as
 * its menu entry is. A slug that is no product of §2.2 (or none) answers the 404 page. Every choice of the list
 * lives in the address (`?filter=status=stopped&filter=:erp&sort=-region`), the default order (instance, A to
 * Z) out of it.
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

/**
 * The address as the list reads it: the search and order of links made before the list's query language
 * (`?q=erp&sort=region&order=desc`) become its free-text token and sort (`filter=:erp&sort=-region`).
 */
export function productSearchOf(search: URLSearchParams): URLSearchParams {
  const q = search.get('q');
  const order = search.get('order');
  if (q === null && order === null) return search;
  const next = new URLSearchParams(search);
  next.delete('q');
  next.delete('order');
  const sort = search.get('sort');
  if (sort && order === 'desc' && !sort.startsWith('-')) next.set('sort', `-${sort}`);
  if (q?.trim()) next.append('filter', `:${q.trim()}`);
  return next;
}

function ProductView({ product }: { product: PaasProduct }) {
  const { title, trail } = useRouteTitle('product');
  const [params, setParams] = useSearchParams();
  const search = useMemo(() => productSearchOf(params), [params]);
  const onSearchChange = useCallback(
    (next: URLSearchParams) => setParams(next, { replace: true }),
    [setParams],
  );
  return (
    <Box sx={{ p: 3 }}>
      <PageHeader title={title} trail={trail} />
      <ProductTopologiesContainer product={product} search={search} onSearchChange={onSearchChange} />
    </Box>
  );
}

// Drawn only inside the signed-in shell: bundled with it (shell/signedInShell.ts).
export { signedInShell } from '../shell/signedInShell';
