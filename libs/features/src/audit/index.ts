export * from './auditKeys';
export * from './auditLogRequest';
export * from './useAuditLog';
export * from './AuditLogContainer';
