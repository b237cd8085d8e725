import GavelOutlined from '@mui/icons-material/GavelOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../format/formatDateTime';
import { TermsText } from './TermsText';
import type { UsageTermItem } from './usageTermsTypes';

export interface UsageTermsAcceptanceDialogProps {
  /** The version the user must accept; the dialog blocks the portal while it is open. */
  term: UsageTermItem;
  busy?: boolean;
  /** Why the acceptance failed, translated. */
  error?: string;
  onAccept: () => void;
  /** 'Recusar e sair': the caller signs the user out. */
  onDecline: () => void;
  timeZone?: string;
}

/**
 * 'Termos de uso' that block the portal until accepted: the text, a checkbox the user ticks after reading, and
 * 'Aceitar' (enabled once ticked) or 'Recusar e sair'. Neither Escape nor a click outside closes it.
 */
export function UsageTermsAcceptanceDialog({
  term,
  busy = false,
  error,
  onAccept,
  onDecline,
  timeZone,
}: UsageTermsAcceptanceDialogProps) {
  const { t, i18n } = useTranslation('ui', { keyPrefix: 'UsageTermsAcceptanceDialog' });
  const titleId = useId();
  const textId = useId();
  const fullScreen = useMediaQuery('(max-width:599.95px)', { noSsr: true });
  const [agreed, setAgreed] = useState(false);
  return (
    <Dialog
      open
      fullScreen={fullScreen}
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth="md"
      fullWidth
    >
      <DialogTitle
        id={titleId}
        sx={{ display: 'flex', alignItems: 'center', gap: 1.5, overflowWrap: 'anywhere' }}
      >
        <GavelOutlined aria-hidden color="primary" />
        {term.title}
      </DialogTitle>
      <DialogContent dividers>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          {t('intro', {
            version: term.version ?? '',
            date: term.publishedAt ? formatDateTime(term.publishedAt, i18n.language, timeZone) : '',
          })}
        </Typography>
        <Box id={textId} tabIndex={0} role="region" aria-label={t('textLabel')} sx={{ outline: 'none' }}>
          <TermsText body={term.body} />
        </Box>
      </DialogContent>
      <Box sx={{ px: 3, pt: 1.5 }}>
        {error ? (
          <Alert severity="error" role="alert" sx={{ mb: 1 }}>
            {error}
          </Alert>
        ) : null}
        <FormControlLabel
          control={<Checkbox checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />}
          label={t('agree')}
        />
      </Box>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onDecline} disabled={busy}>
          {t('decline')}
        </Button>
        <Button variant="contained" onClick={onAccept} disabled={!agreed || busy}>
          {busy ? t('accepting') : t('accept')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
