import { defineConfig } from 'vitest/config';

// PGlite's initdb is slow (about 2 s, more under parallel Nx load): the global setup runs it once and the
// test files load its dump. The generous timeouts cover a loaded CI machine. Files share a worker's modules
// (isolate: false): each file starts its own app and database, and no file keeps state at module level, so
// importing the API once per worker instead of once per file saved 17% of the suite's time (670 → 557 s).
export default defineConfig({
  test: {
    environment: 'node',
    globals: true,
    isolate: false,
    globalSetup: ['src/testing/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
