// main.ts refuses a start that cannot work, at once and in one line: a second process on a PGlite DATA_DIR
// that one already holds (issue 14: both started, each saw only its own writes, and after a restart one's
// confirmed writes were gone), and a port in use (checked before opening and migrating anything).
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnApi, startApi, stopApi, type ApiProcess } from './testing/api-process';
import { freePort } from './testing/postgres-server';

const exitsWithin = (api: ApiProcess, ms: number) =>
  Promise.race([api.exited, new Promise<'still running'>((r) => setTimeout(() => r('still running'), ms))]);

describe('main.ts', () => {
  let dataDir: string;
  let env: Record<string, string>;
  const running: ApiProcess[] = [];
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'nuvem-api-main-'));
    env = {
      DATA_DIR: dataDir,
      TOKEN_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      DEMO_ANALYTICS_MONTHS: '1',
    };
  });
  afterAll(async () => {
    await Promise.all(running.map(stopApi));
    await rm(dataDir, { recursive: true, force: true });
  });

  it('a second process on the same PGlite DATA_DIR fails fast, saying which process holds it', async () => {
    const first = await startApi('first', env);
    running.push(first);
    const second = spawnApi('second', env, await freePort());
    running.push(second);
    expect(await exitsWithin(second, 20_000)).toBe(1);
    const said = second.output.join('');
    expect(said).toContain(`DATA_DIR ${dataDir} is in use by another API process (pid ${first.child.pid}`);
    expect(said).not.toMatch(/\n\s+at /); // one clear line, not a stack
    // The first goes on serving.
    expect((await fetch(first.url('/api/v1/health'))).status).toBe(200);

    // Once the first has stopped, the folder is free again.
    expect(await stopApi(first)).toBe(0);
    const third = await startApi('third', env);
    running.push(third);
    expect(await stopApi(third)).toBe(0);
  }, 180_000);

  it('a port in use fails the start before the database is opened', async () => {
    const blocker: Server = createServer();
    const port = await freePort();
    await new Promise<void>((resolve) => blocker.listen(port, '127.0.0.1', resolve));
    const freshDir = join(dataDir, 'fresh');
    try {
      const api = spawnApi('port-taken', { ...env, DATA_DIR: freshDir }, port);
      running.push(api);
      expect(await exitsWithin(api, 20_000)).toBe(1);
      expect(api.output.join('')).toContain(`Port ${port} on 127.0.0.1 is in use`);
      expect(existsSync(join(freshDir, 'pglite'))).toBe(false); // nothing opened, nothing migrated
    } finally {
      blocker.close();
    }
  }, 60_000);
});
