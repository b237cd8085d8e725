// Starts the API: checks that its port is free, opens the database (PGlite in DATA_DIR, locked to this
// process, unless DATABASE_URL), migrates, seeds the demo data on a first start, listens, and shuts down
// cleanly on SIGINT/SIGTERM. A start that cannot succeed (port in use, DATA_DIR held by another process)
// says why in one line and exits 1.
import { buildApp, type App } from './app';
import { loadConfig } from './config';
import type { Database } from './db/database';
import { DataDirInUseError } from './db/data-dir-lock';
import { migrate } from './db/migrate';
import { openDatabase } from './db/open-database';
import { seedDemoData } from './demo/seed-demo';
import { assertPortAvailable, PortInUseError } from './port-check';

const config = loadConfig();

async function start(): Promise<{ app: App; db: Database }> {
  await assertPortAvailable(config.host, config.port);
  const db = await openDatabase(config);
  const app = await buildApp({ db, config });
  const applied = await migrate(db);
  app.log.info({ applied }, applied.length ? 'migrations applied' : 'database schema up to date');
  if (await seedDemoData(db, config.passwordHashing, { analytics: { months: config.demoAnalyticsMonths } }))
    app.log.info('demo data created (see src/demo/demo-data.ts)');
  return { app, db };
}

let started: Awaited<ReturnType<typeof start>>;
try {
  started = await start();
} catch (error) {
  if (!(error instanceof PortInUseError || error instanceof DataDirInUseError)) throw error;
  process.stderr.write(`The API cannot start: ${error.message}\n`);
  process.exit(1);
}
const { app, db } = started;

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
// Without SMTP_URL, mail (password recovery, invitations) is written where a developer reads it.
if (app.mailer.outboxDir)
  app.log.info(
    { outbox: app.mailer.outboxDir },
    'mail: no SMTP_URL, messages are written to the outbox (read them with `npm run outbox -w apps/api`)',
  );
