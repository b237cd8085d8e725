import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import PersonRemoveOutlined from '@mui/icons-material/PersonRemoveOutlined';
import ForwardToInboxOutlined from '@mui/icons-material/ForwardToInboxOutlined';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../format/formatDateTime';
import { ReasonedIconButton } from '../internal/ReasonedIconButton';
import { tintedChipSx, type ChipTint } from '../internal/tintedChip';
import { ResourceList, type ResourceListCollectionProps } from '../ResourceList/ResourceList';
import type { ResourceListColumn } from '../ResourceList/resourceListTypes';
import type { IamUserItem, IamUserState } from './iamUserTypes';

export interface IamUserActions {
  onEditRoles: (user: IamUserItem) => void;
  onRemoveAccess: (user: IamUserItem) => void;
  /** Sends the invitation again (a new link; the old one stops working). */
  onResendInvite: (user: IamUserItem) => void;
  /** A change being sent: the row actions wait. */
  busy?: boolean;
}

const stateTint: Record<IamUserState, ChipTint> = {
  active: 'success',
  invited: 'info',
  invite_expired: 'warning',
};

/** The columns of Gestão de usuários: who, their roles here, where they stand, when they last came in, actions. */
export function useIamUserColumns(
  roleNames: readonly string[],
  actions: IamUserActions,
  timeZone?: string,
): ResourceListColumn<IamUserItem>[] {
  const { t, i18n } = useTranslation('ui', { keyPrefix: 'IamUsersList' });
  const { onEditRoles, onRemoveAccess, onResendInvite, busy = false } = actions;
  return useMemo(
    () => [
      {
        id: 'name',
        header: t('column.name'),
        rowHeader: true,
        required: true,
        sortable: true,
        filter: { operators: ['=', ':', '!:'] },
        cell: (user) => (
          <>
            <Typography component="span" sx={{ fontWeight: 500, display: 'block' }}>
              {user.name}
              {user.isSelf ? ` ${t('you')}` : ''}
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
        id: 'roles',
        header: t('column.roles'),
        filter: { operators: [':', '!:'], options: roleNames.map((name) => ({ value: name, label: name })) },
        cell: (user) =>
          user.roles.length === 0 ? (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('noRoles')}
            </Typography>
          ) : (
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
              {user.roles.map((role) => (
                <Chip key={role.id} size="small" variant="outlined" label={role.name} />
              ))}
            </Stack>
          ),
      },
      {
        id: 'state',
        header: t('column.state'),
        sortable: true,
        filter: {
          options: (['active', 'invited', 'invite_expired'] as const).map((state) => ({
            value: state,
            label: t(`state.${state}`),
          })),
        },
        cell: (user) => (
          <Chip size="small" label={t(`state.${user.state}`)} sx={tintedChipSx(stateTint[user.state])} />
        ),
      },
      {
        id: 'lastSignIn',
        header: t('column.lastSignIn'),
        sortable: true,
        cell: (user) =>
          user.lastSignInAt ? formatDateTime(user.lastSignInAt, i18n.language, timeZone) : t('never'),
      },
      {
        id: 'actions',
        header: t('column.actions'),
        required: true,
        cell: (user) => (
          <Stack direction="row" spacing={0.5}>
            {user.state !== 'active' && (
              <ReasonedIconButton
                label={t('resendInvite', { name: user.name })}
                disabled={busy}
                onClick={() => onResendInvite(user)}
              >
                <ForwardToInboxOutlined fontSize="small" />
              </ReasonedIconButton>
            )}
            <ReasonedIconButton
              label={t('editRoles', { name: user.name })}
              refusedReason={user.isSelf ? t('selfRefused') : undefined}
              disabled={busy}
              onClick={() => onEditRoles(user)}
            >
              <ManageAccountsOutlined fontSize="small" />
            </ReasonedIconButton>
            <ReasonedIconButton
              label={t('removeAccess', { name: user.name })}
              refusedReason={
                user.isSelf
                  ? t('selfRefused')
                  : user.lastAdministrator
                    ? t('lastAdministrator', { name: user.name })
                    : undefined
              }
              disabled={busy}
              onClick={() => onRemoveAccess(user)}
            >
              <PersonRemoveOutlined fontSize="small" />
            </ReasonedIconButton>
          </Stack>
        ),
      },
    ],
    [t, i18n.language, timeZone, roleNames, busy, onEditRoles, onRemoveAccess, onResendInvite],
  );
}

export interface IamUsersListProps extends ResourceListCollectionProps<IamUserItem>, IamUserActions {
  /** The roles the filter offers, by name. */
  roleNames?: readonly string[];
  /** 'Convidar usuário': the toolbar's action and the empty list's. */
  inviteAction?: ReactNode;
  timeZone?: string;
}

const NO_ROLES: readonly string[] = [];

/**
 * Gestão de usuários: who has access to the environment and with which roles (Azure's "Access control (IAM)"
 * role assignments, AWS IAM Identity Center's users), with the ways to change a person's roles, send an
 * invitation again, or remove their access. What the administrator may not do is shown disabled, with why.
 */
export function IamUsersList({
  roleNames = NO_ROLES,
  inviteAction,
  onEditRoles,
  onRemoveAccess,
  onResendInvite,
  busy,
  timeZone,
  ...list
}: IamUsersListProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'IamUsersList' });
  const columns = useIamUserColumns(
    roleNames,
    { onEditRoles, onRemoveAccess, onResendInvite, busy },
    timeZone,
  );
  return (
    <ResourceList<IamUserItem>
      filterPlaceholder={t('filterPlaceholder')}
      {...list}
      label={t('table')}
      columns={columns}
      rowId={(user) => user.id}
      rowLabel={(user) => user.name}
      toolbar={inviteAction}
      empty={{ title: t('empty'), hint: t('emptyHint'), action: inviteAction }}
      countText={(total) => t('count', { count: total })}
      errorTitle={t('errorTitle')}
      loadingText={t('loading')}
    />
  );
}
