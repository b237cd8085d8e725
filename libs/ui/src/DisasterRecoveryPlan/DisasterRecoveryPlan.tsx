import CloudDoneOutlined from '@mui/icons-material/CloudDoneOutlined';
import SwapHorizOutlined from '@mui/icons-material/SwapHorizOutlined';
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../a11y/visuallyHidden';
import { formatDateTime } from '../format/formatDateTime';
import { tintedChipSx, type ChipTint } from '../internal/tintedChip';
import { MaskedValue } from '../MaskedValue/MaskedValue';
import {
  canActOn,
  failoverCounts,
  type DisasterRecoveryEnvironmentState,
  type DisasterRecoveryLoadState,
  type DisasterRecoveryPairItem,
  type DisasterRecoveryPlanMode,
  type DisasterRecoverySiteItem,
} from './disasterRecoveryPlanModel';
import { RetryAlert } from '../internal/RetryAlert';
import { EmptyState } from '../internal/EmptyState';

export interface DisasterRecoveryPlanProps {
  /** The environment's pairs, by product. */
  pairs: readonly DisasterRecoveryPairItem[];
  /** The environment's state, as the API says it. */
  environmentState: DisasterRecoveryEnvironmentState;
  /** loading: skeleton rows; error: the message and 'Tentar novamente'; ready: the pairs. */
  state: DisasterRecoveryLoadState;
  /** view: no actions; activate: 'Ativar DR' per pair and for the environment; restore: 'Restaurar origem'. */
  mode: DisasterRecoveryPlanMode;
  /** The action asked for a pair (its origin's topology id) or, with null, for the whole environment. */
  onAction?: (originTopologyId: string | null) => void;
  /** An action is on its way: the action buttons wait. */
  busy?: boolean;
  onRetry?: () => void;
  /** The time zone of the dates (stories and tests pin it); the browser's by default. */
  timeZone?: string;
}

const STATE: Record<DisasterRecoveryEnvironmentState, { icon: ReactElement; tint: ChipTint }> = {
  normal: { icon: <CloudDoneOutlined />, tint: 'success' },
  partial: { icon: <WarningAmberOutlined />, tint: 'warning' },
  failed_over: { icon: <SwapHorizOutlined />, tint: 'error' },
};

const COLUMNS = ['product', 'origin', 'destination', 'serving'] as const;

/**
 * The environment's disaster-recovery pairs (portal spec §2.6 customer disaster recovery, §3 Topology dr_origin /
 * dr_destination): where each pair serves from, under a summary of the environment's state. In the activate and
 * restore modes each pair, and the environment as a whole, has its action; the caller confirms it. Loading
 * shows skeleton rows; an environment without pairs says so; a failure shows its message and a retry.
 */
