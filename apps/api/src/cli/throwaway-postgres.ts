// `tsx src/cli/throwaway-postgres.ts`: starts a throwaway PostgreSQL server (npm's build, temporary data
// directory, a free port), prints its URL on one line, and removes it all on SIGTERM or SIGINT. For
// benchmarks and manual trials against a real server; the tests start theirs in-process.
import { startPostgresServer } from '../testing/postgres-server';

const server = await startPostgresServer({ database: 'nuvem' });
process.stdout.write(`${server.url}\n`);
// Nothing else keeps this process alive, and the server goes when the process does.
const keepAlive = setInterval(() => undefined, 60_000);
const stop = () => {
  clearInterval(keepAlive);
  void server.stop().then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
