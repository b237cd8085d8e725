/** Spec §5, §9: a migration notice is shown from 7 days before its start until its end. */
export const MIGRATION_NOTICE_LEAD_MS = 7 * 24 * 60 * 60 * 1000;

/** Spec §7, §9: the marketplace communications are fetched with value 1; the alert area asks for the others. */
export const MARKETPLACE_COMMUNICATIONS = 1;

/**
 * A closed alert stays closed for 7 days, or until its content changes (issue 11; the spec keeps no
 * dismissals): then it comes back, as something the user may have forgotten.
 */
export const ALERT_DISMISSAL_MS = 7 * 24 * 60 * 60 * 1000;

/** Where the closed alerts are kept, per user: `${prefix}${email}` in local storage. */
export const DISMISSED_ALERTS_STORAGE_PREFIX = 'nuvem.alerts.dismissed.';
