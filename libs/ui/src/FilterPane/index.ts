export * from './FilterPane';
export { filterSummary } from './filterSummary';
export { filterKindsFor, advancedOperatorsFor } from './filterKinds';
