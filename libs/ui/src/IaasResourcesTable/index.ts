export * from './IaasResourcesTable';
export * from './iaasResourceRules';
