import type { AlertSeverity } from '../model/alert';

/**
 * Maps a streamed monitor message's `currentSeverity` onto the alert list's severities (portal spec §4):
 * ok → normal; critical and fatal → critical; warning → warning; anything else → normal.
 * Matching ignores case and surrounding spaces, as the stream is not strict about either.
 */
export function severityOf(currentSeverity: string): AlertSeverity {
  switch (currentSeverity.trim().toLowerCase()) {
    case 'critical':
    case 'fatal':
      return 'critical';
    case 'warning':
      return 'warning';
    default:
      return 'normal';
  }
}
