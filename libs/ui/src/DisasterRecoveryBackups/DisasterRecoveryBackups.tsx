import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../a11y/visuallyHidden';
import { formatDateTime } from '../format/formatDateTime';
import type { DisasterRecoveryLoadState } from '../internal/disasterRecoveryLoadState';
import { tintedChipSx } from '../internal/tintedChip';
import { MaskedValue } from '../MaskedValue/MaskedValue';
import { RetryAlert } from '../internal/RetryAlert';
import { EmptyState } from '../internal/EmptyState';

/** One backup of the environment. */
export interface BackupItem {
  id: string;
  /** The product's name as the menu shows it, e.g. 'Protheus'. */
  productName: string;
  topologyId: string;
  kind: 'full' | 'incremental' | 'archive_log';
  status: 'completed' | 'failed';
  sizeBytes: number;
  takenAt: string;
  expiresAt: string;
}

export interface DisasterRecoveryBackupsProps {
  /** The newest first. */
  backups: readonly BackupItem[];
  /** loading: skeleton rows; error: the message and 'Tentar novamente'; ready: the backups. */
  state: DisasterRecoveryLoadState;
  /** 'Baixar' on a completed backup; the caller confirms and fetches the link. */
  onDownload: (backupId: string) => void;
  /** The backup whose link is on its way: its button shows a spinner, the others wait. */
  downloadingId?: string | null;
  onRetry?: () => void;
  /** The time zone of the dates (stories and tests pin it); the browser's by default. */
  timeZone?: string;
}

const COLUMNS = ['backup', 'product', 'kind', 'takenAt', 'size', 'expiresAt', 'status'] as const;
const onWideScreens = { display: { xs: 'none', md: 'table-cell' } } as const;
const WIDE: ReadonlySet<string> = new Set(['expiresAt', 'product']);

/**
 * The environment's backups (portal spec §2.6 customer disaster recovery › backup): each one's product and
 * topology, kind, when it was taken, its size and until when it is kept, with 'Baixar' on the completed ones
 * (a short-lived link). Loading shows skeleton rows; no backups says so; a failure shows a retry.
 */
export function DisasterRecoveryBackups({
  backups,
  state,
  onDownload,
  downloadingId = null,
  onRetry,
  timeZone,
}: DisasterRecoveryBackupsProps) {
  const { t, i18n } = useTranslation('ui', { keyPrefix: 'DisasterRecoveryBackups' });
  const loading = state.status === 'loading';
  const when = (iso: string) => formatDateTime(iso, i18n.language, timeZone);
  const size = (bytes: number) =>
    t('gb', { size: (bytes / 1024 ** 3).toLocaleString(i18n.language, { maximumFractionDigits: 1 }) });

  if (state.status === 'error')
    return (
      <RetryAlert title={t('errorTitle')} onRetry={onRetry}>
        {state.message}
      </RetryAlert>
    );

  if (state.status === 'ready' && backups.length === 0)
    return <EmptyState title={t('empty')} hint={t('emptyHint')} />;

  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <TableContainer tabIndex={0} role="region" aria-label={t('table')}>
        <Table
          size="small"
          aria-label={t('table')}
          aria-busy={loading}
          sx={{ minWidth: { xs: 560, md: 900 } }}
        >
          <TableHead>
            <TableRow>
              {COLUMNS.map((column) => (
                <TableCell
                  key={column}
                  sx={[{ whiteSpace: 'nowrap', fontWeight: 600 }, WIDE.has(column) ? onWideScreens : {}]}
                >
                  {t(`columns.${column}`)}
                </TableCell>
              ))}
              <TableCell>
                <Box component="span" sx={visuallyHidden}>
                  {t('columns.action')}
                </Box>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {loading
              ? Array.from({ length: 4 }, (_, row) => (
                  <TableRow key={row} data-skeleton-row="">
                    {[...COLUMNS, 'action'].map((column) => (
                      <TableCell key={column} sx={WIDE.has(column) ? onWideScreens : undefined}>
                        <Skeleton variant="text" width="70%" />
                      </TableCell>
                    ))}
                  </TableRow>
                ))
              : backups.map((backup) => (
                  <TableRow key={backup.id} hover data-backup={backup.id}>
                    <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap', fontWeight: 500 }}>
                      {backup.id}
                    </TableCell>
                    <TableCell sx={onWideScreens}>
                      {backup.productName}
                      <Typography
                        component="span"
                        variant="caption"
                        sx={{ color: 'text.secondary', display: 'block' }}
                      >
                        <MaskedValue>{backup.topologyId}</MaskedValue>
                      </Typography>
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{t(`kind.${backup.kind}`)}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                      <time dateTime={backup.takenAt}>{when(backup.takenAt)}</time>
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                      {backup.status === 'completed' ? size(backup.sizeBytes) : t('none')}
                    </TableCell>
                    <TableCell
                      sx={[onWideScreens, { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }]}
                    >
                      <time dateTime={backup.expiresAt}>{when(backup.expiresAt)}</time>
                    </TableCell>
                    <TableCell>
                      <Chip
                        size="small"
                        label={t(`status.${backup.status}`)}
                        sx={tintedChipSx(backup.status === 'completed' ? 'success' : 'error')}
                      />
                    </TableCell>
                    <TableCell align="right">
                      {backup.status === 'completed' ? (
                        <Button
                          size="small"
                          startIcon={
                            downloadingId === backup.id ? (
                              <CircularProgress size={14} color="inherit" aria-hidden />
                            ) : (
                              <DownloadOutlined />
                            )
                          }
                          disabled={downloadingId !== null}
                          aria-busy={downloadingId === backup.id}
                          aria-label={t('downloadLabel', { backup: backup.id })}
                          onClick={() => onDownload(backup.id)}
                        >
                          {t('download')}
                        </Button>
                      ) : null}
                    </TableCell>
                  </TableRow>
                ))}
          </TableBody>
        </Table>
      </TableContainer>
      {loading ? (
        <Box component="span" role="status" sx={visuallyHidden}>
          {t('loading')}
        </Box>
      ) : (
        <Box role="status" sx={{ px: 2, py: 1, color: 'text.secondary', fontSize: '0.875rem' }}>
          {t('count', { count: backups.length })}
        </Box>
      )}
    </Paper>
  );
}
