import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../format/formatDateTime';
import { tintedChipSx } from '../internal/tintedChip';
import { ProfileSection } from '../ProfileForms/ProfileSection';
import { ResourceList, type ResourceListCollectionProps } from '../ResourceList/ResourceList';
import type { ResourceListColumn } from '../ResourceList/resourceListTypes';
import { deviceOf, type SignInEntry } from './signInsModel';

export const SIGN_IN_COLUMNS = ['device', 'ip', 'startedAt', 'lastUsedAt', 'actions'];

interface ColumnOptions {
  onEnd: (entry: SignInEntry) => void;
  /** The sign-ins being ended: their button waits. */
  ending: readonly string[];
  timeZone?: string;
}

/** The list's columns in the user's language (the container's useCollection needs them too). */
export function useSignInColumns({
  onEnd,
  ending,
  timeZone,
}: ColumnOptions): ResourceListColumn<SignInEntry>[] {
  const { t, i18n } = useTranslation('ui', { keyPrefix: 'SignInsList' });
  return useMemo(
    () => [
      {
        id: 'device',
        header: t('columns.device'),
        rowHeader: true,
        required: true,
        sortable: true,
        filter: { operators: [':', '!:'] },
        cell: (entry) => (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <span>
              <Typography component="span" sx={{ fontWeight: 500, display: 'block' }}>
                {deviceOf(entry.userAgent) ?? t('unknownDevice')}
              </Typography>
              {entry.userAgent ? (
                <Typography
                  component="span"
                  variant="caption"
                  sx={{ color: 'text.secondary', wordBreak: 'break-all' }}
                >
                  {entry.userAgent}
                </Typography>
              ) : null}
            </span>
            {entry.current ? <Chip size="small" label={t('current')} sx={tintedChipSx('success')} /> : null}
          </Stack>
        ),
      },
      {
        id: 'ip',
        header: t('columns.ip'),
        sortable: true,
        filter: { operators: [':', '=', '!='] },
        cell: (entry) => entry.ip ?? t('unknownIp'),
      },
      {
        id: 'startedAt',
        header: t('columns.startedAt'),
        sortable: true,
        cell: (entry) => formatDateTime(entry.startedAt, i18n.language, timeZone),
      },
      {
        id: 'lastUsedAt',
        header: t('columns.lastUsedAt'),
        sortable: true,
        cell: (entry) => formatDateTime(entry.lastUsedAt, i18n.language, timeZone),
      },
      {
        id: 'actions',
        header: t('columns.actions'),
        required: true,
        cell: (entry) =>
          entry.current ? (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('thisOne')}
            </Typography>
          ) : (
            <Button
              size="small"
              variant="outlined"
              color="error"
              loading={ending.includes(entry.id)}
              aria-label={t('endLabel', {
                device: deviceOf(entry.userAgent) ?? t('unknownDevice'),
                ip: entry.ip ?? '',
              })}
              onClick={() => onEnd(entry)}
            >
              {t('end')}
            </Button>
          ),
      },
    ],
    [t, i18n.language, timeZone, ending, onEnd],
  );
}

export interface SignInsListProps extends ResourceListCollectionProps<SignInEntry> {
  columns: readonly ResourceListColumn<SignInEntry>[];
  /** 'Encerrar as outras': every sign-in but this one. */
  onEndOthers: () => void;
  /** Whether there are others to end (the button is disabled without). */
  hasOthers: boolean;
  endingOthers?: boolean;
  /** What the last ending did, or why it failed (translated). */
  notice?: { severity: 'success' | 'error'; text: string };
}

/**
 * Perfil › Sessões: the user's live sign-ins (browser and system, address, started, last used), this one
 * marked; each other one ended with 'Encerrar', or all of them with 'Encerrar as outras'.
 */
export function SignInsList({
  columns,
  onEndOthers,
  hasOthers,
  endingOthers = false,
  notice,
  ...list
}: SignInsListProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'SignInsList' });
  return (
    <ProfileSection title={t('title')} description={t('description')}>
      {() => (
        <Stack spacing={2}>
          {notice ? (
            <Alert severity={notice.severity} role={notice.severity === 'error' ? 'alert' : 'status'}>
              {notice.text}
            </Alert>
          ) : null}
          <ResourceList<SignInEntry>
            filterPlaceholder={t('filterPlaceholder')}
            {...list}
            label={t('table')}
            columns={columns}
            rowId={(entry) => entry.id}
            rowLabel={(entry) => deviceOf(entry.userAgent) ?? t('unknownDevice')}
            empty={{ title: t('empty') }}
            countText={(total) => t('count', { count: total })}
            errorTitle={t('errorTitle')}
            loadingText={t('loading')}
            toolbar={
              <Button
                variant="outlined"
                color="error"
                disabled={!hasOthers}
                loading={endingOthers}
                onClick={onEndOthers}
              >
                {t('endOthers')}
              </Button>
            }
          />
        </Stack>
      )}
    </ProfileSection>
  );
}
