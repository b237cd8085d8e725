import '@fontsource/roboto/400.css';
import '@fontsource/roboto/500.css';
import '@fontsource/roboto/700.css';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Decorator, Preview } from '@storybook/react-vite';
import { useEffect, useMemo, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import {
  createI18n,
  createNuvemTheme,
  DEFAULT_LOCALE,
  isLocale,
  LANGUAGE_NAMES,
  LOCALES,
  type ColorMode,
  type Layout,
  type SupportType,
} from '@nuvem/ui';
import { VIEWPORTS } from './viewports';

// One i18next instance for the whole Storybook; the locale switcher changes its language.
const i18n = createI18n({ locale: DEFAULT_LOCALE });

interface StoryGlobals {
  locale: string;
  theme: ColorMode;
  support: SupportType;
  layout: Layout;
}

/** Theme and language around every story, from the toolbar's globals. */
function StoryProviders({ globals, children }: { globals: StoryGlobals; children: ReactNode }) {
  const { locale, theme, support, layout } = globals;
  // The test runner asks for reduced motion: dialogs and menus open at once, as they do for such users.
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  const muiTheme = useMemo(
    () => createNuvemTheme({ mode: theme, support, layout, reducedMotion }),
    [theme, support, layout, reducedMotion],
  );
  const language = isLocale(locale) ? locale : DEFAULT_LOCALE;
  if (i18n.language !== language) void i18n.changeLanguage(language);
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={muiTheme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </I18nextProvider>
  );
}

const withProviders: Decorator = (Story, context) => (
  <StoryProviders globals={context.globals as StoryGlobals}>
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
