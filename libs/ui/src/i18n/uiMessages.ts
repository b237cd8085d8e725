import type { MessageTree } from './defineMessages';
import type { Locale } from './locales';

/**
 * The design system's strings split for an app that loads them as needed: one language at a time
 * (`?locale=` asks the app's build to keep only that language of each file, see apps/portal keepLocale;
 * without it the whole file loads and the language is picked here), and the shell's apart from the
 * analytics components' (Insights), which only a page showing a report needs. Globs take literal
 * patterns only, hence the repetition; `uiMessages.test.ts` checks the two parts cover every file once.
 */
export type UiMessagePart = 'shell' | 'analytics';

type Modules = Record<string, MessageTree | Record<Locale, MessageTree>>;
type Loaders = Record<string, () => Promise<unknown>>;

// The default language's shell strings are part of the first page.
const shellPtBR: Modules = import.meta.glob(
  [
    '../**/*.i18n.ts',
    '!../{ButtonVisual,CardVisual,ChartVisual,DashboardGrid,DashboardPermissionsDialog,FilterPane,InsightCard,InsightEmbedView,InsightsBrowser,MatrixVisual,PageNavigation,SlicerVisual,TableVisual,TextboxVisual,VisualContainer}/**',
    '!../internal/{ValueCheckList,DataLink,InsightLoadError}.i18n.ts',
  ],
  { query: { locale: 'pt-BR' }, import: 'default', eager: true },
);

const lazyParts: Record<UiMessagePart, Partial<Record<Locale, Loaders>>> = {
  shell: {
    en: import.meta.glob(
      [
        '../**/*.i18n.ts',
        '!../{ButtonVisual,CardVisual,ChartVisual,DashboardGrid,DashboardPermissionsDialog,FilterPane,InsightCard,InsightEmbedView,InsightsBrowser,MatrixVisual,PageNavigation,SlicerVisual,TableVisual,TextboxVisual,VisualContainer}/**',
        '!../internal/{ValueCheckList,DataLink,InsightLoadError}.i18n.ts',
      ],
      { query: { locale: 'en', part: 'shell' }, import: 'default' },
    ),
    es: import.meta.glob(
      [
        '../**/*.i18n.ts',
        '!../{ButtonVisual,CardVisual,ChartVisual,DashboardGrid,DashboardPermissionsDialog,FilterPane,InsightCard,InsightEmbedView,InsightsBrowser,MatrixVisual,PageNavigation,SlicerVisual,TableVisual,TextboxVisual,VisualContainer}/**',
        '!../internal/{ValueCheckList,DataLink,InsightLoadError}.i18n.ts',
      ],
      { query: { locale: 'es', part: 'shell' }, import: 'default' },
    ),
  },
  analytics: {
    'pt-BR': import.meta.glob(
      [
        '../{ButtonVisual,CardVisual,ChartVisual,DashboardGrid,DashboardPermissionsDialog,FilterPane,InsightCard,InsightEmbedView,InsightsBrowser,MatrixVisual,PageNavigation,SlicerVisual,TableVisual,TextboxVisual,VisualContainer}/**/*.i18n.ts',
        '../internal/{ValueCheckList,DataLink,InsightLoadError}.i18n.ts',
      ],
      { query: { locale: 'pt-BR', part: 'analytics' }, import: 'default' },
    ),
    en: import.meta.glob(
      [
        '../{ButtonVisual,CardVisual,ChartVisual,DashboardGrid,DashboardPermissionsDialog,FilterPane,InsightCard,InsightEmbedView,InsightsBrowser,MatrixVisual,PageNavigation,SlicerVisual,TableVisual,TextboxVisual,VisualContainer}/**/*.i18n.ts',
        '../internal/{ValueCheckList,DataLink,InsightLoadError}.i18n.ts',
      ],
      { query: { locale: 'en', part: 'analytics' }, import: 'default' },
    ),
    es: import.meta.glob(
      [
        '../{ButtonVisual,CardVisual,ChartVisual,DashboardGrid,DashboardPermissionsDialog,FilterPane,InsightCard,InsightEmbedView,InsightsBrowser,MatrixVisual,PageNavigation,SlicerVisual,TableVisual,TextboxVisual,VisualContainer}/**/*.i18n.ts',
        '../internal/{ValueCheckList,DataLink,InsightLoadError}.i18n.ts',
      ],
      { query: { locale: 'es', part: 'analytics' }, import: 'default' },
    ),
  },
};

/** The default language's (pt-BR) shell strings of the `ui` namespace, at hand without loading. */
export const uiShellMessagesPtBR: MessageTree = treeOf(shellPtBR, 'pt-BR');

/** One part of the `ui` namespace in one language, loaded (the build puts each in one chunk). */
export async function loadUiMessages(part: UiMessagePart, locale: Locale): Promise<MessageTree> {
  if (part === 'shell' && locale === 'pt-BR') return uiShellMessagesPtBR;
  const loaders = lazyParts[part][locale] ?? {};
  const entries = await Promise.all(
    Object.entries(loaders).map(async ([path, load]) => [path, (await load()) as Modules[string]] as const),
  );
  return treeOf(Object.fromEntries(entries), locale);
}

/** The files of a part, for the test that the parts cover every component once. */
export const uiMessageFiles = (part: UiMessagePart): string[] =>
  Object.keys(part === 'shell' ? shellPtBR : (lazyParts.analytics['pt-BR'] ?? {}));

// Each file under the key of its name (`AccountPicker.i18n.ts` gives `AccountPicker`), as uiResources.
// Pruned by the build, a file holds only `locale`; unpruned (tests, Storybook) it holds every language.
function treeOf(modules: Modules, locale: Locale): MessageTree {
  const tree: MessageTree = {};
  for (const [path, messages] of Object.entries(modules)) {
    const key = /([^/]+)\.i18n\.ts/.exec(path)?.[1];
    const inLocale = (messages as Record<string, MessageTree>)[locale];
    if (key && inLocale) tree[key] = inLocale;
  }
  return tree;
}
