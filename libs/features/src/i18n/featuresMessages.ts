import type { Locale, MessageTree } from '@nuvem/ui';

/**
 * The features' strings one language at a time, for an app that loads languages as needed (as
 * `uiMessages` of @nuvem/ui: `?locale=` asks the app's build to keep only that language of each file).
 * Each file goes under its name's key, but for the two the spec names in snake case.
 */
type Modules = Record<string, Record<string, MessageTree>>;

const ptBR: Modules = import.meta.glob('../**/*.i18n.ts', {
  query: { locale: 'pt-BR' },
  import: 'default',
  eager: true,
});
// Each other language is one module (parts/), loaded when picked: the first page carries one import per
// language, not one per file.
const lazyLocales: Partial<Record<Locale, () => Promise<{ default: Record<string, unknown> }>>> = {
  en: () => import('./parts/features.en'),
  es: () => import('./parts/features.es'),
};

const SPEC_KEYS: Record<string, string> = { errorCode: 'error_code', envMessage: 'env_message' };

/** The default language's (pt-BR) `features` namespace, at hand without loading. */
export const featuresMessagesPtBR: MessageTree = treeOf(ptBR, 'pt-BR');

/** The `features` namespace in one language, loaded (the build puts each language in one chunk). */
export async function loadFeaturesMessages(locale: Locale): Promise<MessageTree> {
  if (locale === 'pt-BR') return featuresMessagesPtBR;
  const load = lazyLocales[locale];
  return treeOf(load ? ((await load()).default as Modules) : {}, locale);
}

function treeOf(modules: Modules, locale: Locale): MessageTree {
  const tree: MessageTree = {};
  for (const [path, messages] of Object.entries(modules)) {
    const name = /([^/]+)\.i18n\.ts/.exec(path)?.[1];
    if (name && messages[locale]) tree[SPEC_KEYS[name] ?? name] = messages[locale];
  }
  return tree;
}
