import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { aiAgentEndpoints } from '@nuvem/api-contract/paths';
import {
  AiAgentConfirmDialog,
  formatCents,
  MyAiAgentsList,
  useMyAiAgentColumns,
  type AiAgentHireItem,
} from '@nuvem/ui';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentAccount } from '../accounts/useCurrentAccount';
import { useErrorNotice } from '../api/useErrorNotice';
import { useLoadState } from '../api/useLoadState';
import { useCollection } from '../collection/useCollection';
import { FEATURES_NAMESPACE } from '../i18n/featuresNamespace';
import { useShellPermissions } from '../permissions/useShellPermissions';
import { useSession } from '../session/useSession';
import { AiAgentSettingsFormContainer } from './AiAgentSettingsFormContainer';
import { aiAgentHireAccessors, useAiAgentHires } from './useAiAgents';

export interface MyAiAgentsContainerProps {
  search: URLSearchParams;
  onSearchChange: (next: URLSearchParams) => void;
  /** 'Conhecer os agentes', a link to the catalogue the portal draws. */
  catalogueLink?: (label: string) => ReactNode;
}

type Notice = { severity: 'success' | 'info' | 'error'; text: string };
const NO_ACTIONS = { onSettings: () => {}, onDeactivate: () => {} };

/**
 * Meus agentes on the API: the current environment's hired agents with their use, their settings (a form held
 * to the route's schema) and their deactivation after a confirmation (one Idempotency-Key per confirmation).
 */
export function MyAiAgentsContainer({ search, onSearchChange, catalogueLink }: MyAiAgentsContainerProps) {
  const { t } = useTranslation(FEATURES_NAMESPACE, { keyPrefix: 'aiAgents' });
  const { t: tUi, i18n } = useTranslation('ui', { keyPrefix: 'AiAgents' });
  const session = useSession();
  const noticeOf = useErrorNotice();
  const account = useCurrentAccount();
  const allowed = useShellPermissions()?.aiAgents ?? false;
  const hires = useAiAgentHires(account?.cloud_id, allowed);
  const state = useLoadState(hires.data, hires.error);
  const [editing, setEditing] = useState<AiAgentHireItem>();
  const [ending, setEnding] = useState<{ hire: AiAgentHireItem; key: string }>();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>();

  const columns = useMyAiAgentColumns(NO_ACTIONS);
  const { listProps } = useCollection(
    { list: 'my-ai-agents', columns, search, onSearchChange, defaultSort: null },
    { items: hires.hires ?? [], state, retry: () => void hires.mutate(), accessors: aiAgentHireAccessors },
  );

  const deactivate = async ({ hire, key }: { hire: AiAgentHireItem; key: string }) => {
    if (!account) return;
    setBusy(true);
    const name = hire.settings.displayName;
    try {
      await session.client.call(aiAgentEndpoints.deactivate, {
        params: { cloudId: account.cloud_id, hireId: hire.id },
        idempotencyKey: key,
      });
      setNotice({ severity: 'info', text: t('deactivated', { name }) });
    } catch (error) {
      setNotice({
        severity: 'error',
        text: t('deactivateFailed', { name, reason: noticeOf(error)?.message ?? '' }),
      });
    } finally {
      setEnding(undefined);
      setBusy(false);
      void hires.mutate();
    }
  };

  return (
    <Stack spacing={1.5}>
      {account ? null : (
        <Alert severity="info" role="status">
          {t('noEnvironment')}
        </Alert>
      )}
      {notice ? (
        <Alert
          severity={notice.severity}
          role={notice.severity === 'error' ? 'alert' : 'status'}
          onClose={() => setNotice(undefined)}
        >
          {notice.text}
        </Alert>
      ) : null}
      <MyAiAgentsList
        {...listProps}
        onSettings={setEditing}
        onDeactivate={(hire) => setEnding({ hire, key: crypto.randomUUID() })}
        busy={busy}
        catalogueAction={catalogueLink?.(t('browse'))}
      />
      {editing && account ? (
        <AiAgentSettingsFormContainer
          cloudId={account.cloud_id}
          hire={editing}
          onClose={() => setEditing(undefined)}
          onSaved={(saved) => {
            setEditing(undefined);
            setNotice({ severity: 'success', text: t('saved', { name: saved.settings.display_name }) });
            void hires.mutate();
          }}
        />
      ) : null}
      <AiAgentConfirmDialog
        open={ending !== undefined}
        destructive
        title={tUi('deactivateConfirm.title', { name: ending?.hire.settings.displayName ?? '' })}
        text={
          ending
            ? tUi('deactivateConfirm.text', {
                price: formatCents(ending.hire.monthlyPriceCents, i18n.language),
              })
            : ''
        }
        confirmLabel={tUi('deactivateConfirm.confirm')}
        busy={busy}
        onConfirm={() => ending && void deactivate(ending)}
        onClose={() => setEnding(undefined)}
      />
    </Stack>
  );
}
