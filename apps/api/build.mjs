// The API for production (`npm run build`): plain JavaScript in dist/ that `node dist/main.js` runs without tsx
// or dev dependencies. The SQL migrations are read at run time from beside the bundle (src/db/migrate.ts).
import { bundleNodeApp } from '@nuvem/devtools/bundleNodeApp';

await bundleNodeApp({
  appDir: import.meta.dirname,
  entryPoints: { main: 'src/main.ts' },
  copy: [{ from: 'src/db/migrations', to: 'migrations' }],
});
