export * from './useTss';
export * from './TssContainer';
export * from './TssQuotaRequestContainer';
export * from './TssRegistrationContainer';
