export * from './locales';
export * from './defineMessages';
export * from './uiResources';
export * from './createI18n';
export * from './i18nInstance';
export * from './translationGaps';
export * from './languageNames';
export * from './uiMessages';
