// Real API processes for the tests that need more than one, or need main.ts itself: `node --import tsx
// src/main.ts` (what `npx tsx src/main.ts` runs, without npx's extra process), with its output kept.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freePort } from './postgres-server';

const apiDir = fileURLToPath(new URL('../../', import.meta.url));
export const apiStartTimeoutMs = 90_000;

export interface ApiProcess {
  name: string;
  child: ChildProcess;
  /** stdout and stderr, as they came. */
  output: string[];
  /** Resolves with the exit code once the process has exited. */
  exited: Promise<number | null>;
  url(path: string): string;
}

/** Spawns main.ts on this port; it may or may not come up (see waitUntilHealthy). */
export function spawnApi(name: string, env: Record<string, string>, port: number): ApiProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiDir,
    env: { PATH: process.env['PATH'] ?? '', HOME: process.env['HOME'] ?? '', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { name, child, output, exited, url: (path) => `http://127.0.0.1:${port}${path}` };
}

/** Waits for /api/v1/health to answer 200; false if the process exits first. */
export async function waitUntilHealthy(api: ApiProcess): Promise<boolean> {
  let exited = false;
  void api.exited.then(() => (exited = true));
  const deadline = Date.now() + apiStartTimeoutMs;
  while (!exited && Date.now() < deadline) {
    try {
      if ((await fetch(api.url('/api/v1/health'))).status === 200) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

/** Starts main.ts on a free port and waits until it answers. */
export async function startApi(name: string, env: Record<string, string>): Promise<ApiProcess> {
  for (let attempt = 1; ; attempt++) {
    const api = spawnApi(name, env, await freePort());
    if (await waitUntilHealthy(api)) return api;
    api.child.kill('SIGKILL');
    // Another process may have taken the port between freePort() and the start: try another one.
    if (attempt === 3 || !/EADDRINUSE|Port \d+ on/.test(api.output.join('')))
      throw new Error(`API instance ${name} did not start:\n${api.output.join('')}`);
  }
}

/** SIGTERM, then the exit code. */
export async function stopApi(api: ApiProcess): Promise<number | null> {
  if (api.child.exitCode === null) api.child.kill('SIGTERM');
  return api.exited;
}
