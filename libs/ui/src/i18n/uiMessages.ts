import type { MessageTree } from './defineMessages';
import type { Locale } from './locales';
import type { UiMessageModules } from './uiMessageModules';

/**
 * The design system's strings split for an app that loads them as needed: one language at a time
 * (`?locale=` asks the app's build to keep only that language of each file, see apps/portal keepLocale;
 * without it the whole file loads and the language is picked here), and the shell's apart from the
 * analytics components' (Insights, and the developer studio's docs and embed playground), which only a page
 * showing a report or those docs needs. Globs take literal
 * patterns only, hence the repetition here and in parts/; `uiMessages.test.ts` checks the two parts cover
 * every file once.
 */
export type UiMessagePart = 'shell' | 'analytics';

type Modules = UiMessageModules;

// The default language's shell strings are part of the first page.
const shellPtBR: Modules = import.meta.glob(
  [
    '../**/*.i18n.ts',
    '!../{AuthoringPane,ButtonVisual,CardVisual,ChartVisual,DashboardGrid,DashboardPermissionsDialog,DeveloperDocs,FilterPane,InsightCard,InsightEmbedView,InsightsBrowser,MatrixVisual,NewReportDialog,PageNavigation,PaginatedReportView,QnaPanel,SaveReportDialog,SlicerVisual,TableVisual,TextboxVisual,VisualContainer}/**',
    '!../internal/{ValueCheckList,DataLink,InsightLoadError}.i18n.ts',
  ],
  { query: { locale: 'pt-BR' }, import: 'default', eager: true },
);

// Every other part and language is one module (parts/), loaded when asked for: the first page carries one
// import per part and language, not one per file.
const lazyParts: Record<UiMessagePart, Partial<Record<Locale, () => Promise<{ default: Modules }>>>> = {
  shell: {
    en: () => import('./parts/shell.en'),
    es: () => import('./parts/shell.es'),
  },
  analytics: {
    'pt-BR': () => import('./parts/analytics.pt-BR'),
    en: () => import('./parts/analytics.en'),
    es: () => import('./parts/analytics.es'),
  },
};

/** The default language's (pt-BR) shell strings of the `ui` namespace, at hand without loading. */
export const uiShellMessagesPtBR: MessageTree = treeOf(shellPtBR, 'pt-BR');

/** One part of the `ui` namespace in one language, loaded (the build puts each in one chunk). */
export async function loadUiMessages(part: UiMessagePart, locale: Locale): Promise<MessageTree> {
  if (part === 'shell' && locale === 'pt-BR') return uiShellMessagesPtBR;
  const load = lazyParts[part][locale];
  return treeOf(load ? (await load()).default : {}, locale);
}

/** The files of a part, for the test that the parts cover every component once. */
export async function uiMessageFiles(part: UiMessagePart): Promise<string[]> {
  const modules = part === 'shell' ? shellPtBR : ((await lazyParts.analytics['pt-BR']?.())?.default ?? {});
  // The parts' globs run from parts/: their paths go one folder further up.
  return Object.keys(modules).map((path) => path.replace(/^\.\.\/\.\.\//, '../'));
}

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
