import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { keepLocale, LOCALE_QUERY } from './src/i18n/keepLocale';

// Spec §4 "Version check": the build's version, compared at start-up with the one stored in the browser.
const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};

// The dev server and `vite preview` pass /api on to the API, so the browser calls its own origin (no CORS).
// API_PROXY_TARGET moves it; VITE_API_URL instead makes the portal call another origin directly.
const apiProxyTarget = process.env['API_PROXY_TARGET'] || 'http://127.0.0.1:3333';
const proxy = { '/api': { target: apiProxyTarget } };

/**
 * Issue 11: `X.i18n.ts?locale=en` (the globs of uiMessages, featuresMessages, portalLanguages) keeps only
 * that language of the file, so a language's strings load only when it is picked.
 */
const oneLocalePerFile = (): Plugin => ({
  name: 'nuvem:one-locale-per-file',
  enforce: 'pre',
  transform(code, id) {
    const locale = LOCALE_QUERY.exec(id)?.[1];
    return locale ? { code: keepLocale(code, locale), map: null } : undefined;
  },
});

/** Each lazily loaded language's strings (one part: ui shell, ui analytics, features, portal) in one chunk. */
const messagesChunk = (id: string) => {
  const query = new URLSearchParams(id.split('?')[1] ?? '');
  const locale = query.get('locale');
  const part = query.get('part');
  return /\.i18n\.ts\?/.test(id) && locale && part ? `messages-${part}-${locale}` : null;
};

export default defineConfig({
  plugins: [react(), oneLocalePerFile()],
  define: {
    'import.meta.env.VITE_API_PROXY_TARGET': JSON.stringify(apiProxyTarget),
    __APP_VERSION__: JSON.stringify(version),
  },
  server: { host: '127.0.0.1', port: 4200, strictPort: true, proxy },
  preview: { host: '127.0.0.1', port: 4200, strictPort: true, proxy },
  build: {
    sourcemap: true,
    rolldownOptions: {
      output: { codeSplitting: { includeDependenciesRecursively: false, groups: [{ name: messagesChunk }] } },
    },
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/testing/setupTests.ts'],
    // One jsdom for all files of a worker: setting one up per file was most of the run (setupTests.ts resets it).
    isolate: false,
    // Above testing-library's 5 s wait (setupTests.ts), so a slow wait fails with its own message.
    testTimeout: 15_000,
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
