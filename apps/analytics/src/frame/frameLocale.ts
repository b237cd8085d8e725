import { DEFAULT_LOCALE, type Locale } from '@nuvem/ui';

/**
 * The interface language for a `language` parameter: its primary subtag picks one of ours ('en-US' → en,
 * 'es-MX' → es, 'pt' → pt-BR); anything else, or none, is pt-BR (docs/analytics.md "Language").
 */
export function localeOf(language: string | null): Locale {
  const primary = language?.toLowerCase().split(/[-_]/)[0];
  if (primary === 'en') return 'en';
  if (primary === 'es') return 'es';
  return DEFAULT_LOCALE;
}

/**
 * The BCP 47 locale values are formatted in: `formatLocale` when the browser knows it, else the interface
 * language (so English menus may show Brazilian numbers, as Power BI's formatLocale allows).
 */
export function formatLocaleOf(formatLocale: string | null, locale: Locale): string {
  if (formatLocale) {
    try {
      const [supported] = Intl.NumberFormat.supportedLocalesOf(formatLocale.replace('_', '-'));
      if (supported) return supported;
    } catch {
      // An ill-formed tag: fall back to the language.
    }
  }
  return locale;
}
