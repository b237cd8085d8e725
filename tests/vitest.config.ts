import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    globals: true,
    // The end-to-end suites' builds and seeded databases, made once for the run.
    globalSetup: ['e2e/e2eSetup.ts'],
    include: ['**/*.test.ts'],
    exclude: ['**/node_modules/**'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // The suites poll a real stack in a real browser: after a reload under CI's load, a page may take more than
    // expect.poll's default second to show its data (a poll that holds at once still returns at once).
    expect: { poll: { timeout: 10_000 } },
  },
});
