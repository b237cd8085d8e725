// The audit log screen's vocabulary, at run time without TypeBox (the portal imports it through paths): who
// may read it, what the list filters on, the time presets, and how many rows one CSV export holds at most.

/** The security center's feature (spec §6): its pages, the audit log, the vault and the external keys that protect it. */
export const securityCenterFeature = 'security_center';

/** Filter fields of GET /api/v1/audit (collection-query tokens); free text (`:text`) searches resource and details. */
export const auditLogFilterFields = ['actor', 'action', 'environment', 'resource', 'result'] as const;
export type AuditLogFilterField = (typeof auditLogFilterFields)[number];

/** What an entry's result is: an operation asked (requested) and ended (succeeded or failed); any other act succeeded. */
export const auditResults = ['requested', 'succeeded', 'failed'] as const;
export type AuditResult = (typeof auditResults)[number];

/** The 'when' presets the screen offers, in hours back from now. */
export const auditPeriodPresets = { last24h: 24, last7d: 24 * 7, last30d: 24 * 30 } as const;
export type AuditPeriodPreset = keyof typeof auditPeriodPresets;

/** At most this many rows in one CSV export; the file's header says when more matched. */
export const auditExportRowLimit = 50_000;

/** An action's domain: the part before the dot (vm.start → vm), what the action filter groups by. */
export const auditActionDomain = (action: string) => action.split('.')[0] ?? action;
