import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../internal/EmptyState';
import { RetryAlert } from '../internal/RetryAlert';
import { useMarketplacePrice } from './MarketplacePrice';
import type { MarketplaceLoad, MarketplaceOfferItem } from './marketplaceTypes';

export interface MarketplaceCatalogueProps {
  offers: readonly MarketplaceOfferItem[];
  load: MarketplaceLoad;
  /** Signed out: the public catalogue, and a call to sign in to buy. */
  signedIn: boolean;
  /** The environment the offers are for (signed in). */
  environmentName?: string;
  onOpen: (offer: MarketplaceOfferItem) => void;
  onSignIn?: () => void;
  onRetry?: () => void;
}

/** The lowest price of the offer's plans: what its card starts from. */
function cheapest(offer: MarketplaceOfferItem) {
  return offer.plans.reduce<MarketplaceOfferItem['plans'][number] | undefined>(
    (low, plan) => (!low || BigInt(plan.priceCents) < BigInt(low.priceCents) ? plan : low),
    undefined,
  );
}

/**
 * Marketplace (AWS Marketplace's and Azure Marketplace's catalogue): the offers as cards — name, vendor,
 * category, what it is and the price it starts from; the environment's purchase of it when there is one.
 * Signed out, the public catalogue and a call to sign in to buy.
 */
export function MarketplaceCatalogue({
  offers,
  load,
  signedIn,
  environmentName,
  onOpen,
  onSignIn,
  onRetry,
}: MarketplaceCatalogueProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'MarketplaceCatalogue' });
  const { t: label } = useTranslation('ui', { keyPrefix: 'MarketplaceLabels' });
  const price = useMarketplacePrice();
  return (
    <Stack spacing={2}>
      <Typography variant="body1" sx={{ color: 'text.secondary' }}>
        {signedIn && environmentName ? t('introFor', { environment: environmentName }) : t('intro')}
      </Typography>
      {!signedIn ? (
        <Alert
          severity="info"
          action={
            onSignIn ? (
              <Button color="inherit" size="small" onClick={onSignIn}>
                {t('signIn')}
              </Button>
            ) : undefined
          }
        >
          {t('signInToBuy')}
        </Alert>
      ) : null}
      {load.status === 'loading' ? (
        <Box role="status" aria-label={t('loading')} sx={grid}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={200} />
          ))}
        </Box>
      ) : load.status === 'error' ? (
        <RetryAlert title={t('errorTitle')} onRetry={onRetry}>
          {load.message}
        </RetryAlert>
      ) : load.status === 'refused' ? (
        <Alert severity="warning">{load.message}</Alert>
      ) : offers.length === 0 ? (
        <EmptyState title={t('empty')} hint={t('emptyHint')} />
      ) : (
        <Box component="ul" aria-label={t('list')} sx={{ ...grid, listStyle: 'none', p: 0, m: 0 }}>
          {offers.map((offer) => {
            const from = cheapest(offer);
            return (
              <Card
                component="li"
                key={offer.id}
                variant="outlined"
                sx={{ display: 'flex', flexDirection: 'column' }}
              >
                <CardContent sx={{ flexGrow: 1 }}>
                  <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 1 }}>
                    <Chip size="small" label={label(`category.${offer.category}`)} />
                    {offer.lastPurchase ? (
                      <Chip
                        size="small"
                        variant="outlined"
                        color={offer.lastPurchase.state === 'active' ? 'success' : 'default'}
                        label={label(`purchase.${offer.lastPurchase.state}`)}
                      />
                    ) : null}
                  </Stack>
                  <Typography component="h2" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
                    {offer.name}
                  </Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
                    {t('by', { vendor: offer.vendor })}
                  </Typography>
                  <Typography
                    variant="body2"
                    sx={{
                      display: '-webkit-box',
                      WebkitLineClamp: 3,
                      WebkitBoxOrient: 'vertical',
                      overflow: 'hidden',
                    }}
                  >
                    {offer.description}
                  </Typography>
                  {from ? (
                    <Typography variant="body2" sx={{ mt: 1, fontWeight: 500 }}>
                      {t('from', { price: price(from.priceCents, from.recurrence) })}
                    </Typography>
                  ) : null}
                </CardContent>
                <CardActions>
                  <Button
                    size="small"
                    onClick={() => onOpen(offer)}
                    aria-label={t('openLabel', { name: offer.name })}
                  >
                    {t('open')}
                  </Button>
                </CardActions>
              </Card>
            );
          })}
        </Box>
      )}
    </Stack>
  );
}

const grid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
} as const;
