// A fresh database for one test file, over either adapter, copied from what global-setup.ts built once.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import type { Database } from '../db/database';
import { openPostgres } from '../db/pg-database';
import { openPGliteInWorker } from '../db/pglite-in-worker';

/** The tests that touch the database run once on each: in-memory PGlite and a real PostgreSQL server. */
export const databaseKinds = ['pglite', 'postgres'] as const;
export type DatabaseKind = (typeof databaseKinds)[number];

/**
 * The walks of src/security (tenant walk, input fuzz, escalation probe, named columns, analytics scope) prove
 * what the routes and their SQL allow, which no adapter changes (every route's own tests run on both): they run
 * on the server alone, the faster, which keeps the suite's longest files out of CI's way. The freeze test stays
 * on both: one PGlite connection serves every request, so what freezes is the adapter's business.
 */
export const walkDatabaseKinds = ['postgres'] as const satisfies readonly DatabaseKind[];

/** The PostgreSQL database global-setup.ts migrated and seeded, copied by CREATE DATABASE … TEMPLATE. */
export const postgresTemplate = 'nuvem_seeded';

/** `empty`: before any migration; `seeded`: migrated and seeded with the demo data. */
export type TestDatabaseState = 'empty' | 'seeded';

export async function openTestDatabase(
  kind: DatabaseKind = 'pglite',
  state: TestDatabaseState = 'seeded',
): Promise<Database> {
  if (kind === 'pglite') {
    // In-memory PGlite loaded from a dump.
    const dump = await readFile(inject(state === 'empty' ? 'pgliteEmpty' : 'pgliteTemplate'));
    return openPGliteInWorker(undefined, new Blob([dump]));
  }
  return openPostgres(await createPostgresTestDatabase(state));
}

/**
 * A database of its own on the shared throwaway server, as a URL (e.g. for API processes started by a test).
 * The server and all its databases go at teardown.
 */
export async function createPostgresTestDatabase(state: TestDatabaseState = 'seeded'): Promise<string> {
  const server = new URL(inject('postgresUrl'));
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: server.href });
  await admin.connect();
  try {
    const template = state === 'seeded' ? ` TEMPLATE ${postgresTemplate}` : '';
    await admin.query(`CREATE DATABASE ${name}${template}`);
  } finally {
    await admin.end();
  }
  server.pathname = `/${name}`;
  return server.href;
}
