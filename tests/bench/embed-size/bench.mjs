// Bundle size of @nuvem/embed beside powerbi-client 2.23.9: what an app's bundler (esbuild, minified) ships
// for the whole SDK, for `import { models }` alone, for `import { service }` alone and for the React binding,
// plus the script-tag files; for ours, the minified bytes per source folder, before (./baseline.json) and
// now. Reads libs/embed/dist (nx run embed:build); writes ../results/embed-size.md. Exits non-zero when a
// size goal (./goals.mjs) is exceeded, after writing the results.
//
// `node bench.mjs --write-baseline` records the current dist as the "before" of ./baseline.json instead
// (EMBED_DIST=/path/to/dist measures another build, e.g. one of an earlier commit).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { accountingSection } from './accountingTable.mjs';
import { checkGoals } from './goals.mjs';
import { bundle, sizes } from './measure.mjs';

const here = import.meta.dirname;
const dist = process.env.EMBED_DIST ?? join(here, '../../../libs/embed/dist');
const esm = join(dist, 'esm');
const oursEntry = join(esm, 'index.js');
const baselineFile = join(here, 'baseline.json');
const anchorDir = dirname(createRequire(join(here, 'bench.mjs')).resolve('powerbi-client/package.json'));
if (!existsSync(oursEntry)) throw new Error(`${oursEntry} is missing: run \`npx nx run embed:build\` first`);

const cases = [
  {
    id: 'full',
    name: 'full SDK (`import * as sdk`)',
    code: (x) => `import * as sdk from '${x}';\nglobalThis.x = sdk;\n`,
  },
  {
    id: 'models',
    name: '`import { models }` only',
    needs: 'models',
    code: (x) => `import { models } from '${x}';\nglobalThis.x = models;\n`,
  },
  {
    id: 'service',
    name: '`import { service }` only',
    needs: 'service',
    code: (x) => `import { service } from '${x}';\nglobalThis.x = service;\n`,
  },
];
// Ours grows step by step; a case whose import it does not export yet is reported as such, not failed.
const oursExports = Object.keys(await import(pathToFileURL(oursEntry).href));
const oursCase = (c) =>
  c.needs && !oursExports.includes(c.needs) ? undefined : bundle(c.code(oursEntry), here, esm);

if (process.argv.includes('--write-baseline')) {
  const measured = {};
  for (const c of cases) measured[c.id] = await oursCase(c);
  const note = process.env.BASELINE_NOTE ?? 'libs/embed/dist as built when recorded';
  writeFileSync(baselineFile, JSON.stringify({ note, cases: measured }, null, 2) + '\n');
  console.log(`wrote ${baselineFile}`);
  process.exit(0);
}

const rows = [];
for (const c of cases) {
  rows.push({
    id: c.id,
    name: c.name,
    ours: await oursCase(c),
    missing: 'not exported yet',
    anchor: await bundle(c.code('powerbi-client'), here),
  });
}
// The React bindings, once ours is built: @nuvem/embed/react beside powerbi-client-react if it is installed.
const oursReact = join(esm, 'react/index.js');
const whole = (x) => `import * as binding from '${x}';\nglobalThis.x = binding;\n`;
const anchorReact = await bundle(whole('powerbi-client-react'), here).catch(() => undefined);
rows.push({
  name: 'React binding (`import * as binding`, React external)',
  ours: existsSync(oursReact) ? await bundle(whole(oursReact), here) : undefined,
  missing: 'not built yet',
  anchor: anchorReact,
  anchorMissing: 'powerbi-client-react not installed',
});
const fileSizes = (path) => (existsSync(path) ? sizes(readFileSync(path)) : undefined);
rows.push({
  name: 'script tag, as shipped: umd/nuvem-embed.min.js vs dist/powerbi.min.js',
  ours: fileSizes(join(dist, 'umd/nuvem-embed.min.js')),
  missing: 'not built yet (needs `service`)',
  anchor: fileSizes(join(anchorDir, 'dist/powerbi.min.js')),
});

const n = (value) => value.toLocaleString('en-US');
const triple = (s, missing) => (s ? `${n(s.min)} / ${n(s.gzip)} / ${n(s.brotli)}` : missing);
const share = (ours, anchor) => (ours && anchor ? `${((100 * ours.gzip) / anchor.gzip).toFixed(1)}%` : '–');
const anchorVersion = JSON.parse(readFileSync(join(anchorDir, 'package.json'), 'utf8')).version;

