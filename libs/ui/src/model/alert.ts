/** Severities of the alert list; streamed monitor severities map onto these (portal spec §4). */
export type AlertSeverity = 'normal' | 'warning' | 'critical';

/** One alert in the shell's alert area (communications, legacy alerts, migration notices, monitor stream). */
export interface ShellAlert {
  id: string;
  severity: AlertSeverity;
  text: string;
  /** Optional heading, such as the monitored hostname. */
  title?: string;
  /** A line the portal adds in the interface's language below the text, e.g. a migration's start and end. */
  detail?: string;
  /** When it was raised (ISO 8601), when known: the alert area lists the newest first. */
  createdAt?: string;
  /**
   * The language of `text` when it differs from the interface's: a provider's message that arrived in
   * Portuguese, shown as such (captioned, with `lang` on the text) to a user reading in English or Spanish.
   */
  textLang?: string;
}
