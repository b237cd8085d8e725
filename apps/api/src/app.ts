// buildApp({ db, config }): the whole HTTP API, without listening. main.ts and the tests both use it.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify from 'fastify';
import type { Config } from './config';
import type { Database } from './db/database';
import { installAuthentication } from './plugins/authentication';
import { installDocs } from './plugins/docs';
import { installErrorHandler } from './plugins/error-handler';
import { installSecurity } from './plugins/security';
import { healthRoutes } from './routes/health-routes';
import { meRoutes } from './routes/me-routes';
import { ErrorSchema } from './routes/schemas';
import { sessionRoutes } from './routes/session-routes';
import { SessionService } from './services/session-service';

export interface BuildAppOptions {
  db: Database;
  config: Config;
  /** Pino logger on (default) or off (tests). */
  logger?: boolean;
}

export async function buildApp({ db, config, logger = true }: BuildAppOptions) {
  const app = Fastify({
    logger: logger ? { level: config.logLevel } : false,
    bodyLimit: config.bodyLimitBytes,
  }).withTypeProvider<TypeBoxTypeProvider>();

  const sessions = new SessionService(db, config);
  installErrorHandler(app);
  installAuthentication(app, sessions);
  await installSecurity(app, config);
  await installDocs(app);
  app.addSchema(ErrorSchema);

  await app.register(
    async (v1) => {
      await v1.register(healthRoutes, { db });
      await v1.register(sessionRoutes, { sessions, rateLimit: config.authRateLimit });
      await v1.register(meRoutes, { db });
    },
    { prefix: '/api/v1' },
  );
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
