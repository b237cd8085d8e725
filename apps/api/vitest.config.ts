import { defineConfig } from 'vitest/config';

// PGlite's initdb is slow (about 2 s, more under parallel Nx load): the global setup runs it once and the
// test files load its dump. The generous timeouts cover a loaded CI machine.
export default defineConfig({
  test: {
    environment: 'node',
    globals: true,
    globalSetup: ['src/testing/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
