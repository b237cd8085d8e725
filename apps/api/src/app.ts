// buildApp({ db, config }): the whole HTTP API, without listening. main.ts and the tests both use it.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { LogController } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/database';
import { installAuthentication } from './plugins/authentication';
import { installEmbedAuthentication } from './plugins/embed-authentication';
import { installDocs } from './plugins/docs';
import { installErrorHandler } from './plugins/error-handler';
import { installEventBus } from './plugins/event-bus';
import { installHousekeeping } from './plugins/housekeeping';
import { installJsonBodyParser } from './plugins/json-body';
import { installRequestLog, loggerOptions, type LogStream } from './plugins/logging';
import { installSecurity } from './plugins/security';
import { schemaController } from './plugins/validation';
import { analyticsRoutes } from './domains/analytics/analytics-routes';
import { assistTokenRoutes } from './domains/assist-tokens/assist-token-routes';
import { biRoutes } from './domains/bi/bi-routes';
import { dashboardRoutes } from './domains/dashboards/dashboard-routes';
import { environmentRoutes } from './domains/environments/environment-routes';
import { favoriteRoutes } from './domains/environments/favorite-routes';
import { healthRoutes } from './domains/health/health-routes';
import { impersonationRoutes } from './domains/impersonation/impersonation-routes';
import { meRoutes } from './domains/me/me-routes';
import { messageRoutes } from './domains/messages/message-routes';
import { pipelineRoutes } from './domains/pipelines/pipeline-routes';
import { preferenceRoutes } from './domains/preferences/preference-routes';
import { ErrorSchema } from './http/schemas';
import { searchRoutes } from './domains/search/search-routes';
import { sessionRoutes } from './domains/session/session-routes';
import { streamRoutes } from './domains/streams/stream-routes';
import { ticketRoutes } from './domains/tickets/ticket-routes';
import { disasterRecoveryBackupRoutes } from './domains/disaster-recovery/disaster-recovery-backup-routes';
import { disasterRecoveryPlanRoutes } from './domains/disaster-recovery/disaster-recovery-plan-routes';
import { iaasRoutes } from './domains/iaas/iaas-routes';
import { iaasPricingRoutes } from './domains/iaas/iaas-pricing-routes';
import { iaasSetupRoutes } from './domains/iaas-setup/iaas-setup-routes';
import { iaasInformationRoutes } from './domains/iaas/iaas-information-routes';
import { storeRoutes } from './domains/store/store-routes';
import { ssoRoutes } from './domains/session/sso-routes';
import { EmbedTokenService } from './domains/analytics/embed-token-service';
import { SessionService } from './domains/session/session-service';
import { ChangeNotices } from './domains/me/change-notices';
import { SessionStates } from './domains/session/session-states';
import { UserProfiles } from './domains/me/user-profiles';
import { SsoService } from './domains/session/sso-service';
import { StreamService } from './domains/streams/stream-service';
import { auditLogRoutes } from './domains/audit/audit-log-routes';
import { auditRoutes } from './domains/audit/audit-routes';
import type { OperationWorkerOptions } from './domains/operations/operation-worker';
import { installOperationWorker } from './domains/operations/operations-plugin';
import { operationRoutes } from './domains/operations/operations-routes';
import { backupCatalogRoutes } from './domains/backups/backup-catalog-routes';
import { iaasManagerRoutes } from './domains/iaas/iaas-manager-routes';
import { iaasSshKeyRoutes } from './domains/iaas/iaas-ssh-keys-routes';
import { ApiTokenAuthenticator } from './domains/developer/api-token-authentication';
import { developerRoutes } from './domains/developer/developer-routes';
import { iamRoutes } from './domains/iam/iam-routes';
import { insightsAdminRoutes } from './domains/insights-admin/insights-admin-routes';
import { tssRoutes } from './domains/tss/tss-routes';
import { contractsAdminRoutes } from './domains/contracts-admin/contracts-admin-routes';
import { marketplaceAdminRoutes } from './domains/marketplace/marketplace-admin-routes';
import { marketplaceRoutes } from './domains/marketplace/marketplace-routes';
import { aiAgentRoutes } from './domains/ai-agents/ai-agents-routes';
import { salesRoutes } from './domains/sales/sales-routes';
import { vaultRoutes } from './domains/vault/vault-routes';
import { usageTermsRoutes } from './domains/usage-terms/usage-terms-routes';
import { commercialEventRoutes } from './domains/commercial-events/commercial-events-routes';
import { installVaultRootKey } from './domains/vault/vault-root-key';
import { accountLinkRoutes } from './domains/account-links/account-link-routes';
import { PasswordRecovery } from './domains/account-links/password-recovery-service';
import { profileRoutes } from './domains/profile/profile-routes';
import { createMailer, type Mailer } from './mail/mailer';

export interface BuildAppOptions {
  db: Database;
  config: Config;
  /** Pino logger on (default) or off (tests). */
  logger?: boolean;
  /** Where log lines go instead of stdout (tests that read the log); turns the logger on. */
  logStream?: LogStream;
  /** The operation worker's options beyond config.operations (tests: hooks, no retry delay). */
  operations?: Partial<OperationWorkerOptions>;
  /** Outgoing mail; by default from config.mail (SMTP or the outbox). */
  mailer?: Mailer;
}

