// `npm test` after the format check: every project's lint, typecheck and tests, then Storybook's interaction,
// accessibility and visual tests, in two lanes at once on a 2-core machine. The end-to-end suites, one file at a
// time, wait on browsers and servers more than they compute, so they run beside Storybook's tests, which keep
// both cores busy; the lint, typecheck and unit tests of the libs and apps follow them, the API's tests (about as
// long) follow Storybook's. Each lane's lines carry its name; the run fails when either lane does, after both
// have finished.
import { spawn } from 'node:child_process';
import { prefixLines } from './prefixLines.mjs';

const nx = (args) => ['npx', 'nx', ...args, '--outputStyle=static'];
const lanes = [
  {
    name: 'e2e+projects',
    steps: [
      nx(['run', 'tests:test']),
      nx(['run-many', '-t', 'lint', 'typecheck', 'test', '--exclude=tests,api', '--parallel=1']),
    ],
  },
  {
    name: 'storybook+api',
    steps: [
      nx(['run', 'storybook:test-storybook']),
      nx(['run-many', '-t', 'lint', 'typecheck', 'test', '--projects=api', '--parallel=1']),
      nx(['run-many', '-t', 'lint', 'typecheck', '--projects=tests', '--parallel=1']),
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
