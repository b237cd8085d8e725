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
  build: {
    sourcemap: true,
    // The visuals' chunk (ECharts' bar, line and pie with MUI's inputs) is ~900 kB before gzip, ~290 kB after;
    // it loads lazily, in parallel with the report's first queries.
    chunkSizeWarningLimit: 1000,
    // An embedded report's frame loads in few requests (issue 29: at most 15, document, fonts and API calls
    // included; tests/production asserts it). Left alone, the bundler splits every module the start-up code
    // shares with a view into a chunk of its own (six requests before the frame can answer its host), and each
    // piece the views share with each other too. So: everything the start-up code needs in the entry chunk, and
    // what two or more views share in a chunk per set of views that use it (the phases for all four, the visuals
    // with ECharts for all but the paginated report's), pieces under 10 kB merged into a neighbour.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'frame', tags: ['$initial'] },
            { name: 'views', minShareCount: 2, entriesAware: true, entriesAwareMergeThreshold: 10_000 },
          ],
        },
      },
    },
  },
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
