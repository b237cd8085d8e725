export * from './AccountPicker';
