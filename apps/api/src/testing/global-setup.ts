// Builds one migrated and seeded PGlite database before the test files run and hands its dump to them:
// each file then loads it in about 0.4 s instead of running initdb (about 2 s) and the seed again.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrate } from '../db/migrate';
import { openPGlite } from '../db/pglite-database';
import { seedDemoData } from '../demo/seed-demo';
import { testPasswordHashing } from './test-config';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of a fresh database, before any migration. */
    pgliteEmpty: string;
    /** A dump of the database migrated and seeded with the demo data. */
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const dir = await mkdtemp(join(tmpdir(), 'nuvem-api-test-'));
  const db = await openPGlite();
  const save = async (name: string) => {
    const file = join(dir, name);
    await writeFile(file, Buffer.from(await (await db.dump()).arrayBuffer()));
    return file;
  };
  project.provide('pgliteEmpty', await save('empty.tar'));
  await migrate(db);
  await seedDemoData(db, testPasswordHashing);
  project.provide('pgliteTemplate', await save('seeded.tar'));
  await db.close();
  return () => rm(dir, { recursive: true, force: true });
}
