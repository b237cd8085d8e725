export * from './CardVisual';
