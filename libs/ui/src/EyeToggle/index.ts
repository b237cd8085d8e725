export * from './EyeToggle';
