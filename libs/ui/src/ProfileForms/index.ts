export * from './ChangePasswordForm';
export * from './ProfileDetailsForm';
export * from './ProfileSection';
