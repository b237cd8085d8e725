import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';

// findBy… and waitFor wait up to 5 s instead of 1 s: the same assertions, but a machine busy with a parallel
// build (as CI is) does not fail them for being slow.
configure({ asyncUtilTimeout: 5000 });

// Every file shares one jsdom (isolate: false, an environment per file cost most of the run): testing-library's
// own cleanup registers once per module load, that is once per worker, so each file's setup registers it again,
// and each file starts where a fresh jsdom would: at /, with empty storage.
afterEach(() => cleanup());
beforeAll(() => {
  window.history.replaceState(null, '', '/');
  localStorage.clear();
  sessionStorage.clear();
});
