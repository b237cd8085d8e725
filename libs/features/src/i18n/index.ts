export * from './featuresResources';
