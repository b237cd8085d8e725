export * from './impersonationConstants';
export * from './impersonationKeys';
export * from './impersonationCandidateOf';
export * from './readOnlyRefusal';
export * from './useImpersonation';
export * from './ImpersonationContainer';
