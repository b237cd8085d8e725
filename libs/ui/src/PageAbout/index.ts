export * from './PageAbout';
