export * from './ProductTopologies';
export * from './productTopologyRules';
