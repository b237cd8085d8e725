export * from './useStoredChoice';
