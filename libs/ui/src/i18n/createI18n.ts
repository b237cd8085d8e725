import type { i18n } from 'i18next';
import { createI18nInstance } from './i18nInstance';
import { DEFAULT_LOCALE, LOCALES, UI_NAMESPACE, type Locale } from './locales';
import { uiResources } from './uiResources';

export interface CreateI18nOptions {
  locale?: Locale;
  /** More namespaces (a feature's strings), merged beside `ui`: `{ 'pt-BR': { insights: {...} }, ... }`. */
  extraResources?: Partial<Record<Locale, Record<string, unknown>>>;
}

/**
 * A fresh i18next instance holding the design system's strings in every language. Each app (Storybook,
 * tests) makes its own; nothing here is global. (The portal loads languages as needed: uiMessages.)
 */
export function createI18n({ locale = DEFAULT_LOCALE, extraResources = {} }: CreateI18nOptions = {}): i18n {
  const resources: Partial<Record<Locale, Record<string, unknown>>> = {};
  for (const lng of LOCALES)
    resources[lng] = { [UI_NAMESPACE]: uiResources[lng], ...(extraResources[lng] ?? {}) };
  return createI18nInstance({ locale, resources });
}
