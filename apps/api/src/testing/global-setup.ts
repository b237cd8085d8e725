// Builds the test databases once, before the test files run, and hands them to the files:
// - PGlite: dumps of a fresh and of a migrated and seeded database; each file loads one in about 0.4 s
//   instead of running initdb (about 2 s) and the seed again.
// - PostgreSQL: a throwaway server (npm's PostgreSQL build, postgres-server.ts) with a migrated and seeded template
//   database; each file copies it with CREATE DATABASE … TEMPLATE. No server, no test run: it fails.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import { openPostgres } from '../db/pg-database';
import { openPGlite } from '../db/pglite-database';
import { seedDemoData } from '../demo/seed-demo';
import { startPostgresServer, type PostgresServer } from './postgres-server';
import { postgresTemplate } from './test-database';
import { testAnalyticsVolume, testPasswordHashing } from './test-config';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of a fresh database, before any migration. */
    pgliteEmpty: string;
    /** A dump of the database migrated and seeded with the demo data. */
    pgliteTemplate: string;
    /** The throwaway PostgreSQL server, as a URL of its `postgres` database. */
    postgresUrl: string;
  }
}

async function migrateAndSeed(db: Database) {
  await migrate(db);
  await seedDemoData(db, testPasswordHashing, { analytics: testAnalyticsVolume });
}

async function buildPGliteDumps(project: TestProject, dir: string) {
  const db = await openPGlite();
  const save = async (name: string) => {
    const file = join(dir, name);
    await writeFile(file, Buffer.from(await (await db.dump()).arrayBuffer()));
    return file;
  };
  project.provide('pgliteEmpty', await save('empty.tar'));
  await migrateAndSeed(db);
  project.provide('pgliteTemplate', await save('seeded.tar'));
  await db.close();
}

async function startPostgres(project: TestProject): Promise<PostgresServer> {
  const server = await startPostgresServer({ database: postgresTemplate });
  try {
    const db = await openPostgres(server.url);
    await migrateAndSeed(db);
    await db.close(); // a template database must have no connections when it is copied
    project.provide('postgresUrl', server.urlOf('postgres'));
    return server;
  } catch (error) {
    await server.stop();
    throw error;
  }
}

export default async function setup(project: TestProject) {
  const dir = await mkdtemp(join(tmpdir(), 'nuvem-api-test-'));
  const [pglite, postgres] = await Promise.allSettled([
    buildPGliteDumps(project, dir),
    startPostgres(project),
  ]);
  const teardown = async () => {
    if (postgres.status === 'fulfilled') await postgres.value.stop();
    await rm(dir, { recursive: true, force: true });
  };
  for (const result of [pglite, postgres])
    if (result.status === 'rejected') {
      await teardown();
      throw result.reason;
    }
  return teardown;
}
