import type { AlertSeverity } from '../model/alert';
import { severityOf } from './severityOf';

test.each<[string, AlertSeverity]>([
  ['ok', 'normal'],
  ['warning', 'warning'],
  ['critical', 'critical'],
  ['fatal', 'critical'],
  ['OK', 'normal'],
  ['WARNING', 'warning'],
  ['Critical', 'critical'],
  [' fatal ', 'critical'],
  ['unknown', 'normal'],
  ['info', 'normal'],
  ['', 'normal'],
])('currentSeverity %j → %s', (currentSeverity, expected) => {
  expect(severityOf(currentSeverity)).toBe(expected);
});
