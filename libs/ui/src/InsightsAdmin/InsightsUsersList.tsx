import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ReasonedIconButton } from '../internal/ReasonedIconButton';
import { ResourceList, type ResourceListCollectionProps } from '../ResourceList/ResourceList';
import type { ResourceListColumn } from '../ResourceList/resourceListTypes';
import type { InsightsAccessSource, InsightsUserItem } from './insightsAdminTypes';

export interface InsightsUserActions {
  /** Opens the user's access: make administrator, read-only, remove. */
  onManage: (user: InsightsUserItem) => void;
  busy?: boolean;
}

/** 'Direto, Grupo Financeiro Acme': where a grant comes from. */
export function useSourceText() {
  const { t } = useTranslation('ui', { keyPrefix: 'InsightsAdmin' });
  return useCallback(
    (sources: readonly InsightsAccessSource[]) =>
      sources.map((s) => (s.group ? t('source.group', { name: s.group }) : t('source.direct'))).join(', '),
    [t],
  );
}

/** The columns of Insights › Usuários: who, the dashboards and workspaces they see and why, their groups. */
export function useInsightsUserColumns(actions: InsightsUserActions): ResourceListColumn<InsightsUserItem>[] {
  const { t } = useTranslation('ui', { keyPrefix: 'InsightsAdmin' });
  const sourceText = useSourceText();
  const { onManage, busy = false } = actions;
  return useMemo(() => {
    const none = (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('users.none')}
      </Typography>
    );
    return [
      {
        id: 'name',
        header: t('users.column.user'),
        rowHeader: true,
        required: true,
        sortable: true,
        filter: { operators: ['=', ':', '!:'] },
        cell: (user) => (
          <>
            <Typography component="span" sx={{ fontWeight: 500, display: 'block' }}>
              {user.name}
            </Typography>
            <Typography
              component="span"
              variant="caption"
              sx={{ color: 'text.secondary', wordBreak: 'break-all' }}
            >
              {user.email}
            </Typography>
          </>
        ),
      },
      {
        id: 'dashboards',
        header: t('users.column.dashboards'),
        cell: (user) =>
          user.dashboards.length === 0 ? (
            none
          ) : (
            <Stack spacing={0.5}>
              {user.dashboards.map((d) => (
                <Typography key={d.id} variant="body2" component="span">
                  {d.name} · {t(`level.${d.level}`)}
                  <Typography
                    component="span"
                    variant="caption"
                    sx={{ color: 'text.secondary', display: 'block' }}
                  >
                    {sourceText(d.sources)}
                  </Typography>
                </Typography>
              ))}
            </Stack>
          ),
      },
      {
        id: 'workspaces',
        header: t('users.column.workspaces'),
        cell: (user) =>
          user.workspaces.length === 0 ? (
            none
          ) : (
            <Stack spacing={0.5}>
              {user.workspaces.map((w) => (
                <Typography key={w.id} variant="body2" component="span">
                  {w.name} · {t(`access.${w.access}`)}
                  <Typography
                    component="span"
                    variant="caption"
                    sx={{ color: 'text.secondary', display: 'block' }}
                  >
                    {sourceText(w.sources)}
                  </Typography>
                </Typography>
              ))}
            </Stack>
          ),
      },
      {
        id: 'groups',
        header: t('users.column.groups'),
        filter: { operators: [':', '!:'] },
        cell: (user) =>
          user.groups.length === 0 ? (
            none
          ) : (
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
              {user.groups.map((name) => (
                <Chip key={name} size="small" variant="outlined" label={name} />
              ))}
            </Stack>
          ),
      },
      {
        id: 'actions',
        header: t('users.column.actions'),
        required: true,
        cell: (user) => (
          <ReasonedIconButton
            label={t('users.manage', { name: user.name })}
            disabled={busy}
            onClick={() => onManage(user)}
          >
            <ManageAccountsOutlined fontSize="small" />
          </ReasonedIconButton>
        ),
      },
    ] satisfies ResourceListColumn<InsightsUserItem>[];
  }, [t, sourceText, busy, onManage]);
}

export type InsightsUsersListProps = ResourceListCollectionProps<InsightsUserItem> & InsightsUserActions;

/** Insights › Usuários: each user's effective access to dashboards and BI workspaces, and where it comes from. */
export function InsightsUsersList({ onManage, busy, ...list }: InsightsUsersListProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'InsightsAdmin' });
  const columns = useInsightsUserColumns({ onManage, busy });
  return (
    <ResourceList<InsightsUserItem>
      filterPlaceholder={t('users.filterPlaceholder')}
      {...list}
      label={t('users.table')}
      columns={columns}
      rowId={(user) => user.id}
      rowLabel={(user) => user.name}
      empty={{ title: t('users.empty') }}
      countText={(total) => t('users.count', { count: total })}
      errorTitle={t('users.errorTitle')}
      loadingText={t('users.loading')}
    />
  );
}
