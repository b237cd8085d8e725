export * from './iaasKeys';
export * from './iaasResourceOf';
export * from './useIaasResources';
export * from './IaasResourcesContainer';
