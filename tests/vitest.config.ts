import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    globals: true,
    // The end-to-end suites' builds and seeded databases, made once for the run.
    globalSetup: ['e2e/e2eSetup.ts'],
    include: ['**/*.test.ts'],
    exclude: ['**/node_modules/**'],
    // Two files at a time: a suite spends most of its time waiting on its browser and servers.
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
