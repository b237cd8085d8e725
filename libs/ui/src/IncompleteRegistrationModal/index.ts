export * from './IncompleteRegistrationModal';
