/** Spec §5, §9: a migration notice is shown from 7 days before its start until its end. */
export const MIGRATION_NOTICE_LEAD_MS = 7 * 24 * 60 * 60 * 1000;

/** Spec §7, §9: the marketplace communications are fetched with value 1; the alert area asks for the others. */
export const MARKETPLACE_COMMUNICATIONS = 1;
