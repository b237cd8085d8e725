export * from './DisasterRecoveryPlanTest';
