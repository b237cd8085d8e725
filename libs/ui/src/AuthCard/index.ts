export * from './AuthCard';
