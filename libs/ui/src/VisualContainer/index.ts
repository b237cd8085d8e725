export * from './VisualContainer';
export { type VisualSortColumn } from './VisualOptionsMenu';
export * from './VisualStates';
