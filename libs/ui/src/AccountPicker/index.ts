export * from './AccountPicker';
export * from './accountPickerLimits';
