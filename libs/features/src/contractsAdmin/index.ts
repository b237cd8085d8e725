export * from './AdminContractsContainer';
