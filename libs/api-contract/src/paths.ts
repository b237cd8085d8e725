// '@nuvem/api-contract/paths': what a client needs at run time (endpoints, fillPath, error codes) without the
// TypeBox schemas. Types come from '@nuvem/api-contract' with `import type`, which adds nothing to a bundle.
export * from './channels';
export * from './dashboard-admin';
export * from './endpoint';
export * from './endpoints';
export * from './error-codes';
export * from './support-constants';
export * from './account-constants';
export * from './iaas-constants';
export * from './operations-constants';
export * from './disaster-recovery-constants';
export * from './analytics-constants';
export * from './analytics-quick-create-constants';
export * from './analytics-field-keys';
export * from './analytics-view-state';
export * from './collection-query';
export * from './iam-features';
export * from './audit-log-constants';
export * from './developer-scopes';
export * from './developer-constants';
export * from './commercial-constants';
export * from './tss-constants';
export * from './contract-admin-constants';
export * from './marketplace-constants';
export * from './ai-agents-constants';
