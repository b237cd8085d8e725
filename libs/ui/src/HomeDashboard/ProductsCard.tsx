import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { HomeCard, HomeEmpty } from './HomeCard';
import type { HomeProductsSection } from './homeDashboardModel';

export interface ProductsCardProps extends HomeProductsSection {
  onRetry?: () => void;
}

/**
 * 'Produtos e topologias': the environment's products with their topology counts, each leading to its product
 * page (/produto/<product>), their regions, and the environment's totals by region.
 */
export function ProductsCard({
  state,
  products,
  regions,
  total,
  replicasHidden,
  onRetry,
}: ProductsCardProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'HomeDashboard.products' });
  return (
    <HomeCard name="products" title={t('title')} state={state} onRetry={onRetry} skeletonLines={5}>
      {products.length === 0 ? (
        <HomeEmpty text={t('empty')} hint={t('emptyHint')} />
      ) : (
        <>
          <Typography variant="body2" sx={{ color: 'text.secondary' }} data-products-total="">
            {t('total', { count: total, products: products.length })}
          </Typography>
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label={t('tableLabel')}>
              <TableHead>
                <TableRow>
                  <TableCell scope="col">{t('product')}</TableCell>
                  <TableCell scope="col" align="right">
                    {t('topologies')}
                  </TableCell>
                  <TableCell scope="col">{t('regions')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {products.map((product) => (
                  <TableRow key={product.product} data-product={product.product}>
                    <TableCell component="th" scope="row">
                      <Link href={product.href} underline="hover" sx={{ fontWeight: 500 }}>
                        {product.name}
                      </Link>
                    </TableCell>
                    <TableCell align="right">
                      <Link
                        href={product.href}
                        underline="hover"
                        aria-label={t('openProduct', { name: product.name, count: product.topologies })}
                        sx={{ fontVariantNumeric: 'tabular-nums' }}
                      >
                        {product.topologies}
                      </Link>
                    </TableCell>
                    <TableCell>
                      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
                        {product.regions.map(({ region, count }) => (
                          <Chip
                            key={region}
                            size="small"
                            variant="outlined"
                            label={t('regionCount', { region, count })}
                          />
                        ))}
                      </Stack>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75, alignItems: 'center' }}>
            <Typography variant="body2" sx={{ color: 'text.secondary' }} aria-hidden="true">
              {t('byRegion')}:
            </Typography>
            <Stack
              direction="row"
              component="ul"
              aria-label={t('byRegion')}
              sx={{ flexWrap: 'wrap', gap: 0.75, listStyle: 'none', p: 0, m: 0 }}
              data-regions=""
            >
              {regions.map(({ region, count }) => (
                <li key={region}>
                  <Chip size="small" label={t('regionCount', { region, count })} />
                </li>
              ))}
            </Stack>
          </Stack>
          {replicasHidden ? (
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {t('replicasHidden')}
            </Typography>
          ) : null}
        </>
      )}
    </HomeCard>
  );
}
