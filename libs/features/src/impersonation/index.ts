export * from './impersonationConstants';
export * from './impersonationKeys';
export * from './impersonationCandidateOf';
export * from './useImpersonation';
export * from './ImpersonationContainer';
