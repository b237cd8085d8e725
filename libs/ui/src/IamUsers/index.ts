export * from './IamRoleChecklist';
export * from './IamUsersList';
export * from './iamUserTypes';
