import { join } from 'node:path';
import type { Config } from '../config';
import type { Database } from './database';
import { lockDataDir } from './data-dir-lock';
import { openPostgres } from './pg-database';
import { openPGliteInWorker } from './pglite-in-worker';

/**
 * PostgreSQL when DATABASE_URL is set, otherwise PGlite in DATA_DIR/pglite, which this process then holds
 * alone (data-dir-lock.ts) until it closes the database.
 */
export async function openDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Promise<Database> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl);
  const lock = lockDataDir(config.dataDir);
  try {
    const db = await openPGliteInWorker(join(config.dataDir, 'pglite'));
    return {
      ...db,
      async close() {
        try {
          await db.close();
        } finally {
          lock.release();
        }
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}
