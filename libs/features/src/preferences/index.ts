export * from './useStoredChoice';
export * from './preferencesKeys';
export * from './useUserPreferences';
export * from './UserPreferencesContainer';
