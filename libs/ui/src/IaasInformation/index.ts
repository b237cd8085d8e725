export * from './IaasInformation';