export function DisasterRecoveryPlan({
  pairs,
  environmentState,
  state,
  mode,
  onAction,
  busy = false,
  onRetry,
  timeZone,
}: DisasterRecoveryPlanProps) {
  const { t, i18n } = useTranslation('ui', { keyPrefix: 'DisasterRecoveryPlan' });
  const loading = state.status === 'loading';
  const counts = failoverCounts(pairs);
  const acting = mode !== 'view';
  const anyActionable = pairs.some((pair) => canActOn(pair, mode));

  if (state.status === 'error')
    return (
      <RetryAlert title={t('errorTitle')} onRetry={onRetry}>
        {state.message}
      </RetryAlert>
    );

  if (state.status === 'ready' && pairs.length === 0)
    return <EmptyState title={t('empty')} hint={t('emptyHint')} />;

  const { icon, tint } = STATE[environmentState];
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <Box
        component="section"
        aria-label={t('summary')}
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 1.5,
          px: 2,
          py: 1.5,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        {loading ? (
          <Skeleton variant="rounded" width={220} height={24} />
        ) : (
          <Chip icon={icon} label={t(`state.${environmentState}`)} sx={tintedChipSx(tint)} />
        )}
        <Typography variant="body2" sx={{ color: 'text.secondary', flex: 1, minWidth: 160 }}>
          {loading ? (
            <Skeleton variant="text" width={140} />
          ) : (
            t('counts', { active: counts.active, total: counts.total })
          )}
        </Typography>
        {acting ? (
          <Button
            variant="contained"
            color={mode === 'activate' ? 'error' : 'primary'}
            disabled={loading || busy || !anyActionable}
            onClick={() => onAction?.(null)}
          >
            {t(`environmentAction.${mode}`)}
          </Button>
        ) : null}
      </Box>
      <TableContainer tabIndex={0} role="region" aria-label={t('table')}>
        <Table size="small" aria-label={t('table')} aria-busy={loading} sx={{ minWidth: 720 }}>
          <TableHead>
            <TableRow>
              {COLUMNS.map((column) => (
                <TableCell key={column} sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
                  {t(`columns.${column}`)}
                </TableCell>
              ))}
              {acting ? (
                <TableCell sx={{ fontWeight: 600 }}>
                  <Box component="span" sx={visuallyHidden}>
                    {t('columns.action')}
                  </Box>
                </TableCell>
              ) : null}
            </TableRow>
          </TableHead>
          <TableBody>
            {loading
              ? Array.from({ length: 2 }, (_, row) => (
                  <TableRow key={row} data-skeleton-row="">
                    {[...COLUMNS, ...(acting ? ['action'] : [])].map((column) => (
                      <TableCell key={column}>
                        <Skeleton variant="text" width="70%" />
                      </TableCell>
                    ))}
                  </TableRow>
                ))
              : pairs.map((pair) => (
                  <TableRow key={pair.origin.topologyId} hover data-pair={pair.origin.topologyId}>
                    <TableCell component="th" scope="row" sx={{ fontWeight: 500 }}>
                      {pair.productName}
                    </TableCell>
                    <TableCell>
                      <Site site={pair.origin} />
                    </TableCell>
                    <TableCell>
                      {pair.destination ? (
                        <Site site={pair.destination} />
                      ) : (
                        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                          {t('noDestination')}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell>
                      <Chip
                        size="small"
                        label={pair.failedOver ? t('serving.destination') : t('serving.origin')}
                        sx={tintedChipSx(pair.failedOver ? 'warning' : 'success')}
                      />
                      {pair.failedOver && pair.failedOverAt ? (
                        <Typography
                          variant="caption"
                          sx={{ color: 'text.secondary', display: 'block', mt: 0.5 }}
                        >
                          {t('since', {
                            when: formatDateTime(pair.failedOverAt, i18n.language, timeZone),
                            who: pair.failedOverBy ?? '—',
                          })}
                        </Typography>
                      ) : null}
                    </TableCell>
                    {acting ? (
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        <Button
                          size="small"
                          variant="outlined"
                          color={mode === 'activate' ? 'error' : 'primary'}
                          disabled={busy || !canActOn(pair, mode)}
                          aria-label={t(`pairActionLabel.${mode}`, { product: pair.productName })}
                          onClick={() => onAction?.(pair.origin.topologyId)}
                        >
                          {t(`pairAction.${mode}`)}
                        </Button>
                      </TableCell>
                    ) : null}
                  </TableRow>
                ))}
          </TableBody>
        </Table>
      </TableContainer>
      {loading ? (
        <Box component="span" role="status" sx={visuallyHidden}>
          {t('loading')}
        </Box>
      ) : null}
    </Paper>
  );
}

function Site({ site }: { site: DisasterRecoverySiteItem }) {
  return (
    <>
      <Typography component="span" variant="body2" sx={{ display: 'block' }}>
        {site.instanceName}
      </Typography>
      <Typography component="span" variant="caption" sx={{ color: 'text.secondary' }}>
        <MaskedValue>{site.topologyId}</MaskedValue> · {site.region} · {site.provider.toUpperCase()}
      </Typography>
    </>
  );
}
