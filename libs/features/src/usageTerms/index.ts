export * from './useUsageTerms';
export * from './UsageTermsGateContainer';
export * from './UsageTermsContainer';
export * from './UsageTermsAdminContainer';
export * from './UsageTermDraftFormContainer';
