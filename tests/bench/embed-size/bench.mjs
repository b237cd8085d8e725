// Bundle size of @nuvem/embed beside powerbi-client 2.23.9: what an app's bundler (esbuild, minified) ships
// for the whole SDK, for `import { models }` alone, for `import { service }` alone and for the React binding,
// plus the script-tag files. Reads libs/embed/dist (nx run embed:build); writes ../results/embed-size.md.
import { build } from 'esbuild';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const here = import.meta.dirname;
const dist = join(here, '../../../libs/embed/dist');
const oursEntry = join(dist, 'esm/index.js');
const anchorDir = dirname(createRequire(join(here, 'bench.mjs')).resolve('powerbi-client/package.json'));
if (!existsSync(oursEntry)) throw new Error(`${oursEntry} is missing: run \`npx nx run embed:build\` first`);

const cases = [
  {
    name: 'full SDK (`import * as sdk`)',
    code: (x) => `import * as sdk from '${x}';\nglobalThis.x = sdk;\n`,
  },
  {
    name: '`import { models }` only',
    needs: 'models',
    code: (x) => `import { models } from '${x}';\nglobalThis.x = models;\n`,
  },
  {
    name: '`import { service }` only',
    needs: 'service',
    code: (x) => `import { service } from '${x}';\nglobalThis.x = service;\n`,
  },
];
// Ours grows step by step; a case whose import it does not export yet is reported as such, not failed.
const oursExports = Object.keys(await import(pathToFileURL(oursEntry).href));

function sizes(text) {
  const bytes = Buffer.from(text);
  const brotli = brotliCompressSync(bytes, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
  });
  return { min: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length, brotli: brotli.length };
}

// React is the app's own (a peer dependency of both bindings), never counted.
const external = ['react', 'react-dom', 'react/jsx-runtime'];

async function bundle(contents) {
  const result = await build({
    stdin: { contents, resolveDir: here, loader: 'js' },
    bundle: true,
    external,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    logLevel: 'silent',
  });
  return sizes(result.outputFiles[0].text);
}

const fileSizes = (path) => (existsSync(path) ? sizes(readFileSync(path)) : undefined);
const rows = [];
for (const c of cases) {
  const ours = c.needs && !oursExports.includes(c.needs) ? undefined : await bundle(c.code(oursEntry));
  rows.push({
    name: c.name,
    ours,
    missing: 'not exported yet',
    anchor: await bundle(c.code('powerbi-client')),
  });
}
// The React bindings, once ours is built: @nuvem/embed/react beside powerbi-client-react if it is installed.
const oursReact = join(dist, 'esm/react/index.js');
const whole = (x) => `import * as binding from '${x}';\nglobalThis.x = binding;\n`;
const anchorReact = await bundle(whole('powerbi-client-react')).catch(() => undefined);
rows.push({
  name: 'React binding (`import * as binding`, React external)',
  ours: existsSync(oursReact) ? await bundle(whole(oursReact)) : undefined,
  missing: 'not built yet',
  anchor: anchorReact,
  anchorMissing: 'powerbi-client-react not installed',
});
rows.push({
  name: 'script tag, as shipped: umd/nuvem-embed.min.js vs dist/powerbi.min.js',
  ours: fileSizes(join(dist, 'umd/nuvem-embed.min.js')),
  missing: 'not built yet (needs `service`)',
  anchor: fileSizes(join(anchorDir, 'dist/powerbi.min.js')),
});

const n = (value) => value.toLocaleString('en-US');
const triple = (s, missing) => (s ? `${n(s.min)} / ${n(s.gzip)} / ${n(s.brotli)}` : missing);
const share = (ours, anchor) => (ours && anchor ? `${((100 * ours.gzip) / anchor.gzip).toFixed(1)}%` : '–');
const full = rows[0];
const goalMet = full.ours.gzip * 3 <= full.anchor.gzip;
const anchorVersion = JSON.parse(readFileSync(join(anchorDir, 'package.json'), 'utf8')).version;

const md = `## Embed SDK bundle size (tests/bench/embed-size)

Method: each case is a one-line consumer module bundled with esbuild (bundle, minify, ESM, platform browser;
ours from libs/embed/dist/esm, powerbi-client ${anchorVersion} from node_modules), then gzip -9 and brotli 11 with node:zlib.
Bytes are min / gzip / brotli; the last column is our gzip as a share of powerbi-client's.

| case | ours min / gzip / brotli | powerbi-client min / gzip / brotli | ours ÷ powerbi-client (gzip) |
|---|---|---|---|
${rows.map((r) => `| ${r.name} | ${triple(r.ours, r.missing)} | ${triple(r.anchor, r.anchorMissing)} | ${share(r.ours, r.anchor)} |`).join('\n')}

Goal: full SDK ≤ 1/3 of powerbi-client's gzip, bundled the same way (${n(full.ours.gzip)} B vs ${n(Math.floor(full.anchor.gzip / 3))} B allowed): **${goalMet ? 'pass' : 'FAIL'}**.
Our exports today: ${oursExports.join(', ')}.`;
writeFileSync(join(here, '../results/embed-size.md'), md + '\n');
console.log(md);
