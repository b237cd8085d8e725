export * from './featuresResources';
export * from './featuresMessages';
