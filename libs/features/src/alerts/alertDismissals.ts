import type { ShellAlert } from '@nuvem/ui';
import { ALERT_DISMISSAL_MS } from './alertsConstants';

/** The closed alerts: dismissal key → when the dismissal ends (ms since the epoch). */
export type AlertDismissals = Readonly<Record<string, number>>;

/** FNV-1a, 32 bits: a short, stable fingerprint of an alert's words (not a security measure). */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/**
 * What a dismissal remembers of an alert: its id and a fingerprint of what it says. An alert that changes
 * (a monitor alarm that comes back as critical, a communication rewritten) is a new one, and shows again.
 */
export const dismissalKeyOf = (alert: ShellAlert): string =>
  `${alert.id}#${fingerprint([alert.severity, alert.title ?? '', alert.text].join('\u0000'))}`;

/** The dismissals with this alert closed from `now` for 7 days. */
export const withDismissal = (
  dismissals: AlertDismissals,
  alert: ShellAlert,
  now: number,
): AlertDismissals => ({
  ...dismissals,
  [dismissalKeyOf(alert)]: now + ALERT_DISMISSAL_MS,
});

/** Whether the user closed this alert, as it reads now, less than 7 days ago. */
export const isDismissed = (dismissals: AlertDismissals, alert: ShellAlert, now: number): boolean =>
  (dismissals[dismissalKeyOf(alert)] ?? 0) > now;

/** The dismissals still running at `now`; the rest are dropped, so the stored record does not grow. */
export function activeDismissals(dismissals: AlertDismissals, now: number): AlertDismissals {
  const active: Record<string, number> = {};
  for (const [key, until] of Object.entries(dismissals)) if (until > now) active[key] = until;
  return active;
}

/** Reads a stored record, tolerating anything (an old format, a hand edit): what is not a dismissal is dropped. */
export function parseDismissals(stored: string | null): AlertDismissals {
  if (!stored) return {};
  try {
    const parsed: unknown = JSON.parse(stored);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, number] => Number.isFinite(entry[1])),
    );
  } catch {
    return {};
  }
}
