import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { salesEndpoints } from '@nuvem/api-contract/paths';
import {
  AiAgentConfirmDialog,
  ProjectAgentAssignDialog,
  ProjectAgentsList,
  useProjectAgentColumns,
  type ProjectAgentItem,
  type SalesCustomerItem,
} from '@nuvem/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorNotice } from '../api/useErrorNotice';
import { useLoadState } from '../api/useLoadState';
import { useCollection } from '../collection/useCollection';
import { FEATURES_NAMESPACE } from '../i18n/featuresNamespace';
import { useShellPermissions } from '../permissions/useShellPermissions';
import { useSession } from '../session/useSession';
import { projectAgentAccessors, useProjectAgents } from './useSalesTree';

export interface ProjectAgentsContainerProps {
  search: URLSearchParams;
  onSearchChange: (next: URLSearchParams) => void;
}

type Notice = { severity: 'success' | 'error'; text: string };
const NO_ACTIONS = { onAssign: () => {}, onUnassign: () => {} };

/**
 * Agentes de projeto on the API: the provider's agents and their customers; a customer assigned (picked in a
 * dialog) or unassigned (after a confirmation). Both are PUT and DELETE: sent again, they change nothing.
 */
export function ProjectAgentsContainer({ search, onSearchChange }: ProjectAgentsContainerProps) {
  const { t } = useTranslation(FEATURES_NAMESPACE, { keyPrefix: 'salesTree' });
  const { t: tUi } = useTranslation('ui', { keyPrefix: 'SalesTree.unassignDialog' });
  const session = useSession();
  const noticeOf = useErrorNotice();
  const allowed = useShellPermissions()?.salesTree ?? false;
  const agents = useProjectAgents(allowed);
  const state = useLoadState(agents.data, agents.error);
  const [assigning, setAssigning] = useState<ProjectAgentItem>();
  const [removing, setRemoving] = useState<{ agent: ProjectAgentItem; customer: SalesCustomerItem }>();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>();

  const columns = useProjectAgentColumns(NO_ACTIONS);
  const { listProps } = useCollection(
    {
      list: 'project-agents',
      columns,
      search,
      onSearchChange,
      defaultSort: { field: 'name', direction: 'asc' },
    },
    {
      items: agents.agents ?? [],
      state,
      retry: () => void agents.mutate(),
      accessors: projectAgentAccessors,
    },
  );

  const change = async (agent: ProjectAgentItem, customer: SalesCustomerItem, assign: boolean) => {
    setBusy(true);
    const names = { name: agent.fullName, customer: customer.name };
    try {
      await session.client.call(assign ? salesEndpoints.assign : salesEndpoints.unassign, {
        params: { agentId: agent.id, tCode: customer.tCode },
      });
      setNotice({ severity: 'success', text: t(assign ? 'assigned' : 'unassigned', names) });
    } catch (error) {
      setNotice({
        severity: 'error',
        text: t('failed', { ...names, reason: noticeOf(error)?.message ?? '' }),
      });
    } finally {
      setAssigning(undefined);
      setRemoving(undefined);
      setBusy(false);
      void agents.mutate();
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
      <ProjectAgentsList
        {...listProps}
        busy={busy}
        onAssign={setAssigning}
        onUnassign={(agent, customer) => setRemoving({ agent, customer })}
      />
      {assigning ? (
        <ProjectAgentAssignDialog
          agentName={assigning.fullName}
          customers={agents.customers.filter(
            (c) => !assigning.customers.some((mine) => mine.tCode === c.tCode),
          )}
          busy={busy}
          onAssign={(customer) => void change(assigning, customer, true)}
          onClose={() => setAssigning(undefined)}
        />
      ) : null}
      <AiAgentConfirmDialog
        open={removing !== undefined}
        destructive
        title={tUi('title', { customer: removing?.customer.name ?? '' })}
        text={tUi('text', { customer: removing?.customer.name ?? '', name: removing?.agent.fullName ?? '' })}
        confirmLabel={tUi('confirm')}
        busy={busy}
        onConfirm={() => removing && void change(removing.agent, removing.customer, false)}
        onClose={() => setRemoving(undefined)}
      />
    </Stack>
  );
}
