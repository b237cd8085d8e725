export * from './iaasSshKeyTypes';
export * from './IaasSshKeysList';
export * from './IaasSshKeyAddDialog';
