export * from './DisasterRecoveryToggles';
