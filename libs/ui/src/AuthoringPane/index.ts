export * from './AuthoringPane';
export * from './authoringModel';
