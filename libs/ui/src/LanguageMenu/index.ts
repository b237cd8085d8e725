export * from './LanguageMenu';
export * from './flags';
