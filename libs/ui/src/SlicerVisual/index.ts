export * from './SlicerVisual';
