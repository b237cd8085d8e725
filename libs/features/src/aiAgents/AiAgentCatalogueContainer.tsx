import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { aiAgentEndpoints } from '@nuvem/api-contract/paths';
import {
  AiAgentCatalogue,
  AiAgentConfirmDialog,
  AiAgentDetailDialog,
  formatCents,
  useAiAgentCatalogueColumns,
  type AiAgentItem,
} from '@nuvem/ui';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentAccount } from '../accounts/useCurrentAccount';
import { useErrorNotice } from '../api/useErrorNotice';
import { useLoadState } from '../api/useLoadState';
import { useCollection } from '../collection/useCollection';
import { FEATURES_NAMESPACE } from '../i18n/featuresNamespace';
import { useShellPermissions } from '../permissions/useShellPermissions';
import { useSession } from '../session/useSession';
import { aiAgentAccessors, useAiAgentCatalogue, useAiAgentHires } from './useAiAgents';

export interface AiAgentCatalogueContainerProps {
  search: URLSearchParams;
  onSearchChange: (next: URLSearchParams) => void;
  /** 'Ir para Meus agentes', a link the portal draws (features know no router). */
  myAgentsLink?: (label: string) => ReactNode;
}

type Notice = { severity: 'success' | 'error'; text: string; link?: boolean };
// The columns' ids and filters, for the collection (the list draws its own with the real actions).
const NO_ACTIONS = { onOpen: () => {}, onHire: () => {}, hiredSlugs: new Set<string>(), canHire: false };

/**
 * Agentes de IA on the API: the catalogue (the list's choices in the address), an agent's detail, and hiring one
 * for the current environment after a confirmation that says what it costs. One Idempotency-Key per
 * confirmation: a double click or a retry is one hire.
 */
export function AiAgentCatalogueContainer({
  search,
  onSearchChange,
  myAgentsLink,
}: AiAgentCatalogueContainerProps) {
  const { t } = useTranslation(FEATURES_NAMESPACE, { keyPrefix: 'aiAgents' });
  const { t: tUi, i18n } = useTranslation('ui', { keyPrefix: 'AiAgents' });
  const session = useSession();
  const noticeOf = useErrorNotice();
  const account = useCurrentAccount();
  const allowed = useShellPermissions()?.aiAgents ?? false;
  const catalogue = useAiAgentCatalogue(allowed);
  const hires = useAiAgentHires(account?.cloud_id, allowed);
  const state = useLoadState(catalogue.data, catalogue.error);
  const hiredSlugs = useMemo(
    () => new Set(hires.hires?.filter((h) => h.state === 'active').map((h) => h.agent.slug) ?? []),
    [hires.hires],
  );
  const [opened, setOpened] = useState<AiAgentItem>();
  const [confirming, setConfirming] = useState<{ agent: AiAgentItem; key: string }>();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>();

  const columns = useAiAgentCatalogueColumns(NO_ACTIONS);
  const { listProps } = useCollection(
    { list: 'ai-agents', columns, search, onSearchChange, defaultSort: null },
    {
      items: catalogue.agents ?? [],
      state,
      retry: () => void catalogue.mutate(),
      accessors: aiAgentAccessors,
    },
  );

  const askHire = (agent: AiAgentItem) => {
    setOpened(undefined);
    setConfirming({ agent, key: crypto.randomUUID() });
  };
  const hire = async ({ agent, key }: { agent: AiAgentItem; key: string }) => {
    if (!account) return;
    setBusy(true);
    try {
      await session.client.call(aiAgentEndpoints.hire, {
        params: { cloudId: account.cloud_id },
        body: { agent: agent.slug },
        idempotencyKey: key,
      });
      setNotice({ severity: 'success', text: t('hired', { name: agent.name }), link: true });
    } catch (error) {
      setNotice({
        severity: 'error',
        text: t('hireFailed', { name: agent.name, reason: noticeOf(error)?.message ?? '' }),
      });
    } finally {
      setConfirming(undefined);
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
          action={notice.link && myAgentsLink ? myAgentsLink(t('myAgents')) : undefined}
        >
          {notice.text}
        </Alert>
      ) : null}
      <AiAgentCatalogue
        {...listProps}
        onOpen={setOpened}
        onHire={askHire}
        hiredSlugs={hiredSlugs}
        canHire={account !== undefined}
        busy={busy}
      />
      {opened ? (
        <AiAgentDetailDialog
          agent={opened}
          hired={hiredSlugs.has(opened.slug)}
          canHire={account !== undefined}
          onHire={() => askHire(opened)}
          onClose={() => setOpened(undefined)}
        />
      ) : null}
      <AiAgentConfirmDialog
        open={confirming !== undefined}
        title={tUi('hireConfirm.title', { name: confirming?.agent.name ?? '' })}
        text={
          confirming
            ? tUi('hireConfirm.text', {
                name: confirming.agent.name,
                environment: account?.corporate_name ?? '',
                price: formatCents(confirming.agent.monthlyPriceCents, i18n.language),
                allowance: tUi(`allowance_${confirming.agent.allowanceUnit}`, {
                  count: confirming.agent.allowance,
                }),
              })
            : ''
        }
        confirmLabel={tUi('hireConfirm.confirm')}
        busy={busy}
        onConfirm={() => confirming && void hire(confirming)}
        onClose={() => setConfirming(undefined)}
      />
    </Stack>
  );
}
