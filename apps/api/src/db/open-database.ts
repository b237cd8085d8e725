import { join } from 'node:path';
import type { Config } from '../config';
import type { Database } from './database';
import { openPostgres } from './pg-database';
import { openPGlite } from './pglite-database';

/** PostgreSQL when DATABASE_URL is set, otherwise PGlite in DATA_DIR/pglite. */
export function openDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Promise<Database> {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openPGlite(join(config.dataDir, 'pglite'));
}
