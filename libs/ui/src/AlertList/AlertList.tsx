import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Stack, { type StackProps } from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { ShellAlert } from '../model/alert';
import { alertColorOf, alertRoleOf } from './alertPresentation';

export interface AlertListProps {
  /**
   * The alerts to show, in order: communications, legacy user alerts, migration notices and the
   * monitor stream, already merged upstream (portal spec §2.7 "Alert banner area"). Texts arrive translated.
   */
  alerts: readonly ShellAlert[];
  /** Called with the alert's id when the user closes it. Without it, alerts have no close button. */
  onClose?: (id: string) => void;
  /** Extra styles for the list container (spacing inside the shell). */
  sx?: StackProps['sx'];
}

/**
 * The shell's alert area. Severity normal is shown as info, warning as warning and critical as error;
 * critical alerts are announced at once (role="alert"), the others politely (role="status").
 * Renders nothing when there is no alert.
 */
export function AlertList({ alerts, onClose, sx }: AlertListProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'AlertList' });
  if (alerts.length === 0) return null;
  return (
    <Stack component="section" aria-label={t('label')} spacing={1} sx={sx}>
      {alerts.map((alert) => (
        <Alert
          key={alert.id}
          severity={alertColorOf(alert.severity)}
          role={alertRoleOf(alert.severity)}
          closeText={t('close')}
          onClose={onClose ? () => onClose(alert.id) : undefined}
          sx={{ overflowWrap: 'anywhere' }}
        >
          {alert.title ? <AlertTitle>{alert.title}</AlertTitle> : null}
          {alert.text}
        </Alert>
      ))}
    </Stack>
  );
}
