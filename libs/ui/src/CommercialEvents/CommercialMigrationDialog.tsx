import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCents } from '../format/formatCents';
import { discountedCents } from './commercialValue';
import type { CommercialEventItem, CommercialProposalItem } from './commercialTypes';

export interface CommercialMigrationDialogProps {
  proposal: CommercialProposalItem;
  /** The events it may move into (open ones). */
  events: CommercialEventItem[];
  busy?: boolean;
  /** Why the request failed, translated. */
  error?: string;
  onConfirm: (eventId: string) => void;
  onClose: () => void;
}

/**
 * Moving a proposal into a commercial event: the event chosen, then its conditions and the proposal's new
 * value reviewed (the discount applied, in centavos) before the request is confirmed.
 */
export function CommercialMigrationDialog({
  proposal,
  events,
  busy = false,
  error,
  onConfirm,
  onClose,
}: CommercialMigrationDialogProps) {
  const { t, i18n } = useTranslation('ui', { keyPrefix: 'CommercialMigrationDialog' });
  const titleId = useId();
  const eventsLabelId = useId();
  const [chosen, setChosen] = useState<string>();
  const event = events.find((candidate) => candidate.id === chosen);
  const money = (cents: string) => formatCents(cents, i18n.language);
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('title', { number: proposal.number })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('proposal', { products: proposal.products.join(', '), value: money(proposal.valueCents) })}
          </Typography>
          {events.length === 0 ? (
            <Alert severity="info">{t('noEvents')}</Alert>
          ) : (
            <FormControl>
              <FormLabel id={eventsLabelId}>{t('chooseEvent')}</FormLabel>
              <RadioGroup
                aria-labelledby={eventsLabelId}
                value={chosen ?? ''}
                onChange={(e) => setChosen(e.target.value)}
              >
                {events.map((candidate) => (
                  <FormControlLabel
                    key={candidate.id}
                    value={candidate.id}
                    control={<Radio />}
                    label={t('eventOption', { name: candidate.name, percent: candidate.discountPercent })}
                  />
                ))}
              </RadioGroup>
            </FormControl>
          )}
          {event ? (
            <Box
              component="section"
              aria-label={t('review')}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}
            >
              <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
                {t('review')}
              </Typography>
              <Typography variant="body2" sx={{ mb: 1.5, overflowWrap: 'anywhere' }}>
                {event.conditions}
              </Typography>
              <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
                <Stack>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {t('currentValue')}
                  </Typography>
                  <Typography>{money(proposal.valueCents)}</Typography>
                </Stack>
                <Stack>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {t('newValue')}
                  </Typography>
                  <Typography sx={{ fontWeight: 600 }}>
                    {money(discountedCents(proposal.valueCents, event.discountPercent))}
                  </Typography>
                </Stack>
              </Stack>
              <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1.5 }}>
                {t('approvalNote')}
              </Typography>
            </Box>
          ) : null}
          {error ? (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button variant="contained" disabled={!event || busy} onClick={() => event && onConfirm(event.id)}>
          {busy ? t('sending') : t('confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
