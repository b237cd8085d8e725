import { createI18n, LOCALES, type Locale } from '@nuvem/ui';
import analyticsMessages from './analytics.i18n';

/** The frame's i18next namespace, beside the design system's `ui`. */
export const ANALYTICS_NAMESPACE = 'analytics';

/** The frame's i18next instance: the design system's strings (the visuals') and the frame's own. */
export function createAnalyticsI18n(locale: Locale) {
  const extraResources: Partial<Record<Locale, Record<string, unknown>>> = {};
  for (const lng of LOCALES) extraResources[lng] = { [ANALYTICS_NAMESPACE]: analyticsMessages[lng] };
  return createI18n({ locale, extraResources });
}

/** A translate function over the frame's namespace, for code outside React (events, narratives). */
export function analyticsTranslator(locale: Locale) {
  return createAnalyticsI18n(locale).getFixedT(locale, ANALYTICS_NAMESPACE) as unknown as (
    key: string,
    values?: Record<string, unknown>,
  ) => string;
}
