import { readdir, readFile } from 'node:fs/promises';
import type { Database } from './database';

const migrationsDir = new URL('./migrations/', import.meta.url);
const fileName = /^(\d{4})_[a-z0-9_]+\.sql$/;
/** Any constant works; it only has to be the same for every API instance sharing the database. */
const migrationLockKey = 4_711_001;

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export async function readMigrations(dir: URL = migrationsDir): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((file) => file.endsWith('.sql')).sort();
  return Promise.all(
    files.map(async (file) => {
      const match = fileName.exec(file);
      if (!match?.[1]) throw new Error(`Migration file name must look like 0001_name.sql: ${file}`);
      return { version: Number(match[1]), name: file, sql: await readFile(new URL(file, dir), 'utf8') };
    }),
  );
}

/**
 * Applies the migrations not yet recorded in schema_migrations, in order, in one transaction (all or
 * nothing), under an advisory lock so two instances starting together do not race. Returns the names applied.
 */
export async function migrate(db: Database, migrations?: Migration[]): Promise<string[]> {
  const all = migrations ?? (await readMigrations());
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [migrationLockKey]);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const done = new Set(
      (await tx.query<{ version: number }>('SELECT version FROM schema_migrations')).map(
        (row) => row.version,
      ),
    );
    const applied: string[] = [];
    for (const migration of all) {
      if (done.has(migration.version)) continue;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ]);
      applied.push(migration.name);
    }
    return applied;
  });
}
