export * from './applyCollection';
export * from './collectionSearch';
export * from './useCollection';
export * from './useListPreferences';
