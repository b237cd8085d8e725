import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';

export interface InsightLoadErrorProps {
  /** Already translated (an InsightsLoadState error's message). */
  message: string;
  /** Given: a 'Tentar novamente' button. */
  onRetry?: () => void;
  sx?: SxProps<Theme>;
}

/** What every Insights component shows when its data failed to load: the message, and a retry when offered. */
export function InsightLoadError({ message, onRetry, sx }: InsightLoadErrorProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'InsightLoadError' });
  return (
    <Alert
      severity="error"
      sx={[{ overflowWrap: 'anywhere' }, ...(Array.isArray(sx) ? sx : [sx])]}
      action={
        onRetry ? (
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('retry')}
          </Button>
        ) : undefined
      }
    >
      {message}
    </Alert>
  );
}
