import '@fontsource/roboto/400.css';
import '@fontsource/roboto/500.css';
import '@fontsource/roboto/700.css';
import { createSession, preloadMe, runVersionCheck } from '@nuvem/features';
import { DEFAULT_LOCALE, isLocale } from '@nuvem/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { setPortalLanguage, startPortalI18n } from './i18n/portalLanguages';
import { preloadSignedIn } from './routes/preloadSignedIn';
import { apiConfigFromEnv } from './session/apiConfigFromEnv';

// Spec §4: a browser last used by an older build starts clean; this runs before anything reads storage.
try {
  runVersionCheck({ local: window.localStorage, session: window.sessionStorage }, __APP_VERSION__);
} catch {
  // Storage refused (private mode, blocked cookies): there is nothing stored to check.
}

// One session for the page: its tokens and the API client every call goes through.
const session = createSession(apiConfigFromEnv(import.meta.env));
// A stored session: /me starts before the first render; the shell's code and the page's screen right after
// the first frame (the spinner), so they share the link with /me rather than with the first paint's code.
const signedInAtStart = session.snapshot().status === 'signedIn';
if (signedInAtStart) preloadMe(session);

// pt-BR's strings come with the page; another stored language (App's 'nuvem-locale') loads first, so the
// first paint is already in it.
const i18n = startPortalI18n();
const stored = storedLocale();
const ready =
  stored && stored !== DEFAULT_LOCALE ? setPortalLanguage(i18n, stored).catch(() => {}) : undefined;

void Promise.resolve(ready).then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App session={session} i18n={i18n} />
    </StrictMode>,
  );
  if (signedInAtStart)
    requestAnimationFrame(() => setTimeout(() => preloadSignedIn(window.location.pathname), 0));
});

function storedLocale() {
  try {
    const value = window.localStorage.getItem('nuvem-locale');
    return isLocale(value) ? value : undefined;
  } catch {
    return undefined;
  }
}
