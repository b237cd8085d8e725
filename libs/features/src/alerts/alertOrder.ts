import type { ShellAlert } from '@nuvem/ui';

const timeOf = (alert: ShellAlert) => (alert.createdAt ? Date.parse(alert.createdAt) : Number.NaN);

/**
 * The alert area's order, as consoles stack notifications: the newest first. Alerts without a date (the
 * account's alert messages, migration notices) follow the dated ones, in the order they came.
 */
export function newestFirst(alerts: readonly ShellAlert[]): ShellAlert[] {
  return alerts
    .map((alert, at) => ({ alert, at, time: timeOf(alert) }))
    .sort((a, b) => {
      const aDated = !Number.isNaN(a.time);
      const bDated = !Number.isNaN(b.time);
      if (aDated && bDated && a.time !== b.time) return b.time - a.time;
      if (aDated !== bDated) return aDated ? -1 : 1;
      return a.at - b.at;
    })
    .map(({ alert }) => alert);
}
