// Periodic clean-up while the app runs: sign-ins whose refresh tokens have all expired, and rate-limit counts
// whose window has ended. (Stream events are pruned by the event bus; SSO's pending logins and codes when new
// ones are made.) Every instance may run it: the DELETEs are idempotent.
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { deleteEndedCounts } from '../auth/rate-limit-counts-repository';
import { deleteExpiredFamilies } from '../domains/session/refresh-tokens-repository';

const everyHour = 60 * 60 * 1000;

export function installHousekeeping(app: FastifyInstance, db: Database, intervalMs = everyHour): void {
  let timer: NodeJS.Timeout | undefined;
  const run = () => {
    void deleteExpiredFamilies(db)
      .then((deleted) => deleted && app.log.info({ deleted }, 'expired refresh tokens deleted'))
      .catch((error: unknown) => app.log.error({ err: error }, 'deleting expired refresh tokens failed'));
    void deleteEndedCounts(db)
      .then((deleted) => deleted && app.log.info({ deleted }, 'ended rate-limit counts deleted'))
      .catch((error: unknown) => app.log.error({ err: error }, 'deleting ended rate-limit counts failed'));
  };
  // onReady: main.ts migrates between buildApp and listen, so the tables exist by then.
  app.addHook('onReady', async () => {
    timer = setInterval(run, intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
