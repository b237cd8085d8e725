import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { MarketplaceCatalogue, type MarketplaceLoad, type MarketplaceOfferItem } from '@nuvem/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentAccount } from '../accounts/useCurrentAccount';
import { isApiError } from '../api/ApiError';
import { useLoadState } from '../api/useLoadState';
import { FEATURES_NAMESPACE } from '../i18n/featuresNamespace';
import { useSession } from '../session/useSession';
import { MarketplaceOrderContainer } from './MarketplaceOrderContainer';
import { useMarketplaceOffers } from './useMarketplace';

export interface MarketplaceContainerProps {
  /** The store's 'Compras', where a purchase is followed and cancelled. */
  purchasesHref: string;
  /** Signed out: to the sign-in, coming back here. */
  onSignIn: () => void;
}

/**
 * Marketplace (/marketplace) on the API: signed out the public catalogue and a call to sign in; signed in the
 * offers on sale to the current environment, an offer opened, ordered and confirmed, and where the purchase
 * went (its state on the offer's card, asked again until provisioned, and the store's purchases).
 */
export function MarketplaceContainer({ purchasesHref, onSignIn }: MarketplaceContainerProps) {
  const { t } = useTranslation(FEATURES_NAMESPACE, { keyPrefix: 'marketplace' });
  const session = useSession();
  const signedIn = session.status === 'signedIn';
  const account = useCurrentAccount();
  const { offers, data, error, mutate } = useMarketplaceOffers(account?.cloud_id);
  const loadState = useLoadState(data, error);
  const load: MarketplaceLoad =
    isApiError(error) && error.status === 403 ? { status: 'refused', message: t('refused') } : loadState;
  const [openId, setOpenId] = useState<string>();
  const [ordered, setOrdered] = useState<string>();
  // The card's latest state (its purchase) while the dialog is open.
  const open = offers?.find((offer) => offer.id === openId);
  const environmentName = account ? `${account.corporate_name} (${account.cloud_id})` : undefined;

  return (
    <Stack spacing={2}>
      {ordered ? (
        <Alert severity="success" role="status" onClose={() => setOrdered(undefined)}>
          {t('ordered', { offer: ordered })} <Link href={purchasesHref}>{t('seePurchases')}</Link>
        </Alert>
      ) : null}
      <MarketplaceCatalogue
        offers={offers ?? []}
        load={load}
        signedIn={signedIn}
        environmentName={environmentName}
        onOpen={(offer: MarketplaceOfferItem) => setOpenId(offer.id)}
        onSignIn={onSignIn}
        onRetry={() => void mutate()}
      />
      {open ? (
        <MarketplaceOrderContainer
          key={open.id}
          offer={open}
          cloudId={signedIn ? account?.cloud_id : undefined}
          environmentName={environmentName}
          purchasesHref={purchasesHref}
          onSignIn={onSignIn}
          onClose={() => setOpenId(undefined)}
          onOrdered={() => {
            setOrdered(open.name);
            setOpenId(undefined);
            void mutate();
          }}
        />
      ) : null}
    </Stack>
  );
}
