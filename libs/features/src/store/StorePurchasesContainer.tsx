import type { StorePurchase, StorePurchaseList } from '@nuvem/api-contract';
import { storePurchaseEndpoints } from '@nuvem/api-contract/paths';
import {
  STORE_PURCHASE_COLUMNS,
  StorePurchases,
  useStorePurchaseColumns,
  type StorePurchaseItem,
} from '@nuvem/ui';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { useCurrentAccount } from '../accounts/useCurrentAccount';
import { useErrorNotice } from '../api/useErrorNotice';
import { useLoadState } from '../api/useLoadState';
import { useCollection } from '../collection/useCollection';
import { FEATURES_NAMESPACE } from '../i18n/featuresNamespace';
import { useSession } from '../session/useSession';
import type { StoreListSearchProps } from './StoreConsumptionContainer';
import { storeKeys } from './storeKeys';
import { purchaseAccessors, storePurchaseItemOf } from './storeOf';

type Notice = { severity: 'success' | 'error'; text: string };

/**
 * Minha conta › Compras on the API: the selected environment's purchases; one is cancelled after a confirmation
 * (POST /purchases/:id/cancel with its own Idempotency-Key, so a retried click is one cancellation), then the
 * list is read again.
 */
export function StorePurchasesContainer({
  search,
  onSearchChange,
  marketplaceHref,
  timeZone,
}: StoreListSearchProps & { marketplaceHref?: string; timeZone?: string }) {
  const { t } = useTranslation(FEATURES_NAMESPACE, { keyPrefix: 'store' });
  const session = useSession();
  const noticeOf = useErrorNotice();
  const cloudId = useCurrentAccount()?.cloud_id;
  const { data, error, mutate } = useSWR(storeKeys.purchases(session, cloudId), ([, , id]) =>
    session.client.call<StorePurchaseList>(storePurchaseEndpoints.list, { params: { cloudId: id } }),
  );
  const items = useMemo(() => data?.purchases.map(storePurchaseItemOf) ?? [], [data]);
  const state = useLoadState(data, error);
  const [confirming, setConfirming] = useState<{ purchase: StorePurchaseItem; key: string }>();
  const [cancelling, setCancelling] = useState(false);
  const [notice, setNotice] = useState<Notice>();

  const onCancel = useCallback((purchase: StorePurchaseItem) => {
    setNotice(undefined);
    // One key per confirmation: a second click on 'Cancelar a compra' repeats the same request.
    setConfirming({ purchase, key: crypto.randomUUID() });
  }, []);
  const onConfirmCancel = async () => {
    if (!confirming) return;
    setCancelling(true);
    try {
      await session.client.call<StorePurchase>(storePurchaseEndpoints.cancel, {
        params: { purchaseId: confirming.purchase.id },
        idempotencyKey: confirming.key,
      });
      setNotice({ severity: 'success', text: t('cancelled') });
    } catch (failure) {
      setNotice({ severity: 'error', text: noticeOf(failure)?.message ?? t('cancelFailed') });
    } finally {
      setCancelling(false);
      setConfirming(undefined);
      void mutate();
    }
  };

  const columns = useStorePurchaseColumns({
    onCancel,
    cancelling: cancelling ? confirming?.purchase.id : undefined,
    timeZone,
  });
  const { listProps } = useCollection(
    {
      list: 'store-purchases',
      columns,
      search,
      onSearchChange,
      defaultSort: { field: 'orderedAt', direction: 'desc' },
      defaultColumns: STORE_PURCHASE_COLUMNS,
    },
    { items, state, retry: () => void mutate(), accessors: purchaseAccessors },
  );
  return (
    <StorePurchases
      {...listProps}
      columns={columns}
      confirming={confirming?.purchase}
      onConfirmCancel={() => void onConfirmCancel()}
      onDismissCancel={() => setConfirming(undefined)}
      cancelling={cancelling}
      notice={notice}
      marketplaceHref={marketplaceHref}
      timeZone={timeZone}
    />
  );
}
