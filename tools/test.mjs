// `npm test` after the format check: every project's lint, typecheck and tests, and Storybook's interaction,
// accessibility and visual tests, in two lanes at once on a 2-core machine. The end-to-end suites (one file at a
// time: they wait on browsers and servers more than they compute) run beside Storybook's tests, which keep both
// cores busy; then every project's lint and typecheck follow the first lane, the API's tests (the longest) and
// the libs' and apps' unit tests the second, so that both lanes end at about the same time. Each lane's lines
// carry its name; the run fails when either lane does, after both have finished, and then ends with the failing
// step's last lines (a CI log shown by its tail would otherwise show only the lane that finished last).
import { spawn } from 'node:child_process';
import { prefixLines } from './prefixLines.mjs';

const nx = (args) => ['npx', 'nx', ...args, '--outputStyle=static'];
const lanes = [
  {
    name: 'e2e+checks',
    steps: [
      nx(['run', 'tests:test']),
      nx(['run-many', '-t', 'lint', '--parallel=1']),
      // One program for the browser-side projects and the suites that import them: each project's own
      // typecheck re-checks every lib it imports (libs/ui six times over), so this checks each file once, for a
      // fifth of the CPU. The projects on settings of their own check alone.
      ['npx', 'tsc', '-p', 'tsconfig.typecheck-web.json'],
      nx(['run-many', '-t', 'typecheck', '--projects=api,api-contract,embed,storybook,web', '--parallel=1']),
    ],
  },
  {
    name: 'storybook+api+unit',
    steps: [
      nx(['run', 'storybook:test-storybook']),
      nx(['run', 'api:test']),
      nx(['run-many', '-t', 'test', '--exclude=tests,api', '--parallel=1']),
    ],
  },
];

/** How much of a failing step's output is repeated at the end of the run. */
const TAIL_BYTES = 16_000;

/**
 * Runs the lane's steps one after another; resolves with the first failing exit code and that step's last
 * output, or with code 0.
 */
async function runLane({ name, steps }) {
  for (const [command, ...args] of steps) {
    let tail = Buffer.alloc(0);
    const code = await new Promise((resolve) => {
      const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
      for (const stream of [child.stdout, child.stderr]) {
        prefixLines(stream, `[${name}] `);
        stream.on('data', (chunk) => (tail = Buffer.concat([tail, chunk]).subarray(-TAIL_BYTES)));
      }
      child.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)));
    });
    if (code !== 0) {
      const failure = `[${name}] failed: ${[command, ...args].join(' ')} exited with ${code}`;
      console.log(failure);
      return { code, failure, tail };
    }
  }
  return { code: 0 };
}

const results = await Promise.all(lanes.map(runLane));
for (const { failure, tail } of results.filter((result) => result.code !== 0)) {
  console.log(`\n==== ${failure}; its last output:`);
  process.stdout.write(tail);
  console.log(`\n==== end of ${failure}`);
}
process.exit(results.find((result) => result.code !== 0)?.code ?? 0);
