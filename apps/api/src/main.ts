// Starts the API: opens the database (PGlite in DATA_DIR unless DATABASE_URL), migrates, seeds the demo
// data on a first start, listens, and shuts down cleanly on SIGINT/SIGTERM.
import { buildApp } from './app';
import { loadConfig } from './config';
import { migrate } from './db/migrate';
import { openDatabase } from './db/open-database';
import { seedDemoData } from './demo/seed-demo';

const config = loadConfig();
const db = await openDatabase(config);
const app = await buildApp({ db, config });

const applied = await migrate(db);
app.log.info({ applied }, applied.length ? 'migrations applied' : 'database schema up to date');
if (await seedDemoData(db, config.passwordHashing, { analytics: { months: config.demoAnalyticsMonths } }))
  app.log.info('demo data created (see src/demo/demo-data.ts)');

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'shutting down');
  try {
    await app.close();
    await db.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
