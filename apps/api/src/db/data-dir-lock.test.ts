import { spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataDirInUseError, dataDirLockFile, lockDataDir } from './data-dir-lock';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'nuvem-lock-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const holder = (pid: number) => JSON.stringify({ pid, host: hostname(), since: '2024-01-01T00:00:00.000Z' });

test('a held folder is refused until its holder releases it', () => {
  const lock = lockDataDir(dir);
  expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
  lock.release();
  expect(existsSync(join(dir, dataDirLockFile))).toBe(false);
  lockDataDir(dir).release();
});

test('a lock left by a process that died is taken over; one of a live process is not', () => {
  const dead = spawnSync(process.execPath, ['-e', '']).pid!;
  writeFileSync(join(dir, dataDirLockFile), holder(dead));
  lockDataDir(dir).release();

  const live = process.ppid; // the test runner's parent: alive, and not this process
  writeFileSync(join(dir, dataDirLockFile), holder(live));
  expect(() => lockDataDir(dir)).toThrow(`(pid ${live} on ${hostname()}`);
});
