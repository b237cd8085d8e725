import type { Account, RightSidebarButtonProps, RightSidebarProps } from '@nuvem/ui';
import { operationKinds } from '@nuvem/api-contract/paths';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readActionsSeenAt, storeActionsSeenAt } from './actionsSeenAt';
import { countPipelineWarnings } from './countPipelineWarnings';
import { pipelineActionOf, type ActionNameOf } from './pipelineActionOf';
import { useAllPipelines, useEnvironmentPipelines } from './usePipelines';

export interface ActionsSidebarOptions {
  /** The current environment. */
  cloudId: string | undefined;
  /** The user's environments, to name each action's t_code in 'Todas as ações'. */
  accounts: readonly Account[];
  /** list_pipelines: 'Últimas Ações Executadas' is fetched. */
  listPipelines: boolean;
  /** list_pipelines_admin: the second tab, 'Todas as ações', is shown and fetched. */
  listAllPipelines: boolean;
}

export interface ActionsSidebar {
  /** Props for the top bar's RightSidebarButton (the warning counter, and opening). */
  button: RightSidebarButtonProps;
  /** Props for the RightSidebar (all but `providerName`, `id` and `timeZone`). */
  sidebar: Omit<RightSidebarProps, 'providerName' | 'id' | 'timeZone'>;
  /** Fetches both lists again (a push alert said a pipeline failed). */
  refresh: () => void;
}

/**
 * The right sidebar and its button (spec §2.7, §2.8, §4): the environment's latest actions, every
 * environment's for list_pipelines_admin, and the counter of FAILED/USER_FAILED actions since the sidebar
 * was last closed. Closing it resets the counter.
 */
export function useActionsSidebar({
  cloudId,
  accounts,
  listPipelines,
  listAllPipelines,
}: ActionsSidebarOptions): ActionsSidebar {
  const client = useEnvironmentPipelines(cloudId, listPipelines);
  const all = useAllPipelines(listAllPipelines);
  const [open, setOpen] = useState(false);
  const [seenAt, setSeenAt] = useState(readActionsSeenAt);

  const tCodeOf = useMemo(() => {
    const byCloud = new Map(accounts.map((a) => [a.cloud_id, a.t_code]));
    return (id: string) => byCloud.get(id);
  }, [accounts]);
  const { t } = useTranslation('features');
  const nameOf = useCallback<ActionNameOf>(
    (a) =>
      (operationKinds as readonly string[]).includes(a.action)
        ? t(`pipelines.operationKind.${a.action}`, { target: a.topology_id ?? '' })
        : a.action,
    [t],
  );
  const clientActions = useMemo(
    () => client.actions.map((a) => pipelineActionOf(a, undefined, nameOf)),
    [client.actions, nameOf],
  );
  const allActions = useMemo(
    () => all.actions.map((a) => pipelineActionOf(a, tCodeOf, nameOf)),
    [all.actions, tCodeOf, nameOf],
  );
  const warningCount = useMemo(
    () => (open ? 0 : countPipelineWarnings([client.actions, all.actions], seenAt)),
    [open, client.actions, all.actions, seenAt],
  );

  const { refresh: refreshClient } = client;
  const { refresh: refreshAll } = all;
  const refresh = useCallback(() => {
    refreshClient();
    refreshAll();
  }, [refreshClient, refreshAll]);
  const show = useCallback(() => {
    setOpen(true);
    refresh();
  }, [refresh]);
  const close = useCallback(() => {
    const now = Date.now();
    storeActionsSeenAt(now);
    setSeenAt(now);
    setOpen(false);
  }, []);

  return {
    button: { warningCount, expanded: open, onClick: open ? close : show },
    sidebar: {
      open,
      onClose: close,
      clientActions,
      clientLoading: client.loading,
      clientError: client.failed,
      onRetryClient: client.refresh,
      showAllActions: listAllPipelines,
      allActions,
      allLoading: all.loading,
      allError: all.failed,
      onRetryAll: all.refresh,
    },
    refresh,
  };
}
