import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  createFirstScreenGate,
  FIRST_SCREEN_KEYS,
  FirstScreenProvider,
  NoticesProvider,
  paintFirst,
  SessionProvider,
  useStoredChoice,
  type Session,
} from '@nuvem/features';
import { createNuvemTheme, DEFAULT_LOCALE, LOCALES, type Locale } from '@nuvem/ui';
import type { i18n as I18n } from 'i18next';
import { useEffect, useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { setPortalLanguage } from './i18n/portalLanguages';
import { PortalRoutes } from './routes/PortalRoutes';
import { RouterLink } from './routes/RouterLink';

const LAYOUTS = ['classic', 'modern'] as const;
// The first screen's own data goes first; the rest waits until that screen is on screen (firstScreen).
// Any page is painted before the calls its render asked for leave (paintFirst).
const firstScreen = createFirstScreenGate(FIRST_SCREEN_KEYS);
const PORTAL_SWR_CONFIG = { use: [firstScreen.middleware, paintFirst] };

/**
 * Providers (session, language, theme, notices, router) around the route table. `i18n` comes from
 * portalLanguages, with the stored language already loaded (main.tsx).
 */
export function App({ session, i18n }: { session: Session; i18n: I18n }) {
  const [locale, setLocale] = useStoredChoice<Locale>('nuvem-locale', LOCALES, DEFAULT_LOCALE);
  // Portal spec §1: the layout is read from local storage.
  const [layout] = useStoredChoice('layout', LAYOUTS, 'classic');
  const prefersDark = useMediaQuery('(prefers-color-scheme: dark)');
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  const theme = useMemo(
    () =>
      createNuvemTheme({
        mode: prefersDark ? 'dark' : 'light',
        layout,
        linkComponent: RouterLink,
        reducedMotion,
      }),
    [prefersDark, layout, reducedMotion],
  );

  // A language is loaded, then shown; a later choice made meanwhile wins.
  useEffect(() => {
    let current = true;
    void setPortalLanguage(i18n, locale).then(() => {
      if (current) document.documentElement.lang = locale;
    });
    return () => {
      current = false;
    };
  }, [i18n, locale]);

  return (
    <SessionProvider session={session}>
      <SWRConfig value={PORTAL_SWR_CONFIG}>
        <FirstScreenProvider value={firstScreen}>
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
        </FirstScreenProvider>
      </SWRConfig>
    </SessionProvider>
  );
}
