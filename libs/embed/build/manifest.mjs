// dist/package.json: the publishable package, describing exactly the files this build produced.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { dist } from './paths.mjs';

/** The `exports` conditions of one entry; `file` is its path under src without extension (e.g. 'react/index'). */
function conditions(file) {
  return {
    import: { types: `./types/${file}.d.ts`, default: `./esm/${file}.js` },
    require: { types: `./types/${file}.d.cts`, default: `./cjs/${file}.cjs` },
  };
}

/** The built files of the `./global` entry, whose import sets the globals (a side effect to keep). */
function globalEntryFiles(entries) {
  const file = entries['./global'];
  return file ? [`./esm/${file}.js`, `./cjs/${file}.cjs`] : [];
}

/** `source` is libs/embed/package.json; `entries` maps subpaths to src files; `umd` says if the UMD was built. */
export function writeManifest(source, entries, umd) {
  const exports = Object.fromEntries(Object.entries(entries).map(([path, file]) => [path, conditions(file)]));
  if (umd) exports['./umd/*'] = './umd/*';
  exports['./package.json'] = './package.json';
  const react = './react' in entries;
  const manifest = {
    name: source.name,
    version: source.version,
    description: source.description,
    license: 'Apache-2.0',
    type: 'module',
    // Nothing runs at import except the entries that install window.powerbi: the UMD script and ./global.
    sideEffects: [...(umd ? ['./umd/*.js'] : []), ...globalEntryFiles(entries)],
    main: './cjs/index.cjs',
    module: './esm/index.js',
    types: './types/index.d.ts',
    ...(umd && { unpkg: './umd/nuvem-embed.min.js', jsdelivr: './umd/nuvem-embed.min.js' }),
    exports,
    ...(react && {
      peerDependencies: { react: '>=18' },
      peerDependenciesMeta: { react: { optional: true } },
    }),
  };
  writeFileSync(join(dist, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}
