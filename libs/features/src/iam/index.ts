export * from './IamUsersContainer';
