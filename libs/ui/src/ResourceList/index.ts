export * from './ResourceList';
export * from './resourceListTypes';
export * from './propertyFilterRules';
