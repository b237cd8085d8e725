// One process per PGlite data folder. PGlite has no postmaster to refuse a second process: two would both
// start, each see only its own writes, and after a restart one's confirmed writes would be gone. So the folder
// is locked before it is opened: a lock file created exclusively (O_EXCL), naming its process. A second
// process fails at once with a clear message; a lock left by a process that died (same host, its pid gone)
// is taken over.
import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

export const dataDirLockFile = 'api.lock';

interface Holder {
  pid: number;
  host: string;
  since: string;
}

export class DataDirInUseError extends Error {
  constructor(dir: string, holder: Holder | undefined) {
    super(
      `DATA_DIR ${dir} is in use by another API process` +
        (holder ? ` (pid ${holder.pid} on ${holder.host}, since ${holder.since})` : '') +
        '. Stop it, or give this one its own DATA_DIR or a DATABASE_URL. If no such process runs, delete ' +
        join(dir, dataDirLockFile) +
        '.',
    );
    this.name = 'DataDirInUseError';
  }
}

export interface DataDirLock {
  /** Removes the lock file, if it is still this process's. */
  release(): void;
}

function readHolder(file: string): Holder | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Holder;
  } catch {
    return undefined; // being written, or not ours: treated as held
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'; // it exists, under another user
  }
}

/** A lock left by a process of this host that is gone. */
const isStale = (holder: Holder | undefined): holder is Holder =>
  holder !== undefined && holder.host === hostname() && holder.pid !== process.pid && !isRunning(holder.pid);

/** Takes the folder's lock, or throws DataDirInUseError. */
export function lockDataDir(dir: string): DataDirLock {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, dataDirLockFile);
  const mine: Holder = { pid: process.pid, host: hostname(), since: new Date().toISOString() };
  const content = JSON.stringify(mine);
  for (let attempt = 0; ; attempt++) {
    let fd: number;
    try {
      fd = openSync(file, 'wx', 0o600);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readHolder(file);
      // Taken over once: if another process took it over first, the file now names a live process.
      if (attempt === 0 && isStale(holder) && JSON.stringify(readHolder(file)) === JSON.stringify(holder)) {
        unlinkSync(file);
        continue;
      }
      throw new DataDirInUseError(dir, holder);
    }
    try {
      writeSync(fd, content);
    } finally {
      closeSync(fd);
    }
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      process.removeListener('exit', release);
      try {
        if (readFileSync(file, 'utf8') === content) unlinkSync(file);
      } catch {
        // already gone
      }
    };
    // A crash leaves the file (taken over on the next start); a normal exit removes it.
    process.once('exit', release);
    return { release };
  }
}
