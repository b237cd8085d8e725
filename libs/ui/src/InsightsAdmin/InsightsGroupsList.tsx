import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ReasonedIconButton } from '../internal/ReasonedIconButton';
import { ResourceList, type ResourceListCollectionProps } from '../ResourceList/ResourceList';
import type { ResourceListColumn } from '../ResourceList/resourceListTypes';
import type { InsightsGroupItem } from './insightsAdminTypes';

export interface InsightsGroupActions {
  /** Opens the group's panel: members, dashboards and workspaces. */
  onOpen: (group: InsightsGroupItem) => void;
  onDelete: (group: InsightsGroupItem) => void;
  /** A change being sent: the row actions wait. */
  busy?: boolean;
}

/** The columns of Insights › Grupos: the group, its members, what it sees, actions. */
export function useInsightsGroupColumns(
  actions: InsightsGroupActions,
): ResourceListColumn<InsightsGroupItem>[] {
  const { t } = useTranslation('ui', { keyPrefix: 'InsightsAdmin' });
  const { onOpen, onDelete, busy = false } = actions;
  return useMemo(
    () => [
      {
        id: 'name',
        header: t('groups.column.name'),
        rowHeader: true,
        required: true,
        sortable: true,
        filter: { operators: ['=', ':', '!:'] },
        cell: (group) => (
          <>
            <Typography component="span" sx={{ fontWeight: 500, display: 'block' }}>
              {group.name}
            </Typography>
            {group.description ? (
              <Typography component="span" variant="caption" sx={{ color: 'text.secondary' }}>
                {group.description}
              </Typography>
            ) : null}
          </>
        ),
      },
      {
        id: 'members',
        header: t('groups.column.members'),
        filter: { operators: [':', '!:'] },
        cell: (group) =>
          group.members.length === 0 ? (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('groups.noMembers')}
            </Typography>
          ) : (
            <>
              <Typography component="span" variant="body2" sx={{ display: 'block' }}>
                {t('groups.members', { count: group.members.length })}
              </Typography>
              <Typography
                component="span"
                variant="caption"
                sx={{ color: 'text.secondary', wordBreak: 'break-all' }}
              >
                {group.members
                  .slice(0, 3)
                  .map((member) => member.email)
                  .join(', ')}
                {group.members.length > 3 ? '…' : ''}
              </Typography>
            </>
          ),
      },
      {
        id: 'access',
        header: t('groups.column.access'),
        cell: (group) =>
          group.dashboards.length + group.workspaces.length === 0 ? (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('groups.noAccess')}
            </Typography>
          ) : (
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
              {group.dashboards.length > 0 ? (
                <Chip
                  size="small"
                  variant="outlined"
                  label={t('groups.dashboards', { count: group.dashboards.length })}
                />
              ) : null}
              {group.workspaces.length > 0 ? (
                <Chip
                  size="small"
                  variant="outlined"
                  label={t('groups.workspaces', { count: group.workspaces.length })}
                />
              ) : null}
            </Stack>
          ),
      },
      {
        id: 'actions',
        header: t('groups.column.actions'),
        required: true,
        cell: (group) => (
          <Stack direction="row" spacing={0.5}>
            <ReasonedIconButton
              label={t('groups.edit', { name: group.name })}
              disabled={busy}
              onClick={() => onOpen(group)}
            >
              <GroupsOutlined fontSize="small" />
            </ReasonedIconButton>
            <ReasonedIconButton
              label={t('groups.delete', { name: group.name })}
              disabled={busy}
              onClick={() => onDelete(group)}
            >
              <DeleteOutlined fontSize="small" />
            </ReasonedIconButton>
          </Stack>
        ),
      },
    ],
    [t, busy, onOpen, onDelete],
  );
}

export interface InsightsGroupsListProps
  extends ResourceListCollectionProps<InsightsGroupItem>, InsightsGroupActions {
  /** 'Novo grupo': the toolbar's action and the empty list's. */
  createAction?: ReactNode;
}

/**
 * Insights › Grupos: groups of people and what each sees (Power BI's workspace access, Grafana's teams), with
 * the way to open a group's members and grants, or delete it.
 */
export function InsightsGroupsList({
  createAction,
  onOpen,
  onDelete,
  busy,
  ...list
}: InsightsGroupsListProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'InsightsAdmin' });
  const columns = useInsightsGroupColumns({ onOpen, onDelete, busy });
  return (
    <ResourceList<InsightsGroupItem>
      filterPlaceholder={t('groups.filterPlaceholder')}
      {...list}
      label={t('groups.table')}
      columns={columns}
      rowId={(group) => group.id}
      rowLabel={(group) => group.name}
      toolbar={createAction}
      empty={{ title: t('groups.empty'), hint: t('groups.emptyHint'), action: createAction }}
      countText={(total) => t('groups.count', { count: total })}
      errorTitle={t('groups.errorTitle')}
      loadingText={t('groups.loading')}
    />
  );
}
