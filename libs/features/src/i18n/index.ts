export * from './featuresNamespace';
export * from './featuresResources';
export * from './featuresMessages';
