export * from './iaasSshKeyTypes';
export * from './IaasSshKeysList';
