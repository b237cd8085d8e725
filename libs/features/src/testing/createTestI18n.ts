import { createI18n, type Locale } from '@nuvem/ui';
import { FEATURES_NAMESPACE } from '../i18n/featuresNamespace';
import { featuresResources } from '../i18n/featuresResources';

/** An i18next instance with the design system's and the features' strings, as the portal builds it. */
export function createTestI18n(locale: Locale = 'pt-BR') {
  return createI18n({
    locale,
    extraResources: {
      'pt-BR': { [FEATURES_NAMESPACE]: featuresResources['pt-BR'] },
      en: { [FEATURES_NAMESPACE]: featuresResources.en },
      es: { [FEATURES_NAMESPACE]: featuresResources.es },
    },
  });
}
