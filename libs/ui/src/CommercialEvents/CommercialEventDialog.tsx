import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { canJoinCommercialEvent } from './CommercialEventsList';
import { CommercialRequestChip } from './CommercialRequestChip';
import type { CommercialEventItem } from './commercialTypes';
import { formatDay } from './formatDay';

export interface CommercialEventDialogProps {
  event: CommercialEventItem;
  joining?: boolean;
  onJoin: () => void;
  onClose: () => void;
}

/** An event's detail: what it offers, its conditions and dates, the environment's part, and joining it. */
export function CommercialEventDialog({
  event,
  joining = false,
  onJoin,
  onClose,
}: CommercialEventDialogProps) {
  const { t, i18n } = useTranslation('ui', { keyPrefix: 'CommercialEventDialog' });
  const titleId = useId();
  const row = (label: string, value: React.ReactNode) => (
    <Stack spacing={0.25}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography component="div" sx={{ overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Stack>
  );
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {event.name}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography>{event.description}</Typography>
          {row(t('conditions'), event.conditions)}
          {row(
            t('period'),
            t('periodValue', {
              start: formatDay(event.startsOn, i18n.language),
              end: formatDay(event.endsOn, i18n.language),
            }),
          )}
          {row(t('discount'), t('discountValue', { percent: event.discountPercent }))}
          {row(
            t('participation'),
            event.joinRequest ? (
              <CommercialRequestChip state={event.joinRequest.state} reason={event.joinRequest.reason} />
            ) : event.open ? (
              t('notJoined')
            ) : (
              t('closed')
            ),
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t('close')}</Button>
        {canJoinCommercialEvent(event) ? (
          <Button variant="contained" onClick={onJoin} disabled={joining}>
            {joining ? t('joining') : t('join')}
          </Button>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}