// Before and after, per folder of libs/embed/src (minified bytes the bundle keeps from it).
const baseline = existsSync(baselineFile) ? JSON.parse(readFileSync(baselineFile, 'utf8')) : undefined;
const measuredCases = rows.filter((r) => r.id);
const folderNames = [
  ...new Set(
    measuredCases.flatMap((r) => [
      ...Object.keys(r.ours?.folders ?? {}),
      ...Object.keys(baseline?.cases[r.id]?.folders ?? {}),
    ]),
  ),
].sort();
const change = (before, after) => {
  if (before === undefined && after === undefined) return '–';
  const delta = (after ?? 0) - (before ?? 0);
  return `${n(before ?? 0)} → ${n(after ?? 0)} (${delta > 0 ? '+' : ''}${n(delta)})`;
};
const folderRow = (label, pick) =>
  `| ${label} | ${measuredCases.map((r) => change(pick(baseline?.cases[r.id]), pick(r.ours))).join(' | ')} |`;
const folderTable = [
  `| folder (min bytes) | ${measuredCases.map((r) => r.name).join(' | ')} |`,
  `|---|${measuredCases.map(() => '---').join('|')}|`,
  ...folderNames.map((folder) =>
    folderRow(folder.startsWith('(') ? folder : `${folder}/`, (s) => s?.folders?.[folder]),
  ),
  folderRow('**total min**', (s) => s?.min),
  folderRow('**total gzip**', (s) => s?.gzip),
].join('\n');

const goals = checkGoals(Object.fromEntries(measuredCases.map((r) => [r.id, r.ours])));
const goalRows = goals
  .map(
    (g) =>
      `| ${g.name} | ≤ ${n(g.gzip)} B | ${g.measured === undefined ? '–' : `${n(g.measured)} B`} | ${g.met ? 'pass' : '**FAIL**'} |`,
  )
  .join('\n');

const floorRows = measuredCases
  .map((r) => {
    const goal = goals.find((g) => g.id === r.id);
    const rest = r.ours ? `${n(r.ours.gzip - r.ours.textFloor)} B` : '–';
    const floor = r.ours ? `${n(r.ours.textFloor)} B` : '–';
    return `| ${r.name} | ${floor} | ${rest} | ${r.anchor ? `${n(r.anchor.textFloor)} B` : '–'} | ${goal ? `≤ ${n(goal.gzip)} B` : '–'} |`;
  })
  .join('\n');

const md = `## Embed SDK bundle size (tests/bench/embed-size)

Method: each case is a one-line consumer module bundled with esbuild (bundle, minify, ESM, platform browser;
ours from libs/embed/dist/esm, powerbi-client ${anchorVersion} from node_modules), then gzip -9 and brotli 11 with node:zlib.
Bytes are min / gzip / brotli; the last column is our gzip as a share of powerbi-client's.

| case | ours min / gzip / brotli | powerbi-client min / gzip / brotli | ours ÷ powerbi-client (gzip) |
|---|---|---|---|
${rows.map((r) => `| ${r.name} | ${triple(r.ours, r.missing)} | ${triple(r.anchor, r.anchorMissing)} | ${share(r.ours, r.anchor)} |`).join('\n')}

Goals (gzip of the bundle above; the bench exits non-zero when one is exceeded):

| case | goal | ours | |
|---|---|---|---|
${goalRows}

What no minifier can remove: the distinct string literals and the names of three characters or more
(exports, methods, fields, enum members, wire paths, error texts) of each bundle, each once, gzip -9; the
rest of the gzip is code (a minifier's one- and two-letter locals, syntax). The first figure stays whatever the
code is rewritten to, as long as it keeps the API, the wire protocol and the texts host pages compare; a goal
is then met only by cutting the second.

| case | ours: names and texts alone (gzip) | ours: the rest | powerbi-client: names and texts alone | goal |
|---|---|---|---|---|
${floorRows}

Where our bytes come from: minified bytes each folder of libs/embed/src keeps in the bundle (esbuild
metafile), before (${baseline ? baseline.note : 'no baseline.json recorded'}) → now.

${folderTable}

${await accountingSection(cases, esm)}

Our exports today: ${oursExports.join(', ')}.`;
writeFileSync(join(here, '../results/embed-size.md'), md + '\n');
console.log(md);

const failed = goals.filter((g) => !g.met);
if (failed.length > 0) {
  console.error(
    `embed-size: over goal: ${failed.map((g) => `${g.name} ${n(g.measured ?? 0)} B > ${n(g.gzip)} B`).join('; ')}`,
  );
  process.exit(1);
}
