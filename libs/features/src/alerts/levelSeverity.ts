import type { AlertLevel } from '@nuvem/api-contract';
import type { AlertSeverity } from '@nuvem/ui';

/**
 * The alert-list severity of a communication's top_type or a legacy alert's type: danger is critical,
 * warning stays warning, and info, success or anything unknown is normal.
 */
export function severityOfLevel(level: AlertLevel | string | null): AlertSeverity {
  if (level === 'danger') return 'critical';
  if (level === 'warning') return 'warning';
  return 'normal';
}
