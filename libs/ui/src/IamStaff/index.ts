export * from './IamFeatureChecklist';
export * from './IamFeaturesList';
export * from './IamRoleEditorDialog';
export * from './IamRolesList';
export * from './IamStaffUsersList';
export * from './iamStaffTypes';
