// `npm test` after the format check: every project's lint, typecheck and tests, then Storybook's interaction,
// accessibility and visual tests, in two lanes at once on a 2-core machine. The end-to-end suites (one file at a
// time: they wait on browsers and servers more than they compute) run beside Storybook's tests, which keep both
// cores busy; then every project's lint and typecheck follow the first, every project's unit tests (the API's
// the longest) the second, so that both lanes end at about the same time. Each lane's lines carry its name; the
// run fails when either lane does, after both have finished.
import { spawn } from 'node:child_process';
import { prefixLines } from './prefixLines.mjs';

const nx = (args) => ['npx', 'nx', ...args, '--outputStyle=static'];
const lanes = [
  {
    name: 'e2e+checks',
    steps: [nx(['run', 'tests:test']), nx(['run-many', '-t', 'lint', 'typecheck', '--parallel=1'])],
  },
  {
    name: 'storybook+unit',
    steps: [
      nx(['run', 'storybook:test-storybook']),
      nx(['run-many', '-t', 'test', '--exclude=tests', '--parallel=1']),
    ],
  },
];

/** Runs the lane's steps one after another; resolves with the first failing exit code, or 0. */
async function runLane({ name, steps }) {
  for (const [command, ...args] of steps) {
    const code = await new Promise((resolve) => {
      const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
      for (const stream of [child.stdout, child.stderr]) prefixLines(stream, `[${name}] `);
      child.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)));
    });
    if (code !== 0) {
      console.log(`[${name}] failed: ${[command, ...args].join(' ')} exited with ${code}`);
      return code;
    }
  }
  return 0;
}

const codes = await Promise.all(lanes.map(runLane));
process.exit(codes.find((code) => code !== 0) ?? 0);
