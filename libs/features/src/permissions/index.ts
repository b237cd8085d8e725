export * from './adminFeatures';
export * from './shellPermissions';
