export * from './LoginPage';
