// The API for production (`npm run build`): plain JavaScript in dist/ that `node dist/main.js` runs without tsx
// or dev dependencies. The SQL migrations are read at run time from beside the bundle (src/db/migrate.ts).
import { bundleNodeApp } from '@nuvem/devtools/bundleNodeApp';

await bundleNodeApp({
  appDir: import.meta.dirname,
  // The database worker runs in a thread of its own, from its own file (src/db/pglite-in-worker.ts).
  entryPoints: { main: 'src/main.ts', 'pglite-worker': 'src/db/pglite-worker.ts' },
  copy: [{ from: 'src/db/migrations', to: 'migrations' }],
});
