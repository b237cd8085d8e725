import { FEATURES_NAMESPACE, featuresResources } from '@nuvem/features';
import { createI18n, LOCALES, type Locale } from '@nuvem/ui';
import routesMessages from '../routes/routes.i18n';
import portalMessages from './portal.i18n';
import { PORTAL_NAMESPACE } from './portalNamespace';

export { PORTAL_NAMESPACE };

/**
 * An i18next instance with every language at once: the design system's strings, the features' (error
 * texts among them) and the portal's own namespace. For tests; the app loads languages as needed
 * (portalLanguages.ts).
 */
export function createPortalI18n(locale: Locale) {
  const extraResources: Partial<Record<Locale, Record<string, unknown>>> = {};
  for (const lng of LOCALES)
    extraResources[lng] = {
      [PORTAL_NAMESPACE]: { ...portalMessages[lng], gates: routesMessages[lng] },
      [FEATURES_NAMESPACE]: featuresResources[lng],
    };
  return createI18n({ locale, extraResources });
}
