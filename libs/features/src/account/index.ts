export * from './ChangePasswordContainer';
export * from './PasswordRecoveryContainer';
export * from './ProfileDetailsContainer';
export * from './SetPasswordContainer';
export * from './SignInsContainer';
export * from './useProfile';
export * from './useSaveLanguage';
