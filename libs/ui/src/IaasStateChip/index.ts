export * from './IaasStateChip';
