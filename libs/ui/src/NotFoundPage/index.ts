export * from './NotFoundPage';
