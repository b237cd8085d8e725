export * from './SlicerVisual';
export type { SlicerLayout } from './slicerLayout';
