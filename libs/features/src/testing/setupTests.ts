import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// findBy… and waitFor wait up to 5 s instead of 1 s: the same assertions, but a machine busy with a parallel
// build (as CI is) does not fail them for being slow.
configure({ asyncUtilTimeout: 5000 });

// Spies (console.warn…) and stubbed globals (EventSource) belong to the test that made them.
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});
