export * from './ButtonVisual';
