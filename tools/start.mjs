// `npm start`: the production mode on this machine. Builds what is missing or stale (tools/build.mjs: the API,
// the web server, the portal, the analytics app and Storybook; a part whose sources did not change is reused),
// then starts them as `npm run serve` does: the API on 3333 (PGlite in .data/, demo data on a first start), the
// portal on 4200, the analytics app on 4300 and Storybook on 6006. `npm run dev` runs the dev servers instead.
import { buildProduction } from './build.mjs';

const started = Date.now();
try {
  await buildProduction();
} catch (error) {
  console.error(`Nuvem cannot start: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
console.log(`Nuvem is built (${Math.round((Date.now() - started) / 1000)} s).`);
await import('./serve.mjs');
