export * from './PageNavigation';
