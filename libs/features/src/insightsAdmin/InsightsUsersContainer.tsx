import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import type { InsightsUser, InsightsUserList } from '@nuvem/api-contract';
import { insightsAdminEndpoints, writeFilterToken, writeSort } from '@nuvem/api-contract/paths';
import {
  InsightsUserAccessDialog,
  InsightsUsersList,
  useInsightsUserColumns,
  type InsightsDashboardLevel,
  type InsightsUserItem,
  type InsightsWorkspaceAccess,
} from '@nuvem/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorNotice } from '../api/useErrorNotice';
import { useCollection, type CollectionRequest } from '../collection/useCollection';
import { FEATURES_NAMESPACE } from '../i18n/featuresNamespace';
import { useShellPermissions } from '../permissions/useShellPermissions';
import { useSession } from '../session/useSession';
import {
  dashboardOptionsOf,
  insightsUserApiField,
  insightsUserItemOf,
  workspaceOptionsOf,
} from './insightsAdminItems';
import { insightsAdminKeys, useInsightsCatalogue, useRevalidateInsightsAdmin } from './useInsightsAdmin';

export interface InsightsUsersContainerProps {
  search: URLSearchParams;
  onSearchChange: (next: URLSearchParams) => void;
}

const NO_ACTIONS = { onManage: () => {} };

/** The list's filter and sort as the API's query (name → full_name, groups → group; free text as written). */
export function insightsUsersQueryOf(request: CollectionRequest) {
  const filter = request.filter
    .filter((token) => token.field === '' || token.field in insightsUserApiField)
    .map((token) => writeFilterToken({ ...token, field: insightsUserApiField[token.field] ?? token.field }));
  const sortField = request.sort && insightsUserApiField[request.sort.field];
  return {
    ...(filter.length ? { filter } : {}),
    ...(request.sort && sortField ? { sort: writeSort({ ...request.sort, field: sortField }) } : {}),
    page: request.page,
    page_size: request.pageSize,
  };
}

/**
 * Insights › Usuários on the API: every user's effective access to dashboards and BI workspaces and where it
 * comes from (server-paged, searched), and a user's own grants: 'Tornar administrador do dashboard', 'Somente
 * leitura', 'Remover acesso', each saved and audited at once.
 */
export function InsightsUsersContainer({ search, onSearchChange }: InsightsUsersContainerProps) {
  const { t } = useTranslation(FEATURES_NAMESPACE, { keyPrefix: 'insightsAdmin' });
  const session = useSession();
  const noticeOf = useErrorNotice();
  const allowed = useShellPermissions()?.insightsAdmin ?? false;
  const catalogue = useInsightsCatalogue(allowed);
  const revalidate = useRevalidateInsightsAdmin();
  const dashboards = useMemo(() => dashboardOptionsOf(catalogue.data), [catalogue.data]);
  const workspaces = useMemo(() => workspaceOptionsOf(catalogue.data), [catalogue.data]);

  const [managing, setManaging] = useState<InsightsUserItem>();
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<string>();

  const columns = useInsightsUserColumns(NO_ACTIONS);
  const { listProps } = useCollection<InsightsUserItem>(
    { list: 'insights-users', columns, search, onSearchChange },
    {
      key: insightsAdminKeys.users(session, allowed),
      fetch: async (request) => {
        const page = await session.client.call<InsightsUserList>(insightsAdminEndpoints.users, {
          query: insightsUsersQueryOf(request),
        });
        return { items: page.items.map(insightsUserItemOf), total: page.total };
      },
    },
  );

  const change = async (work: () => Promise<InsightsUser>) => {
    setBusy(true);
    setAlert(undefined);
    try {
      setManaging(insightsUserItemOf(await work()));
      await revalidate();
    } catch (error) {
      setAlert(noticeOf(error)?.message ?? t('failed'));
    } finally {
      setBusy(false);
    }
  };
  const setDashboard = (user: InsightsUserItem, dashboardId: string, level: InsightsDashboardLevel | null) =>
    void change(() =>
      session.client.call<InsightsUser>(insightsAdminEndpoints.setUserDashboard, {
        params: { userId: user.id, dashboardId },
        body: { level },
        idempotencyKey: crypto.randomUUID(),
      }),
    );
  const setWorkspace = (
    user: InsightsUserItem,
    workspaceId: string,
    access: InsightsWorkspaceAccess | null,
  ) =>
    void change(() =>
      session.client.call<InsightsUser>(insightsAdminEndpoints.setUserWorkspace, {
        params: { userId: user.id, workspaceId },
        body: { access },
        idempotencyKey: crypto.randomUUID(),
      }),
    );

  return (
    <Stack spacing={1.5}>
      <InsightsUsersList
        {...listProps}
        busy={busy}
        onManage={(user) => {
          setAlert(undefined);
          setManaging(user);
        }}
      />
      {alert && !managing ? (
        <Alert severity="error" role="alert" onClose={() => setAlert(undefined)}>
          {alert}
        </Alert>
      ) : null}
      <InsightsUserAccessDialog
        user={managing}
        dashboards={dashboards}
        workspaces={workspaces}
        busy={busy}
        alert={alert}
        onDashboardChange={(id, level) => managing && setDashboard(managing, id, level)}
        onWorkspaceChange={(id, access) => managing && setWorkspace(managing, id, access)}
        onClose={() => setManaging(undefined)}
      />
    </Stack>
  );
}
