import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../a11y/visuallyHidden';

const centred = {
  height: '100%',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  textAlign: 'center',
  gap: 1,
  p: 1,
  overflow: 'auto',
} as const;

/** A visual waiting for its data: a skeleton in its place, announced once. */
export function VisualLoadingState() {
  const { t } = useTranslation('ui', { keyPrefix: 'VisualStates' });
  return (
    <Box sx={{ height: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box role="status" sx={visuallyHidden}>
        {t('loading')}
      </Box>
      <Skeleton variant="rounded" sx={{ flex: '1 1 auto', height: 'auto' }} />
      <Skeleton variant="text" width="40%" />
    </Box>
  );
}

/** A visual whose query answered no rows: Power BI's words. */
export function VisualEmptyState() {
  const { t } = useTranslation('ui', { keyPrefix: 'VisualStates' });
  return (
    <Box sx={centred}>
      <Typography variant="body2" color="text.secondary">
        {t('empty')}
      </Typography>
    </Box>
  );
}

export interface VisualErrorStateProps {
  /** What went wrong, in the viewer's language (the error's detailedMessage); behind 'Ver detalhes'. */
  details?: string;
  /** 'Tentar novamente': query the visual again. Without it, no button. */
  onRetry?: () => void;
}

/** A visual that could not be drawn: 'Não foi possível exibir este visual', its details, and a retry. */
export function VisualErrorState({ details, onRetry }: VisualErrorStateProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'VisualStates' });
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  return (
    <Box sx={centred}>
      <ErrorOutline color="error" aria-hidden />
      <Typography variant="body2" sx={{ fontWeight: 500 }}>
        {t('errorTitle')}
      </Typography>
      {details && (
        <>
          <Button size="small" aria-expanded={open} aria-controls={detailsId} onClick={() => setOpen(!open)}>
            {open ? t('hideDetails') : t('showDetails')}
          </Button>
          <Collapse in={open} id={detailsId}>
            <Typography
              variant="caption"
              color="text.secondary"
              component="p"
              sx={{ overflowWrap: 'anywhere' }}
            >
              {details}
            </Typography>
          </Collapse>
        </>
      )}
      {onRetry && (
        <Button size="small" variant="outlined" onClick={onRetry}>
          {t('retry')}
        </Button>
      )}
    </Box>
  );
}
