export * from './DisasterRecoveryHistory';
