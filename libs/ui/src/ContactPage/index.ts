export * from './ContactPage';
