import AddOutlined from '@mui/icons-material/AddOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { marketplaceAdminEndpoints } from '@nuvem/api-contract/paths';
import {
  MarketplaceOffersAdminList,
  useMarketplaceOfferColumns,
  type MarketplaceAdminOfferItem,
} from '@nuvem/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorNotice } from '../api/useErrorNotice';
import { useLoadState } from '../api/useLoadState';
import { useCollection } from '../collection/useCollection';
import { FEATURES_NAMESPACE } from '../i18n/featuresNamespace';
import { useShellPermissions } from '../permissions/useShellPermissions';
import { useSession } from '../session/useSession';
import { MarketplaceOfferFormContainer } from './MarketplaceOfferFormContainer';
import { marketplaceAdminAccessors, useMarketplaceAdminOffers } from './useMarketplace';

export interface MarketplaceOffersAdminContainerProps {
  search: URLSearchParams;
  onSearchChange: (next: URLSearchParams) => void;
}

const NO_ACTIONS = { onEdit: () => {}, onPublish: () => {}, onWithdraw: () => {} };

type Notice = { severity: 'success' | 'error'; text: string };

/**
 * Administração › Marketplace (/admin/marketplace) on the API: every offer, created and edited (plans, prices,
 * the customers it is shown to), published and withdrawn; each change says what it did.
 */
export function MarketplaceOffersAdminContainer({
  search,
  onSearchChange,
}: MarketplaceOffersAdminContainerProps) {
  const { t } = useTranslation(FEATURES_NAMESPACE, { keyPrefix: 'marketplace.admin' });
  const session = useSession();
  const noticeOf = useErrorNotice();
  const allowed = useShellPermissions()?.marketplaceAdmin ?? false;
  const offers = useMarketplaceAdminOffers(allowed);
  const state = useLoadState(offers.data, offers.error);
  const [editing, setEditing] = useState<MarketplaceAdminOfferItem | 'new'>();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>();

  const columns = useMarketplaceOfferColumns(NO_ACTIONS);
  const { listProps } = useCollection(
    {
      list: 'marketplace-offers',
      columns,
      search,
      onSearchChange,
      defaultSort: { field: 'name', direction: 'asc' },
    },
    {
      items: offers.offers ?? [],
      state,
      retry: () => void offers.mutate(),
      accessors: marketplaceAdminAccessors,
    },
  );

  const move = async (offer: MarketplaceAdminOfferItem, to: 'publish' | 'withdraw') => {
    setBusy(true);
    try {
      await session.client.call(marketplaceAdminEndpoints[to], {
        params: { offerId: offer.id },
        idempotencyKey: crypto.randomUUID(),
      });
      setNotice({
        severity: 'success',
        text: t(to === 'publish' ? 'published' : 'withdrawn', { name: offer.name }),
      });
    } catch (error) {
      setNotice({
        severity: 'error',
        text: t('failed', { name: offer.name, reason: noticeOf(error)?.message ?? '' }),
      });
    } finally {
      setBusy(false);
      void offers.mutate();
    }
  };

  const createAction = (
    <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setEditing('new')}>
      {t('create')}
    </Button>
  );

  return (
    <Stack spacing={1.5}>
      {notice ? (
        <Alert
          severity={notice.severity}
          role={notice.severity === 'error' ? 'alert' : 'status'}
          onClose={() => setNotice(undefined)}
          sx={{ overflowWrap: 'anywhere' }}
        >
          {notice.text}
        </Alert>
      ) : null}
      <MarketplaceOffersAdminList
        {...listProps}
        createAction={createAction}
        busy={busy}
        onEdit={setEditing}
        onPublish={(offer) => void move(offer, 'publish')}
        onWithdraw={(offer) => void move(offer, 'withdraw')}
      />
      {editing ? (
        <MarketplaceOfferFormContainer
          offer={editing === 'new' ? undefined : editing}
          customers={offers.customers}
          onClose={() => setEditing(undefined)}
          onSaved={(offer) => {
            setEditing(undefined);
            setNotice({
              severity: 'success',
              text: t(editing === 'new' ? 'created' : 'saved', { name: offer.name }),
            });
            void offers.mutate();
          }}
        />
      ) : null}
    </Stack>
  );
}
