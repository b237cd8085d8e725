import type { AlertSeverity, ShellAlert } from '@nuvem/ui';

const timeOf = (alert: ShellAlert) => (alert.createdAt ? Date.parse(alert.createdAt) : Number.NaN);

const RANK: Record<AlertSeverity, number> = { critical: 0, warning: 1, normal: 2 };

/**
 * The alert area's order: the most urgent first (critical, then warning, then normal — issue 33: a notice of
 * coming unavailability waited behind 'Mostrar todos' while a billing note showed), and within a severity the
 * newest first, as consoles stack notifications. Alerts without a date (the account's alert messages,
 * migration notices) follow the dated ones of their severity, in the order they came.
 */
export function urgentFirst(alerts: readonly ShellAlert[]): ShellAlert[] {
  return alerts
    .map((alert, at) => ({ alert, at, time: timeOf(alert) }))
    .sort((a, b) => {
      const bySeverity = RANK[a.alert.severity] - RANK[b.alert.severity];
      if (bySeverity !== 0) return bySeverity;
      const aDated = !Number.isNaN(a.time);
      const bDated = !Number.isNaN(b.time);
      if (aDated && bDated && a.time !== b.time) return b.time - a.time;
      if (aDated !== bDated) return aDated ? -1 : 1;
      return a.at - b.at;
    })
    .map(({ alert }) => alert);
}
