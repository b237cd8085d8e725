// `npm test` after the format check: every project's lint, typecheck and tests, then Storybook's interaction,
// accessibility and visual tests, in two lanes at once on a 2-core machine. The end-to-end suites, one file at a
// time, wait on browsers and servers more than they compute; Storybook's tests and the API's keep both cores
// busy. So the end-to-end suites and then the lint, typecheck and unit tests of the libs and apps run in one lane,
// and Storybook's tests and then the API's in the other at a lower priority: the CPU goes first to the lane that
// waits on it in short bursts, the other takes what is left. Each lane's lines carry its name; the run fails when
// either lane does, after both have finished.
import { spawn } from 'node:child_process';
import { prefixLines } from './prefixLines.mjs';

const nx = (args) => ['npx', 'nx', ...args, '--outputStyle=static'];
/** A command at a lower CPU priority (nice 10): it gets what the other lane leaves. */
const niced = (command) => ['nice', '-n', '10', ...command];
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
      niced(nx(['run', 'storybook:test-storybook'])),
      niced(nx(['run-many', '-t', 'lint', 'typecheck', 'test', '--projects=api', '--parallel=1'])),
      niced(nx(['run-many', '-t', 'lint', 'typecheck', '--projects=tests', '--parallel=1'])),
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
