export * from './ExternalKeyButton';
export * from './externalKeyRoute';
