import type { Locale } from './locales';

/**
 * Each language named in itself (an endonym), as language pickers do: a user who cannot read the current
 * language still finds their own. So these are deliberately the same whatever the interface language.
 */
export const LANGUAGE_NAMES: Record<Locale, string> = {
  'pt-BR': 'Português (Brasil)',
  en: 'English',
  es: 'Español',
};
