import BlockOutlined from '@mui/icons-material/BlockOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../format/formatDateTime';
import { ReasonedIconButton } from '../internal/ReasonedIconButton';
import { tintedChipSx, type ChipTint } from '../internal/tintedChip';
import { ResourceList, type ResourceListCollectionProps } from '../ResourceList/ResourceList';
import type { ResourceListColumn } from '../ResourceList/resourceListTypes';
import {
  maskedApiToken,
  type ApiTokenItem,
  type ApiTokenScopeOption,
  type ApiTokenState,
} from './devProjectTypes';

const stateTints: Record<ApiTokenState, ChipTint> = {
  active: 'success',
  expired: 'warning',
  revoked: 'default',
};

export interface ApiTokenActions {
  /** Asks to revoke (the caller confirms). */
  onRevoke: (token: ApiTokenItem) => void;
  busy?: boolean;
}

/** The tokens list's columns: name, the masked token, scopes, state, expiry, last use (when and from where), revoke. */
export function useApiTokenColumns(
  scopeOptions: readonly ApiTokenScopeOption[],
  actions: ApiTokenActions,
  timeZone?: string,
): ResourceListColumn<ApiTokenItem>[] {
  const { t, i18n } = useTranslation('ui', { keyPrefix: 'ApiTokensList' });
  const { onRevoke, busy = false } = actions;
  return useMemo(() => {
    const labelOf = (scope: string) => scopeOptions.find((o) => o.value === scope)?.label ?? scope;
    const when = (iso: string) => (
      <Box component="time" dateTime={iso} sx={{ whiteSpace: 'nowrap' }}>
        {formatDateTime(iso, i18n.language, timeZone)}
      </Box>
    );
    return [
      {
        id: 'name',
        header: t('column.name'),
        rowHeader: true,
        required: true,
        sortable: true,
        filter: { operators: ['=', '!=', ':', '!:'] },
        cell: (token) => (
          <Box>
            <Typography component="span" sx={{ fontWeight: 500, display: 'block', overflowWrap: 'anywhere' }}>
              {token.name}
            </Typography>
            <Box
              component="code"
              sx={{ fontFamily: 'monospace', fontSize: '0.8125rem', color: 'text.secondary' }}
            >
              {maskedApiToken(token.lastFour)}
            </Box>
          </Box>
        ),
      },
      {
        id: 'scopes',
        header: t('column.scopes'),
        filter: { options: scopeOptions.map((o) => ({ value: o.value, label: o.label })) },
        cell: (token) => (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
            {token.scopes.map((scope) => (
              <Chip key={scope} size="small" variant="outlined" label={labelOf(scope)} />
            ))}
          </Box>
        ),
      },
      {
        id: 'state',
        header: t('column.state'),
        sortable: true,
        filter: {
          options: (['active', 'expired', 'revoked'] as const).map((s) => ({
            value: s,
            label: t(`state.${s}`),
          })),
        },
        cell: (token) => (
          <Chip size="small" label={t(`state.${token.state}`)} sx={tintedChipSx(stateTints[token.state])} />
        ),
      },
      {
        id: 'expiresAt',
        header: t('column.expiresAt'),
        sortable: true,
        cell: (token) => when(token.expiresAt),
      },
      {
        id: 'lastUsedAt',
        header: t('column.lastUsedAt'),
        sortable: true,
        cell: (token) =>
          token.lastUsedAt ? (
            <Box>
              {when(token.lastUsedAt)}
              {token.lastUsedIp ? (
                <Typography
                  component="span"
                  variant="caption"
                  sx={{ display: 'block', color: 'text.secondary' }}
                >
                  {t('from', { ip: token.lastUsedIp })}
                </Typography>
              ) : null}
            </Box>
          ) : (
            <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
              {t('neverUsed')}
            </Typography>
          ),
      },
      {
        id: 'actions',
        header: t('column.actions'),
        required: true,
        cell: (token) => (
          <ReasonedIconButton
            label={t('revoke', { name: token.name })}
            refusedReason={
              token.state === 'active' ? undefined : t(`cannotRevoke.${token.state}`, { name: token.name })
            }
            disabled={busy}
            onClick={() => onRevoke(token)}
          >
            <BlockOutlined fontSize="small" />
          </ReasonedIconButton>
        ),
      },
    ];
  }, [t, i18n.language, timeZone, busy, onRevoke, scopeOptions]);
}

export interface ApiTokensListProps extends ResourceListCollectionProps<ApiTokenItem>, ApiTokenActions {
  scopeOptions: readonly ApiTokenScopeOption[];
  /** 'Novo token': the toolbar's and the empty list's call to action. */
  createAction?: ReactNode;
  timeZone?: string;
}

/**
 * A project's API tokens (GitHub's fine-grained personal access tokens, DigitalOcean's API tokens): never the
 * token, only `nvm_pat_…` and its last four; its scopes, state, expiry and last use; revoke an active one.
 */
export function ApiTokensList({
  scopeOptions,
  createAction,
  onRevoke,
  busy,
  timeZone,
  ...list
}: ApiTokensListProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'ApiTokensList' });
  const columns = useApiTokenColumns(scopeOptions, { onRevoke, busy }, timeZone);
  return (
    <ResourceList<ApiTokenItem>
      filterPlaceholder={t('filterPlaceholder')}
      {...list}
      label={t('table')}
      columns={columns}
      rowId={(token) => token.id}
      rowLabel={(token) => token.name}
      toolbar={createAction}
      empty={{ title: t('empty'), hint: t('emptyHint'), action: createAction }}
      countText={(total) => t('count', { count: total })}
      errorTitle={t('errorTitle')}
      loadingText={t('loading')}
    />
  );
}
