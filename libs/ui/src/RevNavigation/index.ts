export * from './RevNavigation';
