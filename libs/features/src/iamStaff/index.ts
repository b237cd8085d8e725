export * from './IamFeaturesContainer';
export * from './IamRolesContainer';
export * from './IamStaffUsersContainer';
