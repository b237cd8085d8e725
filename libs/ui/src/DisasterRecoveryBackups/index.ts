export * from './DisasterRecoveryBackups';
