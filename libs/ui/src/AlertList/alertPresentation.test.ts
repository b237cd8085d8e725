import type { AlertSeverity } from '../model/alert';
import { alertColorOf, alertRoleOf } from './alertPresentation';

test.each<[AlertSeverity, string, string]>([
  ['normal', 'info', 'status'],
  ['warning', 'warning', 'status'],
  ['critical', 'error', 'alert'],
])('%s is shown as %s with role %s', (severity, color, role) => {
  expect(alertColorOf(severity)).toBe(color);
  expect(alertRoleOf(severity)).toBe(role);
});
