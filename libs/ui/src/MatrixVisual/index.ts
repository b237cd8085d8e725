export * from './MatrixVisual';
