export { IncompleteRegistrationContainer } from './IncompleteRegistrationContainer';
export { useIncompleteRegistration } from './useIncompleteRegistration';
export { phoneCheckApplies, PHONE_CHECK_FLAG } from './needsPhone';
