export * from './theme';
export type * from './model';
export * from './i18n';
export * from './Footer';
