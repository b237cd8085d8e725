export * from './Form';
export * from './FormActions';
export * from './FormAlert';
export * from './FormNumberField';
export * from './FormSelect';
export * from './FormTextField';
export * from './formFieldBinding';
