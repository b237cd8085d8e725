import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import type { CommercialProposal } from '@nuvem/api-contract';
import { commercialEventEndpoints } from '@nuvem/api-contract/paths';
import {
  CommercialMigrationDialog,
  CommercialProposalsList,
  useCommercialProposalColumns,
  type CommercialProposalItem,
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
import {
  commercialEventOf,
  commercialProposalAccessors,
  commercialProposalOf,
  useCommercialEvents,
  useCommercialProposals,
} from './useCommercialEvents';

export interface CommercialMigrationContainerProps {
  search: URLSearchParams;
  onSearchChange: (next: URLSearchParams) => void;
}

const NO_ACTIONS = { onMigrate: () => {} };

/**
 * Migração de evento comercial (/commercial-event-migration) on the API: the environment's proposals; one
 * chosen, an open event chosen and its new conditions reviewed, the migration is asked (once, however often
 * confirmed) and its outcome followed in the list.
 */
export function CommercialMigrationContainer({ search, onSearchChange }: CommercialMigrationContainerProps) {
  const { t } = useTranslation(FEATURES_NAMESPACE, { keyPrefix: 'commercialEvents' });
  const session = useSession();
  const noticeOf = useErrorNotice();
  const cloudId = useCurrentAccount()?.cloud_id;
  const allowed = useShellPermissions()?.commercialMigration ?? false;
  const proposals = useCommercialProposals(cloudId, allowed);
  const events = useCommercialEvents(cloudId, allowed);
  const state = useLoadState(proposals.data, proposals.error);
  const items = useMemo(() => proposals.data?.proposals.map(commercialProposalOf) ?? [], [proposals.data]);
  const openEvents = useMemo(
    () => events.data?.events.map(commercialEventOf).filter((event) => event.open) ?? [],
    [events.data],
  );
  const [migrating, setMigrating] = useState<CommercialProposalItem>();
  const [intent, setIntent] = useState<{ key: string; eventId: string }>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const columns = useCommercialProposalColumns(NO_ACTIONS);
  const { listProps } = useCollection(
    { list: 'commercial-proposals', columns, search, onSearchChange },
    { items, state, retry: () => void proposals.mutate(), accessors: commercialProposalAccessors },
  );

  const confirm = async (proposal: CommercialProposalItem, eventId: string) => {
    if (!cloudId) return;
    // One key per intent: a retry after a failure is the same request.
    const key = intent?.eventId === eventId ? intent.key : crypto.randomUUID();
    setIntent({ key, eventId });
    setBusy(true);
    setError(undefined);
    try {
      const answer = await session.client.call<CommercialProposal>(commercialEventEndpoints.migrate, {
        params: { cloudId, proposalId: proposal.id },
        body: { event_id: eventId },
        idempotencyKey: key,
      });
      setMigrating(undefined);
      setIntent(undefined);
      setNotice(
        t('migrationRequested', { number: answer.number, event: answer.migration_request?.event_name ?? '' }),
      );
      void proposals.mutate();
    } catch (failure) {
      setError(noticeOf(failure)?.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={1.5}>
      {notice ? (
        <Alert severity="success" role="status" onClose={() => setNotice(undefined)}>
          {notice}
        </Alert>
      ) : null}
      <CommercialProposalsList
        {...listProps}
        onMigrate={(proposal) => {
          setError(undefined);
          setIntent(undefined);
          setMigrating(proposal);
        }}
      />
      {migrating ? (
        <CommercialMigrationDialog
          proposal={migrating}
          events={openEvents}
          busy={busy}
          error={error}
          onConfirm={(eventId) => void confirm(migrating, eventId)}
          onClose={() => setMigrating(undefined)}
        />
      ) : null}
    </Stack>
  );
}
