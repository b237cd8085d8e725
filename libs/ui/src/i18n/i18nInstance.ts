import i18next, { type i18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, UI_NAMESPACE, LOCALES, type Locale } from './locales';

export interface I18nInstanceOptions {
  locale: Locale;
  /** The strings at hand from the start, by language and namespace; more can be added later. */
  resources: Partial<Record<Locale, Record<string, unknown>>>;
}

/**
 * A fresh i18next instance with the house settings: a key missing from a language shows up as `⟦key⟧`
 * so that tests and screenshots catch it, rather than silently showing another language.
 */
export function createI18nInstance({ locale, resources }: I18nInstanceOptions): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: locale,
    supportedLngs: [...LOCALES],
    fallbackLng: false,
    defaultNS: UI_NAMESPACE,
    ns: Object.keys(resources[locale] ?? resources[DEFAULT_LOCALE] ?? { [UI_NAMESPACE]: {} }),
    resources: resources as Resource,
    initAsync: false,
    returnNull: false,
    // An empty translation is a missing one (i18next 27's default; 26 would show the empty string).
    returnEmptyString: false,
    interpolation: { escapeValue: false },
    parseMissingKeyHandler: (key: string) => `⟦${key}⟧`,
  });
  return instance;
}
