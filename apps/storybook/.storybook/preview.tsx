import '@fontsource/roboto/400.css';
import '@fontsource/roboto/500.css';
import '@fontsource/roboto/700.css';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Decorator, Preview } from '@storybook/react-vite';
import type { i18n } from 'i18next';
import { useEffect, useMemo, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { GLOBALS_UPDATED } from 'storybook/internal/core-events';
import { addons } from 'storybook/preview-api';
import {
  createI18n,
  createNuvemTheme,
  DEFAULT_LOCALE,
  isLocale,
  LANGUAGE_NAMES,
  LOCALES,
  type ColorMode,
  type Layout,
  type Locale,
  type SupportType,
} from '@nuvem/ui';
import { VIEWPORTS } from './viewports';

// One i18next instance per language. A docs page shows every story of a component at once, and a story may
// pin its own language (an 'English' story): one shared instance, switched by each story as it renders,
// would put the whole page in the language of the last.
const instances = new Map<Locale, i18n>();
function i18nFor(language: Locale): i18n {
  let instance = instances.get(language);
  if (!instance) {
    instance = createI18n({ locale: language });
    instances.set(language, instance);
  }
  return instance;
}

interface StoryGlobals {
  locale: string;
  theme: ColorMode;
  support: SupportType;
  layout: Layout;
}

/** Whether a window shows a docs page (whose stories may be frames) rather than a story's canvas. */
const isDocsPage = (page: Window) => new URLSearchParams(page.location.search).get('viewMode') === 'docs';
const setDocumentLanguage = (locale: unknown) => {
  document.documentElement.lang = isLocale(locale) ? locale : DEFAULT_LOCALE;
};

// A docs page is in the toolbar's language, whatever its stories pin. Storybook announces the toolbar's
// globals as each docs page renders and as they change, also for a page whose stories all render in frames
// of their own (overlayDocs), where no decorator of the page itself runs.
addons.getChannel().on(GLOBALS_UPDATED, ({ userGlobals }: { userGlobals?: Partial<StoryGlobals> }) => {
  if (isDocsPage(window)) setDocumentLanguage(userGlobals?.locale);
});

// A story drawn in a frame of a docs page (overlayDocs) focuses its dialog when it opens: without this, the
// browser scrolls the docs page to that frame, and a reader lands in the middle of the page.
if (window.parent !== window && isDocsFrame()) {
  const focus = HTMLElement.prototype.focus;
  HTMLElement.prototype.focus = function focusWithoutScrolling(options?: FocusOptions) {
    focus.call(this, { ...options, preventScroll: true });
  };
}
function isDocsFrame() {
  try {
    return isDocsPage(window.parent);
  } catch {
    return false; // another origin's page: not Storybook's docs
  }
}

/**
 * Theme and language around every story, from the toolbar's globals and the story's own. On a story's own
 * canvas the document takes the story's language (`ownsDocument`); a docs page keeps the toolbar's.
 */
function StoryProviders({
  globals,
  ownsDocument,
  children,
}: {
  globals: StoryGlobals;
  ownsDocument: boolean;
  children: ReactNode;
}) {
  const { locale, theme, support, layout } = globals;
  // The test runner asks for reduced motion: dialogs and menus open at once, as they do for such users.
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  const muiTheme = useMemo(
    () => createNuvemTheme({ mode: theme, support, layout, reducedMotion }),
    [theme, support, layout, reducedMotion],
  );
  const language = isLocale(locale) ? locale : DEFAULT_LOCALE;
  useEffect(() => {
    if (ownsDocument) setDocumentLanguage(language);
  }, [ownsDocument, language]);
  return (
    <I18nextProvider i18n={i18nFor(language)}>
      <ThemeProvider theme={muiTheme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </I18nextProvider>
  );
}

const withProviders: Decorator = (Story, context) => (
  <StoryProviders globals={context.globals as StoryGlobals} ownsDocument={context.viewMode === 'story'}>
    <Story />
  </StoryProviders>
);

/** A toolbar switcher whose button shows the chosen value. */
function toolbar(
  title: string,
  icon: 'globe' | 'mirror' | 'star' | 'sidebar',
  items: { value: string; title: string }[],
) {
  return { description: title, toolbar: { title, icon, dynamicTitle: true, items } };
}

const preview: Preview = {
  decorators: [withProviders],
  tags: ['autodocs'],
  initialGlobals: { locale: DEFAULT_LOCALE, theme: 'light', support: 'standard', layout: 'classic' },
  globalTypes: {
    locale: toolbar(
      'Idioma',
      'globe',
      LOCALES.map((value) => ({ value, title: LANGUAGE_NAMES[value] })),
    ),
    theme: toolbar('Tema', 'mirror', [
      { value: 'light', title: 'Claro' },
      { value: 'dark', title: 'Escuro' },
    ]),
    support: toolbar('Suporte', 'star', [
      { value: 'standard', title: 'STANDARD' },
      { value: 'prime', title: 'PRIME' },
    ]),
    layout: toolbar('Layout', 'sidebar', [
      { value: 'classic', title: 'Clássico' },
      { value: 'modern', title: 'Moderno' },
    ]),
  },
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    viewport: { options: VIEWPORTS },
    // Every story is checked by axe; a violation fails the test run (light here, dark in test-runner).
    a11y: { test: 'error' },
  },
};

export default preview;
