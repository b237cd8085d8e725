export * from './PasswordRecoveryRequest';
export * from './SetPasswordForm';
