export * from './useDevProjects';
export * from './DevProjectsContainer';
export * from './DevProjectContainer';
export * from './ApiTokenCreateContainer';
export * from './DevProjectFormContainer';
