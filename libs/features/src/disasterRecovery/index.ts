export * from './disasterRecoveryKeys';
export * from './useDisasterRecoverySwitches';
export * from './DisasterRecoveryContainer';
