import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';

export interface FormAlertProps {
  /** Why the form as a whole was refused, translated; nothing shows without it. */
  message?: string;
  /** What failed; 'Não foi possível salvar' by default. */
  title?: string;
  sx?: SxProps<Theme>;
}

/**
 * A refusal that is no one field's (the API's error code, a lost connection), above the form's buttons:
 * role=alert, so it is read out as it appears. Field errors stay on their fields.
 */
export function FormAlert({ message, title, sx }: FormAlertProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'Form' });
  if (!message) return null;
  return (
    <Alert
      severity="error"
      role="alert"
      sx={[{ overflowWrap: 'anywhere' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <AlertTitle>{title ?? t('errorTitle')}</AlertTitle>
      {message}
    </Alert>
  );
}
