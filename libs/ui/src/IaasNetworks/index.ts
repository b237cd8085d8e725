export * from './iaasNetworkTypes';
export * from './IaasNetworksList';
export * from './IaasSetupSettings';
