import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../format/formatDateTime';
import { ReasonedIconButton } from '../internal/ReasonedIconButton';
import { ResourceList, type ResourceListCollectionProps } from '../ResourceList/ResourceList';
import type { ResourceListColumn } from '../ResourceList/resourceListTypes';
import type { DevProjectItem } from './devProjectTypes';

export interface DevProjectActions {
  /** The project's page (its tokens). */
  projectHref: (id: string) => string;
  onEdit: (project: DevProjectItem) => void;
  onDelete: (project: DevProjectItem) => void;
  /** A change being sent: the row actions wait. */
  busy?: boolean;
}

/** The projects list's columns: name (to its page), description, environments, active tokens, change, actions. */
export function useDevProjectColumns(
  actions: DevProjectActions,
  timeZone?: string,
): ResourceListColumn<DevProjectItem>[] {
  const { t, i18n } = useTranslation('ui', { keyPrefix: 'DevProjectsList' });
  const { projectHref, onEdit, onDelete, busy = false } = actions;
  return useMemo(
    () => [
      {
        id: 'name',
        header: t('column.name'),
        rowHeader: true,
        required: true,
        sortable: true,
        filter: { operators: ['=', '!=', ':', '!:'] },
        cell: (project) => (
          <Link href={projectHref(project.id)} sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
            {project.name}
          </Link>
        ),
      },
      {
        id: 'description',
        header: t('column.description'),
        filter: { operators: [':', '!:'] },
        cell: (project) => project.description || '—',
      },
      {
        id: 'environments',
        header: t('column.environments'),
        filter: { operators: [':'] },
        cell: (project) =>
          project.cloudIds.length ? (
            project.cloudIds.join(', ')
          ) : (
            <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
              {t('allEnvironments')}
            </Typography>
          ),
      },
      {
        id: 'activeTokens',
        header: t('column.activeTokens'),
        sortable: true,
        cell: (project) => t('tokens', { count: project.activeTokens }),
      },
      {
        id: 'updatedAt',
        header: t('column.updatedAt'),
        sortable: true,
        cell: (project) => (
          <Box component="time" dateTime={project.updatedAt} sx={{ whiteSpace: 'nowrap' }}>
            {formatDateTime(project.updatedAt, i18n.language, timeZone)}
          </Box>
        ),
      },
      {
        id: 'actions',
        header: t('column.actions'),
        required: true,
        cell: (project) => (
          <Box sx={{ display: 'flex', whiteSpace: 'nowrap' }}>
            <ReasonedIconButton
              label={t('edit', { name: project.name })}
              disabled={busy}
              onClick={() => onEdit(project)}
            >
              <EditOutlined fontSize="small" />
            </ReasonedIconButton>
            <ReasonedIconButton
              label={t('delete', { name: project.name })}
              disabled={busy}
              onClick={() => onDelete(project)}
            >
              <DeleteOutlined fontSize="small" />
            </ReasonedIconButton>
          </Box>
        ),
      },
    ],
    [t, i18n.language, timeZone, busy, projectHref, onEdit, onDelete],
  );
}

export interface DevProjectsListProps extends ResourceListCollectionProps<DevProjectItem>, DevProjectActions {
  /** 'Novo projeto': the toolbar's and the empty list's call to action. */
  createAction?: ReactNode;
  timeZone?: string;
}

/**
 * Projetos (GitHub's fine-grained tokens by resource owner, Google Cloud's projects): the developer's projects on
 * the ResourceList, each to its page of API tokens, renamed or deleted from its row.
 */
export function DevProjectsList({
  createAction,
  projectHref,
  onEdit,
  onDelete,
  busy,
  timeZone,
  ...list
}: DevProjectsListProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'DevProjectsList' });
  const columns = useDevProjectColumns({ projectHref, onEdit, onDelete, busy }, timeZone);
  return (
    <ResourceList<DevProjectItem>
      filterPlaceholder={t('filterPlaceholder')}
      {...list}
      label={t('table')}
      columns={columns}
      rowId={(project) => project.id}
      rowLabel={(project) => project.name}
      toolbar={createAction}
      empty={{ title: t('empty'), hint: t('emptyHint'), action: createAction }}
      countText={(total) => t('count', { count: total })}
      errorTitle={t('errorTitle')}
      loadingText={t('loading')}
    />
  );
}
