// `npm run bench`: runs every benchmark suite (or those named on the command line), each of which writes
// tests/bench/results/<suite>.md, then assembles docs/benchmarks.md from all the results present, so a
// suite run alone keeps the others' last figures.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const here = import.meta.dirname;
const suites = {
  lists: 'lists/bench.mjs',
  'embed-size': 'embed-size/bench.mjs',
  'embed-rtt': 'embed-rtt/bench.mjs',
  'api-load': 'api-load/bench.mjs',
  analytics: 'analytics/bench.ts',
  insights: 'insights/bench.ts',
  lighthouse: 'lighthouse/bench.ts',
  home: 'home/bench.ts',
  iaas: 'iaas/bench.ts',
  store: 'store/bench.ts',
};
const chosen = process.argv.slice(2).length ? process.argv.slice(2) : Object.keys(suites);

// A suite that fails (a crash, or a goal it checks exceeded, as embed-size does) fails the run, after the
// others have run and docs/benchmarks.md has been written with whatever results they left.
const failed = [];
for (const name of chosen) {
  if (!suites[name]) throw new Error(`unknown suite ${name}; known: ${Object.keys(suites).join(', ')}`);
  console.log(`== bench ${name}`);
  // TypeScript suites run through tsx (they share the end-to-end suites' helpers).
  const file = join(here, suites[name]);
  const command = file.endsWith('.ts') ? [join(here, '../../node_modules/.bin/tsx'), file] : ['node', file];
  const { status } = spawnSync(command[0], command.slice(1), { stdio: 'inherit' });
  if (status !== 0) failed.push(name);
}

const resultsDir = join(here, 'results');
const sections = readdirSync(resultsDir)
  .filter((f) => f.endsWith('.md'))
  .sort()
  .map((f) => readFileSync(join(resultsDir, f), 'utf8').trim());
writeFileSync(
  join(here, '../../docs/benchmarks.md'),
  `# Benchmarks\n\nWritten by \`npm run bench\` (tests/bench). Each suite runs ours and a peer side by side on the same machine\nin the same run, and reports ratios; absolute times depend on the machine.\n\n${sections.join('\n\n')}\n`,
);
console.log('wrote docs/benchmarks.md');
if (failed.length > 0) {
  console.error(`bench: failed: ${failed.join(', ')}`);
  process.exit(1);
}
