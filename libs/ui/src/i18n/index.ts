export * from './locales';
export * from './defineMessages';
export * from './uiResources';
export * from './createI18n';
export * from './translationGaps';
export * from './languageNames';
