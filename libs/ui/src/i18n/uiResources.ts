import type { MessageTree } from './defineMessages';
import { LOCALES, type Locale } from './locales';

/**
 * Every component keeps its strings beside it in `<Component>.i18n.ts` (default export made with
 * `defineMessages`). They are gathered here under the key of the file's name, so `AccountPicker.i18n.ts`
 * gives `ui:AccountPicker.*`, read with `useTranslation('ui', { keyPrefix: 'AccountPicker' })`.
 */
const modules = import.meta.glob<{ default: Record<Locale, MessageTree> }>('../**/*.i18n.ts', {
  eager: true,
});

export type UiResources = Record<Locale, MessageTree>;

export const uiResources: UiResources = buildResources(modules);

function buildResources(found: Record<string, { default: Record<Locale, MessageTree> }>): UiResources {
  const resources = Object.fromEntries(LOCALES.map((locale) => [locale, {}])) as UiResources;
  for (const [path, module] of Object.entries(found)) {
    const key = /([^/]+)\.i18n\.ts$/.exec(path)?.[1];
    if (!key) continue;
    for (const locale of LOCALES) resources[locale][key] = module.default[locale];
  }
  return resources;
}
