import { FEATURES_NAMESPACE, featuresMessagesPtBR, loadFeaturesMessages } from '@nuvem/features';
import {
  createI18nInstance,
  DEFAULT_LOCALE,
  loadUiMessages,
  UI_NAMESPACE,
  uiShellMessagesPtBR,
  type Locale,
  type MessageTree,
  type UiMessagePart,
} from '@nuvem/ui';
import type { i18n } from 'i18next';
import { PORTAL_NAMESPACE } from './portalNamespace';

/**
 * The portal's languages, loaded as needed (issue 11): the first page carries pt-BR's strings for the
 * shell only; another language loads when the user picks it, and the analytics components' strings
 * (Insights) when a page shows a report. `?locale=` asks the build to keep one language per file
 * (keepLocale); each language then comes in one chunk.
 */
type Modules = Record<string, Record<string, MessageTree>>;

const portalPtBR: Modules = import.meta.glob(['./portal.i18n.ts', '../routes/routes.i18n.ts'], {
  query: { locale: 'pt-BR' },
  import: 'default',
  eager: true,
});
const portalLazy: Partial<Record<Locale, Record<string, () => Promise<unknown>>>> = {
  en: import.meta.glob(['./portal.i18n.ts', '../routes/routes.i18n.ts'], {
    query: { locale: 'en', part: 'portal' },
    import: 'default',
  }),
  es: import.meta.glob(['./portal.i18n.ts', '../routes/routes.i18n.ts'], {
    query: { locale: 'es', part: 'portal' },
    import: 'default',
  }),
};

// The portal namespace: its own strings, with the route gates' under `gates`.
function portalTree(modules: Modules, locale: Locale): MessageTree {
  const of = (name: string) =>
    Object.entries(modules).find(([path]) => path.includes(`/${name}.i18n.ts`))?.[1][locale] ?? {};
  return { ...of('portal'), gates: of('routes') };
}

async function loadPortalMessages(locale: Locale): Promise<MessageTree> {
  if (locale === DEFAULT_LOCALE) return portalTree(portalPtBR, locale);
  const entries = await Promise.all(
    Object.entries(portalLazy[locale] ?? {}).map(
      async ([path, load]) => [path, (await load()) as Modules[string]] as const,
    ),
  );
  return portalTree(Object.fromEntries(entries), locale);
}

/** The parts of `ui` an instance has asked for, so a later language brings them all. */
const partsOf = new WeakMap<i18n, Set<UiMessagePart>>();
/** Each instance's loads, by part and language, so each happens once. */
const loadsOf = new WeakMap<i18n, Map<string, Promise<void>>>();

/** The app's instance: pt-BR's shell strings, at hand for the first paint. */
export function startPortalI18n(): i18n {
  const instance = createI18nInstance({
    locale: DEFAULT_LOCALE,
    resources: {
      [DEFAULT_LOCALE]: {
        [UI_NAMESPACE]: uiShellMessagesPtBR,
        [PORTAL_NAMESPACE]: portalTree(portalPtBR, DEFAULT_LOCALE),
        [FEATURES_NAMESPACE]: featuresMessagesPtBR,
      },
    },
  });
  partsOf.set(instance, new Set(['shell']));
  return instance;
}

/** Loads (once) one part of `ui` in one language into the instance. */
function ensurePart(instance: i18n, part: UiMessagePart, locale: Locale): Promise<void> {
  if (part === 'shell' && locale === DEFAULT_LOCALE) return Promise.resolve();
  const loading = loadsOf.get(instance) ?? new Map<string, Promise<void>>();
  loadsOf.set(instance, loading);
  const key = `${part}:${locale}`;
  let done = loading.get(key);
  if (!done) {
    done = loadUiMessages(part, locale).then(
      (tree) => void instance.addResourceBundle(locale, UI_NAMESPACE, tree, true, true),
      (error: unknown) => {
        loading.delete(key); // a failed load (offline) is tried again next time
        throw error;
      },
    );
    loading.set(key, done);
  }
  return done;
}

/**
 * Loads a language (every part the instance uses, and the features' and portal's strings), then switches
 * to it: the interface changes once its strings are there, never showing keys.
 */
export async function setPortalLanguage(instance: i18n, locale: Locale): Promise<void> {
  const parts = partsOf.get(instance) ?? new Set<UiMessagePart>(['shell']);
  if (!instance.hasResourceBundle(locale, PORTAL_NAMESPACE)) {
    const [features, portal] = await Promise.all([loadFeaturesMessages(locale), loadPortalMessages(locale)]);
    instance.addResourceBundle(locale, FEATURES_NAMESPACE, features, true, true);
    instance.addResourceBundle(locale, PORTAL_NAMESPACE, portal, true, true);
  }
  await Promise.all([...parts].map((part) => ensurePart(instance, part, locale)));
  await instance.changeLanguage(locale);
}

/**
 * The analytics components' strings in the current language (and, from now on, in each language the user
 * picks). A page showing a report waits for it.
 */
export function loadAnalyticsMessages(instance: i18n): Promise<void> {
  partsOf.get(instance)?.add('analytics');
  return ensurePart(instance, 'analytics', (instance.language as Locale) ?? DEFAULT_LOCALE);
}
