import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { NoticesProvider, SessionProvider, useStoredChoice, type Session } from '@nuvem/features';
import { createNuvemTheme, DEFAULT_LOCALE, LOCALES, type Locale } from '@nuvem/ui';
import { useEffect, useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router-dom';
import { createPortalI18n } from './i18n/portalI18n';
import { PortalRoutes } from './routes/PortalRoutes';
import { RouterLink } from './routes/RouterLink';

const LAYOUTS = ['classic', 'modern'] as const;

/** Providers (session, language, theme, notices, router) around the route table. */
export function App({ session }: { session: Session }) {
  const [locale, setLocale] = useStoredChoice<Locale>('nuvem-locale', LOCALES, DEFAULT_LOCALE);
  // Portal spec §1: the layout is read from local storage.
  const [layout] = useStoredChoice('layout', LAYOUTS, 'classic');
  const prefersDark = useMediaQuery('(prefers-color-scheme: dark)');
  const i18n = useMemo(() => createPortalI18n(DEFAULT_LOCALE), []);
  const theme = useMemo(
    () => createNuvemTheme({ mode: prefersDark ? 'dark' : 'light', layout, linkComponent: RouterLink }),
    [prefersDark, layout],
  );

  useEffect(() => {
    void i18n.changeLanguage(locale);
    document.documentElement.lang = locale;
  }, [i18n, locale]);

  return (
    <SessionProvider session={session}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <NoticesProvider>
            <BrowserRouter>
              <PortalRoutes layout={layout} locale={locale} onLocaleChange={setLocale} />
            </BrowserRouter>
          </NoticesProvider>
        </ThemeProvider>
      </I18nextProvider>
    </SessionProvider>
  );
}
