export * from './IaasWelcome';
