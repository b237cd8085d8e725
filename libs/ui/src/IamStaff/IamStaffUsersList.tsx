import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ReasonedIconButton } from '../internal/ReasonedIconButton';
import { ResourceList, type ResourceListCollectionProps } from '../ResourceList/ResourceList';
import type { ResourceListColumn } from '../ResourceList/resourceListTypes';
import type { IamStaffUserItem } from './iamStaffTypes';
import { IamRoleChips, IamUserEnvironments } from './IamUserEnvironments';

const NO_KEYS: readonly { key: string; name: string }[] = [];

/**
 * The Usuários columns: who, their kind, their staff roles, their customer roles per environment, and the
 * change of roles (refused, with why, on the viewer's own row). Filters are the API's (kind, role key, text).
 */
export function useIamStaffUserColumns(
  onEditRoles: (user: IamStaffUserItem) => void,
  roleKeys: readonly { key: string; name: string }[] = NO_KEYS,
  busy = false,
): ResourceListColumn<IamStaffUserItem>[] {
  const { t } = useTranslation('ui', { keyPrefix: 'IamStaff' });
  return useMemo(
    () => [
      {
        id: 'name',
        header: t('users.column.name'),
        rowHeader: true,
        required: true,
        sortable: true,
        filter: { operators: ['=', ':', '!:'] },
        cell: (user) => (
          <>
            <Typography component="span" sx={{ fontWeight: 500, display: 'block' }}>
              {user.name}
              {user.isSelf ? ` ${t('users.you')}` : ''}
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
        id: 'kind',
        header: t('users.column.kind'),
        sortable: true,
        filter: {
          options: (['customer', 'partner', 'staff'] as const).map((kind) => ({
            value: kind,
            label: t(`userKind.${kind}`),
          })),
        },
        cell: (user) => t(`userKind.${user.kind}`),
      },
      {
        id: 'globalRoles',
        header: t('users.column.globalRoles'),
        filter: {
          operators: ['='],
          options: roleKeys.map((role) => ({ value: role.key, label: role.name })),
        },
        cell: (user) => <IamRoleChips roles={user.globalRoles} none={t('users.none')} />,
      },
      {
        id: 'environments',
        header: t('users.column.environments'),
        cell: (user) => <IamUserEnvironments environments={user.environments} />,
      },
      {
        id: 'actions',
        header: t('users.column.actions'),
        required: true,
        cell: (user) => (
          <ReasonedIconButton
            label={t('users.editRoles', { name: user.name })}
            refusedReason={user.isSelf ? t('users.selfRefused') : undefined}
            disabled={busy}
            onClick={() => onEditRoles(user)}
          >
            <ManageAccountsOutlined fontSize="small" />
          </ReasonedIconButton>
        ),
      },
    ],
    [t, roleKeys, busy, onEditRoles],
  );
}

export interface IamStaffUsersListProps extends ResourceListCollectionProps<IamStaffUserItem> {
  onEditRoles: (user: IamStaffUserItem) => void;
  /** The roles the filter offers (the API filters by role key). */
  roleKeys?: readonly { key: string; name: string }[];
  busy?: boolean;
}

/**
 * Administração › IAM › Usuários (AWS IAM's users, Google Cloud's IAM principals): every user with the roles
 * they hold, globally (staff) and per environment, server-paged; a user's roles are changed from their row.
 */
export function IamStaffUsersList({ onEditRoles, roleKeys, busy, ...list }: IamStaffUsersListProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'IamStaff.users' });
  const columns = useIamStaffUserColumns(onEditRoles, roleKeys, busy);
  return (
    <ResourceList<IamStaffUserItem>
      filterPlaceholder={t('filterPlaceholder')}
      {...list}
      label={t('table')}
      columns={columns}
      rowId={(user) => user.id}
      rowLabel={(user) => user.name}
      empty={{ title: t('empty') }}
      countText={(total) => t('count', { count: total })}
      errorTitle={t('errorTitle')}
      loadingText={t('loading')}
    />
  );
}
