// `nx run embed:build` (npm run build): libs/embed/dist = esm/ + cjs/ + types/ + umd/ + package.json.
// The React entry (src/react/index.ts) and the UMD (which needs `service` and `factories`) are built as
// soon as the SDK has them; until then they are skipped with a note.
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildModules, buildUmd } from './bundles.mjs';
import { writeManifest } from './manifest.mjs';
import { dist, presentEntries, root } from './paths.mjs';
import { buildTypes } from './types.mjs';

const source = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const entries = presentEntries();
const started = performance.now();

rmSync(dist, { recursive: true, force: true });
if (!entries['./react']) {
  console.warn('embed build: src/react/index.ts does not exist yet; skipping @nuvem/embed/react');
}
await buildModules(entries);
buildTypes();

// The ESM build must load in plain Node (no window, self or document): importing it here proves that.
// The ./global entry too, and there (no window) it must set no global either.
const globalsBefore = Object.getOwnPropertyNames(globalThis);
const sdk = await import(pathToFileURL(join(dist, 'esm/index.js')).href);
if (entries['./global']) await import(pathToFileURL(join(dist, `esm/${entries['./global']}.js`)).href);
const added = Object.getOwnPropertyNames(globalThis).filter((name) => !globalsBefore.includes(name));
if (added.length) throw new Error(`embed build: importing the SDK in Node set globals: ${added.join(', ')}`);
const missing = [
  ['service.Service', sdk.service?.Service],
  ['factories.hpmFactory', sdk.factories?.hpmFactory],
  ['factories.wpmpFactory', sdk.factories?.wpmpFactory],
  ['factories.routerFactory', sdk.factories?.routerFactory],
].flatMap(([name, value]) => (value ? [] : [name]));
const umd = missing.length === 0;
if (umd) {
  await buildUmd(source.version);
} else {
  const what = missing.join(', ');
  console.warn(`embed build: SKIPPING the UMD (dist/umd): src/index.ts does not export ${what} yet`);
}

writeManifest(source, entries, umd);
const built = [...Object.keys(entries), ...(umd ? ['umd'] : [])].join(', ');
const took = Math.round(performance.now() - started);
process.stdout.write(`embed build: dist/ ready (${built}) in ${took} ms\n`);
