/** Severities of the alert list; streamed monitor severities map onto these (portal spec §4). */
export type AlertSeverity = 'normal' | 'warning' | 'critical';

/** One alert in the shell's alert area (communications, legacy alerts, migration notices, monitor stream). */
export interface ShellAlert {
  id: string;
  severity: AlertSeverity;
  text: string;
  /** Optional heading, such as the monitored hostname. */
  title?: string;
}
