export * from './BasicFilterBuilder';
export * from './AdvancedFilterBuilder';
export * from './TopNFilterBuilder';
export * from './relativeFilterBuilders';
