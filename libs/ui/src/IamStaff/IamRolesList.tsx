import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ReasonedIconButton } from '../internal/ReasonedIconButton';
import { tintedChipSx } from '../internal/tintedChip';
import { ResourceList, type ResourceListCollectionProps } from '../ResourceList/ResourceList';
import type { ResourceListColumn } from '../ResourceList/resourceListTypes';
import type { IamRoleItem } from './iamStaffTypes';

export interface IamRoleActions {
  onEdit: (role: IamRoleItem) => void;
  onDuplicate: (role: IamRoleItem) => void;
  onDelete: (role: IamRoleItem) => void;
  /** A change being sent: the row actions wait. */
  busy?: boolean;
}

/**
 * Why a role cannot be deleted, as the API refuses it (409 iam_role_built_in, iam_role_in_use); undefined when
 * it can.
 */
export function useRoleDeleteRefusal() {
  const { t } = useTranslation('ui', { keyPrefix: 'IamStaff.roles' });
  return useCallback(
    (role: IamRoleItem): string | undefined =>
      role.builtIn
        ? t('builtInRefused', { name: role.name })
        : role.holders > 0
          ? t('inUseRefused', { name: role.name, count: role.holders })
          : undefined,
    [t],
  );
}

/** The Perfis columns: the role, its scope, built in or not, how many features, how many grants, actions. */
export function useIamRoleColumns(actions: IamRoleActions): ResourceListColumn<IamRoleItem>[] {
  const { t } = useTranslation('ui', { keyPrefix: 'IamStaff' });
  const refusal = useRoleDeleteRefusal();
  const { onEdit, onDuplicate, onDelete, busy = false } = actions;
  return useMemo(
    () => [
      {
        id: 'name',
        header: t('roles.column.name'),
        rowHeader: true,
        required: true,
        sortable: true,
        filter: { operators: ['=', ':', '!:'] },
        cell: (role) => (
          <>
            <Typography component="span" sx={{ fontWeight: 500, display: 'block' }}>
              {role.name}
            </Typography>
            <Typography
              component="span"
              variant="caption"
              sx={{ color: 'text.secondary', fontFamily: 'monospace', wordBreak: 'break-all' }}
            >
              {role.key}
            </Typography>
          </>
        ),
      },
      {
        id: 'scope',
        header: t('roles.column.scope'),
        sortable: true,
        filter: {
          options: (['customer', 'staff'] as const).map((scope) => ({
            value: scope,
            label: t(`scope.${scope}`),
          })),
        },
        cell: (role) => (
          <Chip
            size="small"
            label={t(`scope.${role.scope}`)}
            sx={tintedChipSx(role.scope === 'staff' ? 'info' : 'success')}
          />
        ),
      },
      {
        id: 'builtIn',
        header: t('roles.column.builtIn'),
        sortable: true,
        filter: {
          options: [
            { value: 'builtIn', label: t('roles.builtIn') },
            { value: 'custom', label: t('roles.custom') },
          ],
        },
        cell: (role) => t(role.builtIn ? 'roles.builtIn' : 'roles.custom'),
      },
      {
        id: 'features',
        header: t('roles.column.features'),
        sortable: true,
        cell: (role) => t('roles.featuresCount', { count: role.features.length + role.flags.length }),
      },
      {
        id: 'holders',
        header: t('roles.column.holders'),
        sortable: true,
        cell: (role) => role.holders.toLocaleString(),
      },
      {
        id: 'actions',
        header: t('roles.column.actions'),
        required: true,
        cell: (role) => (
          <Stack direction="row" spacing={0.5}>
            <ReasonedIconButton
              label={t('roles.edit', { name: role.name })}
              disabled={busy}
              onClick={() => onEdit(role)}
            >
              <EditOutlined fontSize="small" />
            </ReasonedIconButton>
            <ReasonedIconButton
              label={t('roles.duplicate', { name: role.name })}
              disabled={busy}
              onClick={() => onDuplicate(role)}
            >
              <ContentCopyOutlined fontSize="small" />
            </ReasonedIconButton>
            <ReasonedIconButton
              label={t('roles.remove', { name: role.name })}
              refusedReason={refusal(role)}
              disabled={busy}
              onClick={() => onDelete(role)}
            >
              <DeleteOutlined fontSize="small" />
            </ReasonedIconButton>
          </Stack>
        ),
      },
    ],
    [t, refusal, busy, onEdit, onDuplicate, onDelete],
  );
}

export interface IamRolesListProps extends ResourceListCollectionProps<IamRoleItem>, IamRoleActions {
  /** 'Novo perfil': the toolbar's action and the empty list's. */
  createAction?: ReactNode;
}

/**
 * Administração › IAM › Perfis (AWS IAM's policies, Google Cloud's custom roles): each role with its scope, its
 * origin, how many features it holds and how many grants hold it; edit, duplicate, delete (a built-in role or
 * one still granted cannot be deleted, and says why).
 */
export function IamRolesList({
  createAction,
  onEdit,
  onDuplicate,
  onDelete,
  busy,
  ...list
}: IamRolesListProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'IamStaff.roles' });
  const columns = useIamRoleColumns({ onEdit, onDuplicate, onDelete, busy });
  return (
    <ResourceList<IamRoleItem>
      filterPlaceholder={t('filterPlaceholder')}
      {...list}
      label={t('table')}
      columns={columns}
      rowId={(role) => role.id}
      rowLabel={(role) => role.name}
      toolbar={createAction}
      empty={{ title: t('empty'), hint: t('emptyHint'), action: createAction }}
      countText={(total) => t('count', { count: total })}
      errorTitle={t('errorTitle')}
      loadingText={t('loading')}
    />
  );
}
