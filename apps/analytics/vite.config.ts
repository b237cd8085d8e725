import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// The frame calls the API on its own origin: the dev server and `vite preview` pass /api on to the API, as the
// portal's do. API_PROXY_TARGET moves it.
const apiProxyTarget = process.env['API_PROXY_TARGET'] || 'http://127.0.0.1:3333';
const proxy = { '/api': { target: apiProxyTarget } };

export default defineConfig({
  plugins: [react()],
  server: { host: '127.0.0.1', port: 4300, strictPort: true, proxy },
  preview: { host: '127.0.0.1', port: 4300, strictPort: true, proxy },
  // The visuals' chunk (ECharts' bar, line and pie with MUI's inputs) is ~900 kB before gzip, ~290 kB after;
  // it loads lazily, in parallel with the report's first queries.
  build: { sourcemap: true, chunkSizeWarningLimit: 1000 },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/testing/setupTests.ts'],
    // One jsdom for all files of a worker: setting one up per file was most of the run (setupTests.ts resets it).
    isolate: false,
    testTimeout: 15_000,
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
