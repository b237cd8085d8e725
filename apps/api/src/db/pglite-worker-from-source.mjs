// The database worker's entry when the API runs from its TypeScript sources (development and tests): tsx
// loads the worker's source. A bundle carries pglite-worker.js instead.
import { tsImport } from 'tsx/esm/api';

await tsImport('./pglite-worker.ts', import.meta.url);
