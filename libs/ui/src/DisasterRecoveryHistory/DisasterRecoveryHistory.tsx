import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../format/formatDateTime';

/** What a history entry records. */
export type DisasterRecoveryEventKind = 'test_start' | 'test_end' | 'activate' | 'restore';

/** One disaster-recovery action of the environment: who did what, and when. */
export interface DisasterRecoveryEventItem {
  id: string;
  kind: DisasterRecoveryEventKind;
  occurredAt: string;
  actor: string;
  /** The origins failed over or restored (their topology ids); empty for a plan test. */
  topologyIds: readonly string[];
}

export interface DisasterRecoveryHistoryProps {
  /** The most recent first. */
  events: readonly DisasterRecoveryEventItem[];
  /** Skeleton rows while the plan loads. */
  loading?: boolean;
  /** The time zone of the dates (stories and tests pin it); the browser's by default. */
  timeZone?: string;
}

const COLUMNS = ['when', 'who', 'what'] as const;

/**
 * The environment's disaster-recovery history: plan tests started and ended, failovers activated and origins
 * restored, with who did each and when (the API's audit trail), the most recent first.
 */
export function DisasterRecoveryHistory({ events, loading = false, timeZone }: DisasterRecoveryHistoryProps) {
  const { t, i18n } = useTranslation('ui', { keyPrefix: 'DisasterRecoveryHistory' });
  const headingId = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ overflow: 'hidden' }}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ px: 2, pt: 1.5, pb: 1, fontSize: '1rem' }}>
        {t('title')}
      </Typography>
      {!loading && events.length === 0 ? (
        <Box role="status" sx={{ px: 2, pb: 2, color: 'text.secondary' }}>
          <Typography variant="body2">{t('empty')}</Typography>
        </Box>
      ) : (
        <Table size="small" aria-labelledby={headingId} aria-busy={loading}>
          <TableHead>
            <TableRow>
              {COLUMNS.map((column) => (
                <TableCell key={column} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                  {t(`columns.${column}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {loading
              ? Array.from({ length: 2 }, (_, row) => (
                  <TableRow key={row} data-skeleton-row="">
                    {COLUMNS.map((column) => (
                      <TableCell key={column}>
                        <Skeleton variant="text" width="60%" />
                      </TableCell>
                    ))}
                  </TableRow>
                ))
              : events.map((event) => (
                  <TableRow key={event.id}>
                    <TableCell sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                      <time dateTime={event.occurredAt}>
                        {formatDateTime(event.occurredAt, i18n.language, timeZone)}
                      </time>
                    </TableCell>
                    <TableCell>{event.actor}</TableCell>
                    <TableCell>
                      {t(`kind.${event.kind}`)}
                      {event.topologyIds.length > 0 ? (
                        <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
                          {' '}
                          ({event.topologyIds.join(', ')})
                        </Typography>
                      ) : null}
                    </TableCell>
                  </TableRow>
                ))}
          </TableBody>
        </Table>
      )}
    </Paper>
  );
}
