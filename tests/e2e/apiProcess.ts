import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { productionBuilt } from './productionBuild';

/**
 * The real API as a child process on a fresh PGlite database in a temporary folder, with the demo data: what
 * the end-to-end suites and benchmarks run against, started as `npm run serve` starts it (its production
 * build, `node apps/api/dist/main.js`; productionBuild.ts). Under the test runner (e2eSetup.ts) the folder
 * starts as a copy of a database seeded once for the run with the same months of analytics history, the same
 * data a first start would create.
 */
export interface ApiProcess {
  url: string;
  /** null while it runs. */
  readonly exitCode: number | null;
  stop(): Promise<void>;
  /**
   * Kills the API's process group with SIGKILL (no shutdown of any kind, as a crash or `kill -9`), then starts
   * it again on the same data folder and port; resolves once it answers again.
   */
  killAndRestart(): Promise<void>;
}

const root = path.resolve(import.meta.dirname, '../..');
/** The API's production entry point, as tools/serve.mjs and the Dockerfile start it. */
const API_ENTRY = path.join(root, 'apps/api/dist/main.js');

/** `port` when the caller must know it first (a proxy in front of it); any free port otherwise. */
export async function startApiProcess({
  port,
  env = {},
}: { port?: number; env?: Record<string, string> } = {}): Promise<ApiProcess> {
  await productionBuilt();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'nuvem-api-'));
  const seeded = seededDataOf(env);
  if (seeded) cpSync(seeded, dataDir, { recursive: true });
  const url = `http://127.0.0.1:${port ?? (await freePort())}`;
  let child = spawnApi(dataDir, new URL(url).port, env);
  const api: ApiProcess = {
    url,
    get exitCode() {
      return child.exitCode;
    },
    stop: async () => {
      await stopProcessGroup(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
    killAndRestart: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid!, 'SIGKILL');
      await exited;
      child = spawnApi(dataDir, new URL(url).port, env);
      await waitForApi(api, 120_000);
    },
  };
  return api;
}

function spawnApi(dataDir: string, port: string, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, [API_ENTRY], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: port,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      // Every test signs in; the default (10 a minute) is for real clients.
      AUTH_RATE_LIMIT_MAX: '1000',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
}

/** Where e2eSetup.ts keeps the databases it seeded for this run (one folder per months of history). */
export const SEEDED_DATA_ENV = 'NUVEM_E2E_SEEDED_DATA';
/** The months of analytics history the suites ask for, and the database e2eSetup.ts seeds. */
export const E2E_ANALYTICS_MONTHS = '1';
/** The API's default months of analytics history (apps/api config), when the caller sets none. */
const DEFAULT_MONTHS = '24';

const seededFolder = (root: string, months: string) => path.join(root, `months-${months}`);

/** The seeded database to start from, if the run has one for these settings (PGlite only). */
function seededDataOf(env: Record<string, string>): string | undefined {
  const seededRoot = process.env[SEEDED_DATA_ENV];
  if (!seededRoot || env['DATABASE_URL'] || process.env['DATABASE_URL']) return undefined;
  const folder = seededFolder(seededRoot, env['DEMO_ANALYTICS_MONTHS'] ?? DEFAULT_MONTHS);
  return existsSync(folder) ? folder : undefined;
}

/** Creates, in `seededRoot`, the database a first start with `months` of history creates, then stops. */
export async function seedDataFolder(seededRoot: string, months: string): Promise<void> {
  await productionBuilt(['api']);
  const url = `http://127.0.0.1:${await freePort()}`;
  const child = spawnApi(seededFolder(seededRoot, months), new URL(url).port, {
    DEMO_ANALYTICS_MONTHS: months,
  });
  const api = {
    url,
    get exitCode() {
      return child.exitCode;
    },
    stop: () => stopProcessGroup(child),
  };
  try {
    await waitForApi(api, 300_000);
  } finally {
    await api.stop();
  }
}

/** Resolves once the API answers its health check; throws if it exits or does not answer in time. */
export async function waitForApi(
  api: Pick<ApiProcess, 'url' | 'exitCode'>,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (api.exitCode !== null) throw new Error(`the API exited with ${api.exitCode}`);
    try {
      if ((await fetch(`${api.url}/api/v1/health`)).ok) return;
    } catch {
      // Not listening yet (or gone: the deadline tells).
    }
    if (Date.now() > deadline) throw new Error(`the API did not answer ${api.url} in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/** Stops a detached child's process group and waits for it to exit (SIGKILL after 10 s). */
export async function stopProcessGroup(child: ChildProcess | undefined): Promise<void> {
  if (!child?.pid || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid, 'SIGTERM');
  const timeout = setTimeout(() => process.kill(-child.pid!, 'SIGKILL'), 10_000);
  await exited;
  clearTimeout(timeout);
}
