import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface RetryAlertProps {
  /** What failed, in a few words ('Não foi possível carregar as notas'). */
  title?: ReactNode;
  /** Why, already translated (a load state's message). */
  children: ReactNode;
  /** Given: a 'Tentar novamente' button. */
  onRetry?: () => void;
  variant?: 'standard' | 'outlined';
  sx?: SxProps<Theme>;
}

/** What a screen shows when its data failed to load: what and why, and a retry when offered. */
export function RetryAlert({ title, children, onRetry, variant, sx }: RetryAlertProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'RetryAlert' });
  return (
    <Alert
      severity="error"
      variant={variant}
      sx={[{ overflowWrap: 'anywhere' }, ...(Array.isArray(sx) ? sx : [sx])]}
      action={
        onRetry ? (
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('retry')}
          </Button>
        ) : undefined
      }
    >
      {title ? <AlertTitle>{title}</AlertTitle> : null}
      {children}
    </Alert>
  );
}
