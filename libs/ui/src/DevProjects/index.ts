export * from './devProjectTypes';
export * from './DevProjectsList';
export * from './DevProjectDialog';
export * from './ApiTokensList';
export * from './ApiTokenCreateDialog';
