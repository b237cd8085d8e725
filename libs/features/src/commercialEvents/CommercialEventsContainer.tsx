import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import type { CommercialEvent } from '@nuvem/api-contract';
import { commercialEventEndpoints } from '@nuvem/api-contract/paths';
import {
  CommercialEventDialog,
  CommercialEventsList,
  useCommercialEventColumns,
  type CommercialEventItem,
} from '@nuvem/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentAccount } from '../accounts/useCurrentAccount';
import { useErrorNotice } from '../api/useErrorNotice';
import { useLoadState } from '../api/useLoadState';
import { useCollection } from '../collection/useCollection';
import { FEATURES_NAMESPACE } from '../i18n/featuresNamespace';
import { useShellPermissions } from '../permissions/useShellPermissions';
import { useSession } from '../session/useSession';
import { commercialEventAccessors, commercialEventOf, useCommercialEvents } from './useCommercialEvents';

export interface CommercialEventsContainerProps {
  search: URLSearchParams;
  onSearchChange: (next: URLSearchParams) => void;
}

type Notice = { severity: 'success' | 'error'; text: string };
const NO_ACTIONS = { onOpen: () => {}, onJoin: () => {} };

/** Evento comercial (/commercial-event) on the API: the chosen environment's events, a detail, and joining. */
export function CommercialEventsContainer({ search, onSearchChange }: CommercialEventsContainerProps) {
  const { t } = useTranslation(FEATURES_NAMESPACE, { keyPrefix: 'commercialEvents' });
  const session = useSession();
  const noticeOf = useErrorNotice();
  const cloudId = useCurrentAccount()?.cloud_id;
  const allowed = useShellPermissions()?.commercialEvents ?? false;
  const events = useCommercialEvents(cloudId, allowed);
  const state = useLoadState(events.data, events.error);
  const items = useMemo(() => events.data?.events.map(commercialEventOf) ?? [], [events.data]);
  const [opened, setOpened] = useState<string>();
  const [joiningId, setJoiningId] = useState<string>();
  const [notice, setNotice] = useState<Notice>();
  const columns = useCommercialEventColumns(NO_ACTIONS);
  const { listProps } = useCollection(
    { list: 'commercial-events', columns, search, onSearchChange },
    { items, state, retry: () => void events.mutate(), accessors: commercialEventAccessors },
  );
  const openedEvent = items.find((event) => event.id === opened);

  const join = async (event: CommercialEventItem) => {
    if (!cloudId) return;
    setJoiningId(event.id);
    try {
      await session.client.call<CommercialEvent>(commercialEventEndpoints.join, {
        params: { cloudId, eventId: event.id },
        idempotencyKey: crypto.randomUUID(),
      });
      setNotice({ severity: 'success', text: t('joinRequested', { name: event.name }) });
    } catch (error) {
      setNotice({
        severity: 'error',
        text: t('joinFailed', { name: event.name, reason: noticeOf(error)?.message ?? '' }),
      });
    } finally {
      setJoiningId(undefined);
      void events.mutate();
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
      <CommercialEventsList
        {...listProps}
        joiningId={joiningId}
        onOpen={(event) => setOpened(event.id)}
        onJoin={(event) => void join(event)}
      />
      {openedEvent ? (
        <CommercialEventDialog
          event={openedEvent}
          joining={joiningId === openedEvent.id}
          onJoin={() => void join(openedEvent)}
          onClose={() => setOpened(undefined)}
        />
      ) : null}
    </Stack>
  );
}
