export * from './AuditEntryPanel';
export * from './AuditLogList';
export * from './auditDiff';
export type * from './auditLogTypes';
