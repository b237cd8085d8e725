export * from './DisasterRecoveryConfirmDialog';
