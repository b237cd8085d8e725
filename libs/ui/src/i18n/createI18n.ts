import i18next, { type i18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES, UI_NAMESPACE, type Locale } from './locales';
import { uiResources } from './uiResources';

export interface CreateI18nOptions {
  locale?: Locale;
  /** More namespaces (a feature's strings), merged beside `ui`: `{ 'pt-BR': { insights: {...} }, ... }`. */
  extraResources?: Partial<Record<Locale, Record<string, unknown>>>;
}

/**
 * A fresh i18next instance holding the design system's strings in every language. Each app (portal,
 * Storybook, tests) makes its own; nothing here is global. A key missing from a language shows up as
 * `⟦key⟧` so that tests and screenshots catch it, rather than silently showing another language.
 */
export function createI18n({ locale = DEFAULT_LOCALE, extraResources = {} }: CreateI18nOptions = {}): i18n {
  const resources: Resource = {};
  for (const lng of LOCALES) {
    resources[lng] = { [UI_NAMESPACE]: uiResources[lng], ...(extraResources[lng] ?? {}) } as Resource[string];
  }
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: locale,
    supportedLngs: [...LOCALES],
    fallbackLng: false,
    defaultNS: UI_NAMESPACE,
    ns: [UI_NAMESPACE, ...Object.keys(extraResources[DEFAULT_LOCALE] ?? {})],
    resources,
    initAsync: false,
    returnNull: false,
    interpolation: { escapeValue: false },
    parseMissingKeyHandler: (key: string) => `⟦${key}⟧`,
  });
  return instance;
}
