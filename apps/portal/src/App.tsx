import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useStoredChoice } from '@nuvem/features';
import { createNuvemTheme, DEFAULT_LOCALE, LOCALES, type Locale } from '@nuvem/ui';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router-dom';
import { createPortalI18n } from './i18n/portalI18n';
import { PortalRoutes } from './routes/PortalRoutes';
import { RouterLink } from './routes/RouterLink';

const LAYOUTS = ['classic', 'modern'] as const;
const SESSION_KEY = 'nuvem-preview-session';

/** Providers (language, theme, router) around the route table. */
export function App() {
  const [locale, setLocale] = useStoredChoice<Locale>('nuvem-locale', LOCALES, DEFAULT_LOCALE);
  // Portal spec §1: the layout is read from local storage.
  const [layout] = useStoredChoice('layout', LAYOUTS, 'classic');
  const prefersDark = useMediaQuery('(prefers-color-scheme: dark)');
  const [session, setSession] = useState(() => sessionStorage.getItem(SESSION_KEY));
  const i18n = useMemo(() => createPortalI18n(DEFAULT_LOCALE), []);
  const theme = useMemo(
    () => createNuvemTheme({ mode: prefersDark ? 'dark' : 'light', layout, linkComponent: RouterLink }),
    [prefersDark, layout],
  );

  useEffect(() => {
    void i18n.changeLanguage(locale);
    document.documentElement.lang = locale;
  }, [i18n, locale]);

  const signIn = (email: string) => {
    sessionStorage.setItem(SESSION_KEY, email);
    setSession(email);
  };
  const signOut = useCallback(() => {
    sessionStorage.removeItem(SESSION_KEY);
    setSession(null);
  }, []);

  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <BrowserRouter>
          <PortalRoutes
            session={session}
            onSignIn={signIn}
            onSignOut={signOut}
            layout={layout}
            locale={locale}
            onLocaleChange={setLocale}
          />
        </BrowserRouter>
      </ThemeProvider>
    </I18nextProvider>
  );
}
