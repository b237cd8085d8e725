// The JavaScript builds, with rolldown: ESM and CJS keeping one output file per source module (so a
// consumer's bundler drops whole unused modules, helped by `sideEffects: false`), and the script-tag UMD.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { rolldown } from 'rolldown';
import { dist, entryFile, root, src } from './paths.mjs';

// ES2022 keeps class fields native (lowering them to helper calls costs ~0.3 KB gzip); every evergreen
// browser has run ES2022 since 2021.
const TARGET = 'es2022';
// The React binding imports React; the consumer provides it (a peer dependency), never bundled.
const external = [/^react($|\/)/, /^react-dom($|\/)/];
const shared = { tsconfig: join(root, 'build/tsconfig.build.json'), transform: { target: TARGET }, external };

/** dist/esm/**.js and dist/cjs/**.cjs, mirroring src/; `entries` maps package subpaths to src files. */
export async function buildModules(entries) {
  const input = Object.fromEntries(Object.values(entries).map((file) => [file, entryFile(file)]));
  const bundle = await rolldown({ ...shared, input, platform: 'neutral' });
  const common = { preserveModules: true, preserveModulesRoot: src };
  await bundle.write({ ...common, dir: join(dist, 'esm'), format: 'es', entryFileNames: '[name].js' });
  await bundle.write({ ...common, dir: join(dist, 'cjs'), format: 'cjs', entryFileNames: '[name].cjs' });
  await bundle.close();
}

/**
 * dist/umd/nuvem-embed.js and .min.js from src/umd.ts. Like powerbi-client's dist/powerbi.js, the wrapper
 * serves CommonJS, AMD, or else a global named `powerbi-client` holding the whole API.
 */
export async function buildUmd(version) {
  const bundle = await rolldown({ ...shared, input: join(src, 'umd.ts'), platform: 'browser' });
  const common = {
    format: 'umd',
    name: 'powerbi-client',
    exports: 'named',
    postBanner: `/*! @nuvem/embed ${version} (powerbi-client 2.23 compatible) | Apache-2.0 */`,
  };
  await bundle.write({ ...common, file: join(dist, 'umd/nuvem-embed.js') });
  await bundle.write({
    ...common,
    file: join(dist, 'umd/nuvem-embed.min.js'),
    minify: true,
    sourcemap: true,
  });
  await bundle.close();
  // The package is `type: module`; these .js files are scripts, so Node and bundlers must read them as CJS.
  writeFileSync(join(dist, 'umd/package.json'), '{ "type": "commonjs" }\n');
}
