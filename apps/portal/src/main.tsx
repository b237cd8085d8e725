import '@fontsource/roboto/400.css';
import '@fontsource/roboto/500.css';
import '@fontsource/roboto/700.css';
import { createSession } from '@nuvem/features';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { apiConfigFromEnv } from './session/apiConfigFromEnv';

// One session for the page: its tokens and the API client every call goes through.
const session = createSession(apiConfigFromEnv(import.meta.env));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App session={session} />
  </StrictMode>,
);
