import type { AlertColor } from '@mui/material/Alert';
import type { AlertSeverity } from '../model/alert';

/** How each alert-list severity is shown (portal spec §2.7 alert area, §4 severities). */
const COLOR_OF: Record<AlertSeverity, AlertColor> = {
  normal: 'info',
  warning: 'warning',
  critical: 'error',
};

/** The MUI Alert colour of a severity: normal → info, warning → warning, critical → error. */
export const alertColorOf = (severity: AlertSeverity): AlertColor => COLOR_OF[severity];

/** Critical alerts interrupt screen-reader users (role="alert"); the others are announced politely. */
export const alertRoleOf = (severity: AlertSeverity): 'alert' | 'status' =>
  severity === 'critical' ? 'alert' : 'status';
