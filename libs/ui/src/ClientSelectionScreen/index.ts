export * from './ClientSelectionScreen';
export * from './clientSelectionLimits';
