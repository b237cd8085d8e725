export * from './iaasKeys';
export * from './iaasResourceOf';
export * from './useIaasResources';
export * from './IaasResourcesContainer';
export * from './iaasMachineOf';
export * from './useIaasMachine';
export * from './IaasMachineContainer';
