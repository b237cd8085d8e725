/** The languages every user-facing string exists in. pt-BR is the default and carries the specs' words. */
export const LOCALES = ['pt-BR', 'en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'pt-BR';

/** The i18next namespace that holds the design system's strings. */
export const UI_NAMESPACE = 'ui';

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);
