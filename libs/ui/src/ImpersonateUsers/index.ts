export * from './ImpersonateUsers';
