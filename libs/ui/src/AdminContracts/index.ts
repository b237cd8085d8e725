export * from './adminContractTypes';
export * from './AdminContractStatusChip';
export * from './AdminContractsList';
export * from './AdminContractDialog';
