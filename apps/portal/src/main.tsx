import '@fontsource/roboto/400.css';
import '@fontsource/roboto/500.css';
import '@fontsource/roboto/700.css';
import { createSession, runVersionCheck } from '@nuvem/features';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { apiConfigFromEnv } from './session/apiConfigFromEnv';

// Spec §4: a browser last used by an older build starts clean; this runs before anything reads storage.
try {
  runVersionCheck({ local: window.localStorage, session: window.sessionStorage }, __APP_VERSION__);
} catch {
  // Storage refused (private mode, blocked cookies): there is nothing stored to check.
}

// One session for the page: its tokens and the API client every call goes through.
const session = createSession(apiConfigFromEnv(import.meta.env));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App session={session} />
  </StrictMode>,
);
