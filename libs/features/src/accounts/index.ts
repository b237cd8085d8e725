export * from './accountsConstants';
export * from './accountOf';
export * from './useCurrentEnvironment';
export * from './useCurrentAccount';
export * from './vanishedAccount';
export * from './useAccountListCheck';
