export * from './usageTermsTypes';
export * from './TermsText';
export * from './UsageTermsAcceptanceDialog';
export * from './UsageTermsAdminList';
export * from './UsageTermDraftDialog';
export * from './UsageTermPublishDialog';
export * from './UsageTermsPage';
