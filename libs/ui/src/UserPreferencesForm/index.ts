export * from './UserPreferencesForm';
export * from './userPreferencesLimits';
export * from './userPreferencesRules';
