export * from './PrivacyPage';
