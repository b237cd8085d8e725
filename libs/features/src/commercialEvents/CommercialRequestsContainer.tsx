import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import type { CommercialEventRequest } from '@nuvem/api-contract';
import { commercialEventAdminEndpoints } from '@nuvem/api-contract/paths';
import { CommercialRequestsList, useCommercialRequestColumns, type CommercialRequestItem } from '@nuvem/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorNotice } from '../api/useErrorNotice';
import { useLoadState } from '../api/useLoadState';
import { useCollection } from '../collection/useCollection';
import { FEATURES_NAMESPACE } from '../i18n/featuresNamespace';
import { useShellPermissions } from '../permissions/useShellPermissions';
import { useSession } from '../session/useSession';
import { CommercialRefuseFormContainer } from './CommercialRefuseFormContainer';
import {
  commercialRequestAccessors,
  commercialRequestOf,
  useCommercialRequests,
} from './useCommercialEvents';

export interface CommercialRequestsContainerProps {
  search: URLSearchParams;
  onSearchChange: (next: URLSearchParams) => void;
}

type Notice = { severity: 'success' | 'error'; text: string };
const NO_ACTIONS = { onApprove: () => {}, onRefuse: () => {} };

/** Administração › Solicitações de evento comercial on the API: approve, or refuse with a reason. */
export function CommercialRequestsContainer({ search, onSearchChange }: CommercialRequestsContainerProps) {
  const { t } = useTranslation(FEATURES_NAMESPACE, { keyPrefix: 'commercialEvents' });
  const session = useSession();
  const noticeOf = useErrorNotice();
  const allowed = useShellPermissions()?.commercialRequests ?? false;
  const requests = useCommercialRequests(allowed);
  const state = useLoadState(requests.data, requests.error);
  const items = useMemo(() => requests.data?.requests.map(commercialRequestOf) ?? [], [requests.data]);
  const [refusing, setRefusing] = useState<CommercialRequestItem>();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>();
  const columns = useCommercialRequestColumns(NO_ACTIONS);
  const { listProps } = useCollection(
    { list: 'commercial-requests', columns, search, onSearchChange },
    { items, state, retry: () => void requests.mutate(), accessors: commercialRequestAccessors },
  );
  const nameOf = (request: CommercialRequestItem) => request.proposal?.number ?? request.customer;

  const approve = async (request: CommercialRequestItem) => {
    setBusy(true);
    try {
      await session.client.call<CommercialEventRequest>(commercialEventAdminEndpoints.decide, {
        params: { requestId: request.id },
        body: { decision: 'approve' },
        idempotencyKey: crypto.randomUUID(),
      });
      setNotice({
        severity: 'success',
        text: t('approved', { name: nameOf(request), event: request.eventName }),
      });
    } catch (error) {
      setNotice({ severity: 'error', text: t('decisionFailed', { reason: noticeOf(error)?.message ?? '' }) });
    } finally {
      setBusy(false);
      void requests.mutate();
    }
  };

  return (
    <Stack spacing={1.5}>
      {notice ? (
        <Alert
          severity={notice.severity}
          role={notice.severity === 'error' ? 'alert' : 'status'}
          onClose={() => setNotice(undefined)}
        >
          {notice.text}
        </Alert>
      ) : null}
      <CommercialRequestsList
        {...listProps}
        busy={busy}
        onApprove={(request) => void approve(request)}
        onRefuse={setRefusing}
      />
      {refusing ? (
        <CommercialRefuseFormContainer
          request={refusing}
          onClose={() => setRefusing(undefined)}
          onRefused={() => {
            setNotice({
              severity: 'success',
              text: t('refused', { name: nameOf(refusing), event: refusing.eventName }),
            });
            setRefusing(undefined);
            void requests.mutate();
          }}
        />
      ) : null}
    </Stack>
  );
}
