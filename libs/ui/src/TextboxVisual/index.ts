export * from './TextboxVisual';
