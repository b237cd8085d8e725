// The web server for production (`npm run build`): plain JavaScript in dist/ that `node dist/main.js` runs.
import { bundleNodeApp } from '@nuvem/devtools/bundleNodeApp';

await bundleNodeApp({ appDir: import.meta.dirname, entryPoints: { main: 'src/main.ts' } });
