export * from './tssTypes';
export * from './TssQuotaMeter';
export * from './TssQuotaSummary';
export * from './TssCompaniesList';
export * from './TssQuotaRequestDialog';
export * from './TssRegistrationList';
export * from './TssRegisterDialog';
export * from './TssSetQuotaDialog';
