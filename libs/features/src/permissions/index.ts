export * from './adminFeatures';
export * from './shellPermissions';
export * from './useShellPermissions';
