// Child processes of the API load benchmark: the API itself (its production build, node apps/api/dist/main.js,
// as `npm start` runs it), its ceiling and the bare route.
import { spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildProduction } from '@nuvem/devtools/build';

const root = join(import.meta.dirname, '../../..');
const tsx = join(root, 'node_modules/.bin/tsx');

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** Runs an apps/api script to completion (e.g. the synthetic-topologies seeder) with the given env. */
export function runApiScript(script, args, env) {
  const { status } = spawnSync(tsx, [join(root, 'apps/api/src', script), ...args], {
    cwd: join(root, 'apps/api'),
    env: { ...process.env, ...env },
    stdio: 'inherit',
  });
  if (status !== 0) throw new Error(`${script} exited with ${status}`);
}

async function waitForHealth(url, child) {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/v1/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the API did not become healthy in 60 s');
}

/**
 * Starts the API (built when missing or stale) on a free port and resolves once /health answers, with
 * event-loop-probe.mjs preloaded so that `signal('SIGUSR2')` has it write its event-loop delay to
 * `eventLoopReport`.
 */
export async function startApi(env) {
  await buildProduction(['api']);
  const port = await freePort();
  const eventLoopReport = join(tmpdir(), `nuvem-bench-event-loop-${port}.json`);
  const child = spawn(
    process.execPath,
    ['--import', join(import.meta.dirname, 'event-loop-probe.mjs'), join(root, 'apps/api/dist/main.js')],
    {
      cwd: join(root, 'apps/api'),
      env: {
        ...process.env,
        HOST: '127.0.0.1',
        PORT: String(port),
        LOG_LEVEL: 'warn',
        EVENT_LOOP_REPORT: eventLoopReport,
        ...env,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, child);
  return { url, eventLoopReport, signal: (name) => child.kill(name), stop: () => stop(child) };
}

/** Starts the bare Fastify route (bare-server.mjs). */
export const startBare = () => startPeer('bare-server.mjs', {});

/** Starts the ceiling (ceiling-server.mjs) with TOKEN_SECRET and DATABASE_URL or PGLITE_DIR. */
export const startCeiling = (env) => startPeer('ceiling-server.mjs', env);

/** Starts a peer script of this folder; it prints its port on its first line. */
function startPeer(script, env) {
  const child = spawn(process.execPath, [join(import.meta.dirname, script)], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.stdout.once('data', (chunk) =>
      resolve({ url: `http://127.0.0.1:${String(chunk).trim()}`, stop: () => stop(child) }),
    );
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
}

function stop(child) {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

/** A throwaway PostgreSQL server (apps/api's CLI around npm's PostgreSQL build); it prints its URL first. */
export function startThrowawayPostgres() {
  const child = spawn(tsx, [join(root, 'apps/api/src/cli/throwaway-postgres.ts')], {
    cwd: join(root, 'apps/api'),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.stdout.once('data', (chunk) => resolve({ url: String(chunk).trim(), stop: () => stop(child) }));
    child.once('exit', (code) => reject(new Error(`throwaway PostgreSQL exited with ${code}`)));
  });
}
