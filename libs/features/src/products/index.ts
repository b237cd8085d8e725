export * from './productTopologyOf';
export * from './useProductTopologies';
export * from './ProductTopologiesContainer';
export * from './productTopologyAccessors';
