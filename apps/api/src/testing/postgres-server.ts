// A throwaway PostgreSQL server for tests: Debian's binaries, a temporary data directory, a free port on
// 127.0.0.1. PostgreSQL refuses to run as root, so as root the server runs as the `postgres` system user.
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { chown, mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

export interface PostgresServer {
  /** postgresql://postgres@127.0.0.1:<port>/<database> */
  url: string;
  /** The temporary folder holding its data, socket and log. */
  dir: string;
  /** The URL of another database on the same server. */
  urlOf(database: string): string;
  /** Shuts the server down and removes its directory. */
  stop(): Promise<void>;
}

export interface PostgresServerOptions {
  /** The database to create (default `nuvem`). */
  database?: string;
  /** Where the versioned binary folders live (default Debian's /usr/lib/postgresql). */
  installRoot?: string;
}

/** The bin folder of the newest PostgreSQL under installRoot, e.g. /usr/lib/postgresql/15/bin. */
export async function findPostgresBinaries(installRoot = '/usr/lib/postgresql'): Promise<string> {
  const versions = await readdir(installRoot).catch(() => []);
  const bin = versions
    .filter((version) => /^\d+$/.test(version))
    .sort((a, b) => Number(b) - Number(a))
    .map((version) => join(installRoot, version, 'bin'))
    .find((dir) => ['initdb', 'pg_ctl', 'postgres'].every((tool) => existsSync(join(dir, tool))));
  if (!bin)
    throw new Error(
      `PostgreSQL server binaries (initdb, pg_ctl, postgres) not found under ${installRoot}/<version>/bin. ` +
        "Install Debian's postgresql package: apt-get install -y postgresql",
    );
  return bin;
}

/** A TCP port on 127.0.0.1 that was free a moment ago. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function postgresUser(): Promise<{ uid: number; gid: number }> {
  const id = async (flag: string) => Number((await run('id', [flag, 'postgres'])).stdout.trim());
  try {
    return { uid: await id('-u'), gid: await id('-g') };
  } catch {
    throw new Error(
      "Running as root, but there is no `postgres` system user to run PostgreSQL as (Debian's postgresql " +
        'package creates it: apt-get install -y postgresql)',
    );
  }
}

export async function startPostgresServer(options: PostgresServerOptions = {}): Promise<PostgresServer> {
  const database = options.database ?? 'nuvem';
  const bin = await findPostgresBinaries(options.installRoot);
  const asRoot = process.getuid?.() === 0;
  const owner = asRoot ? await postgresUser() : undefined;

  const dir = await mkdtemp(join(tmpdir(), 'nuvem-pg-'));
  const dataDir = join(dir, 'data');
  const socketDir = join(dir, 'socket');
  const log = join(dir, 'server.log');
  await mkdir(socketDir);
  if (owner) for (const path of [dir, socketDir]) await chown(path, owner.uid, owner.gid);

  /** The command line for a PostgreSQL tool, through runuser as root. Runs from `dir`, which it can read. */
  const command = (tool: string, args: string[]): [string, string[]] =>
    asRoot ? ['runuser', ['-u', 'postgres', '--', join(bin, tool), ...args]] : [join(bin, tool), args];
  const tool = async (name: string, args: string[]) => {
    const [file, argv] = command(name, args);
    try {
      await run(file, argv, { cwd: dir });
    } catch (error) {
      const { stderr = '' } = error as { stderr?: string };
      const serverLog = await readFile(log, 'utf8').catch(() => '');
      throw new Error(`${name} failed: ${stderr.trim()}\n${serverLog.trim()}`.trim(), { cause: error });
    }
  };

  let stopped = false;
  const stopNow = () => {
    if (stopped) return;
    stopped = true;
    try {
      const [file, argv] = command('pg_ctl', ['stop', '-D', dataDir, '-m', 'immediate', '-w']);
      if (existsSync(join(dataDir, 'postmaster.pid')))
        execFileSync(file, argv, { cwd: dir, stdio: 'ignore' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  // Should the test process end without calling stop(), the server must not outlive it.
  process.once('exit', stopNow);

  try {
    await tool('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C', '-N']);
    // A throwaway server: durability off. The port is free now; another process could take it before the
    // server binds, so a failed start is retried on a new port.
    let port = 0;
    for (let attempt = 1; ; attempt++) {
      port = await freePort();
      const settings = `-p ${port} -k '${socketDir}' -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
      try {
        await tool('pg_ctl', ['start', '-D', dataDir, '-l', log, '-w', '-t', '30', '-o', settings]);
        break;
      } catch (error) {
        if (attempt === 3) throw error;
      }
    }
    const urlOf = (name: string) => `postgresql://postgres@127.0.0.1:${port}/${name}`;
    const admin = new pg.Client({ connectionString: urlOf('postgres') });
    await admin.connect();
    try {
      await admin.query(`CREATE DATABASE ${pg.escapeIdentifier(database)}`);
    } finally {
      await admin.end();
    }
    return {
      url: urlOf(database),
      dir,
      urlOf,
      async stop() {
        process.removeListener('exit', stopNow);
        if (stopped) return;
        stopped = true;
        try {
          if (existsSync(join(dataDir, 'postmaster.pid')))
            await tool('pg_ctl', ['stop', '-D', dataDir, '-m', 'immediate', '-w']);
        } finally {
          await rm(dir, { recursive: true, force: true });
        }
      },
    };
  } catch (error) {
    process.removeListener('exit', stopNow);
    stopNow();
    throw error;
  }
}
