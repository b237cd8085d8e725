import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
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
