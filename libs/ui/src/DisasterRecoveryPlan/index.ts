export * from './DisasterRecoveryPlan';
export * from './disasterRecoveryPlanModel';