export async function buildApp({
  db,
  config,
  logger = true,
  logStream,
  operations,
  mailer = createMailer(config.mail),
}: BuildAppOptions) {
  const app = Fastify({
    logger: logger || logStream ? loggerOptions(config.logLevel, logStream) : false,
    // installRequestLog writes one line per request instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: config.bodyLimitBytes,
    // Behind the web server (or a reverse proxy), request.ip is the browser's, from X-Forwarded-For.
    trustProxy: config.trustProxy,
    schemaController,
  }).withTypeProvider<TypeBoxTypeProvider>();

  // Live sessions and users' profiles are cached while the app runs, dropped by the database's change notices;
  // they are heard from onReady on: main.ts migrates between buildApp and listen, so the triggers that
  // announce changes exist by then.
  const notices = new ChangeNotices(db);
  app.addHook('onReady', async () => notices.start());
  app.addHook('onClose', async () => notices.close());
  const sessionStates = new SessionStates(db, notices);
  const profiles = new UserProfiles(db, notices);
  const sessions = new SessionService(db, config, sessionStates);
  const embedTokens = new EmbedTokenService(config);
  installRequestLog(app);
  installErrorHandler(app);
  installJsonBodyParser(app);
  // API tokens: failures per client address limited like sign-ins (authRateLimit).
  installAuthentication(app, sessions, new ApiTokenAuthenticator(db, config.authRateLimit));
  installEmbedAuthentication(app, embedTokens, sessionStates);
  const eventBus = installEventBus(app, db, config.streams);
  installHousekeeping(app, db);
  installVaultRootKey(config.vaultRootKey);
  const operationWorker = installOperationWorker(app, db, eventBus, {
    ...config.operations,
    ...operations,
  });
  await installSecurity(app, config, db);
  await installDocs(app);
  app.addSchema(ErrorSchema);

  await app.register(
    async (v1) => {
      await v1.register(healthRoutes, { db });
      await v1.register(sessionRoutes, {
        sessions,
        rateLimit: config.authRateLimit,
        db,
        profiles,
        tokenSecret: config.tokenSecret,
      });
      await v1.register(ssoRoutes, {
        sso: new SsoService(db, config, sessions),
        rateLimit: config.authRateLimit,
      });
      await v1.register(meRoutes, { db, profiles, tokenSecret: config.tokenSecret });
      await v1.register(streamRoutes, {
        streams: new StreamService(db, eventBus, config.tokenSecret, sessionStates),
        bus: eventBus,
        config: config.streams,
        fakeAlarmRateLimit: config.fakeAlarmRateLimit,
      });
      await v1.register(environmentRoutes, { db });
      await v1.register(favoriteRoutes, { db });
      await v1.register(searchRoutes, { db });
      await v1.register(dashboardRoutes, { db, config, embedTokens });
      await v1.register(biRoutes, { db, config, embedTokens });
      await v1.register(analyticsRoutes, { db, config, embedTokens });
      await v1.register(messageRoutes, { db });
      await v1.register(preferenceRoutes, { db });
      await v1.register(pipelineRoutes, { db });
      await v1.register(impersonationRoutes, { db, sessions });
      await v1.register(assistTokenRoutes, { db, rateLimit: config.authRateLimit });
      await v1.register(ticketRoutes, { db, support: config.support });
      await v1.register(iaasRoutes, { db });
      await v1.register(iaasPricingRoutes, { db });
      await v1.register(iaasSetupRoutes, { db, bus: eventBus, worker: operationWorker });
      await v1.register(iaasInformationRoutes, { db });
      await v1.register(storeRoutes, { db });
      await v1.register(operationRoutes, { db, bus: eventBus, worker: operationWorker });
      await v1.register(backupCatalogRoutes, { db, bus: eventBus, worker: operationWorker });
      await v1.register(iaasManagerRoutes, { db, bus: eventBus, worker: operationWorker });
      await v1.register(iaasSshKeyRoutes, { db });
      await v1.register(vaultRoutes, { db, bus: eventBus, worker: operationWorker });
      await v1.register(usageTermsRoutes, { db });
      await v1.register(commercialEventRoutes, { db });
      await v1.register(marketplaceRoutes, { db, bus: eventBus, worker: operationWorker });
      await v1.register(marketplaceAdminRoutes, { db });
      await v1.register(auditRoutes, { db });
      await v1.register(iamRoutes, { db, sessions, mailer, portalUrl: config.portalUrl });
      await v1.register(insightsAdminRoutes, { db });
      await v1.register(tssRoutes, { db });
      await v1.register(contractsAdminRoutes, { db });
      await v1.register(aiAgentRoutes, { db });
      await v1.register(salesRoutes, { db });
      await v1.register(auditLogRoutes, { db });
      await v1.register(disasterRecoveryPlanRoutes, { db });
      await v1.register(disasterRecoveryBackupRoutes, { db, tokenSecret: config.tokenSecret });
      await v1.register(accountLinkRoutes, {
        db,
        sessions,
        hashing: config.passwordHashing,
        rateLimit: config.authRateLimit,
        recovery: new PasswordRecovery(db, mailer, {
          portalUrl: config.portalUrl,
          limit: config.passwordResetLimit,
          log: app.log,
        }),
      });
      await v1.register(profileRoutes, { db, sessions, hashing: config.passwordHashing });
      await v1.register(developerRoutes, { db });
    },
    { prefix: '/api/v1' },
  );
  app.decorate('mailer', mailer);
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Outgoing mail (mail/mailer.ts): main.ts names its outbox; the invitation flow sends with it. */
    mailer: Mailer;
  }
}

export type App = Awaited<ReturnType<typeof buildApp>>;
