export * from './IaasManagerPage';
export * from './RemoveResourcesDialog';
