import '@testing-library/jest-dom/vitest';

// Spies (console.warn…) and stubbed globals (EventSource) belong to the test that made them.
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});
