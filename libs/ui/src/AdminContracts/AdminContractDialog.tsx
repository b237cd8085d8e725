import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate } from '../format/formatCalendarDate';
import { formatCents } from '../format/formatCents';
import { AdminContractStatusChip } from './AdminContractStatusChip';
import type { AdminContractItem, AdminContractMoves, AdminContractTarget } from './adminContractTypes';

export interface AdminContractDialogProps {
  contract: AdminContractItem;
  /** The changes each status allows (api-contract's contractAdminMoves). */
  moves: AdminContractMoves;
  /** A change being sent: the buttons wait. */
  busy?: boolean;
  /** Why the last change was refused, translated. */
  error?: string;
  onChangeStatus: (target: AdminContractTarget) => void;
  onClose: () => void;
}

// No 'warning' text: orange on white falls short of 4.5:1.
const targetColor = { suspended: 'inherit', active: 'primary', ended: 'error' } as const;

/** A contract's detail, and the status changes it allows: suspend, reactivate, end. */
export function AdminContractDialog({
  contract,
  moves,
  busy = false,
  error,
  onChangeStatus,
  onClose,
}: AdminContractDialogProps) {
  const { t, i18n } = useTranslation('ui', { keyPrefix: 'AdminContracts' });
  const titleId = useId();
  const date = (day: string | null) => (day ? formatCalendarDate(day, i18n.language) : t('openEnded'));
  const rows: [string, string][] = [
    [t('column.customer'), `${contract.customerName} (${contract.cloudId}, ${contract.tCode})`],
    [t('detail.kind'), t(`kind.${contract.kind}`)],
    [t('column.plan'), contract.plan],
    [t('detail.description'), contract.description],
    [t('detail.start'), date(contract.startDate)],
    [t('detail.end'), date(contract.endDate)],
    [
      t('column.monthly'),
      contract.monthlyCents === null ? t('byUse') : formatCents(contract.monthlyCents, i18n.language),
    ],
  ];
  const allowed = moves[contract.status];
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('detail.title', { number: contract.number })}</DialogTitle>
      <DialogContent>
        <AdminContractStatusChip status={contract.status} />
        <Typography
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 10rem) 1fr', gap: 1, mt: 2 }}
        >
          {rows.map(([label, value]) => (
            <Typography key={label} component="div" sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
                {label}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {value}
              </Typography>
            </Typography>
          ))}
        </Typography>
        {allowed.length === 0 ? (
          <Typography variant="body2" sx={{ mt: 2, color: 'text.secondary' }}>
            {t('detail.final')}
          </Typography>
        ) : null}
        {error ? (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {error}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {allowed.map((target) => (
          <Button
            key={target}
            color={targetColor[target]}
            variant="outlined"
            disabled={busy}
            onClick={() => onChangeStatus(target)}
          >
            {t(`move.${target}`)}
          </Button>
        ))}
        <Button onClick={onClose}>{t('detail.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
