// Starts the real app on a random port over a test database (PGlite or PostgreSQL), migrated and seeded.
import { randomBytes, randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { queryBatchLimits } from '@nuvem/api-contract';
import { buildApp, type App, type BuildAppOptions } from '../app';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { generateEmbedSigningKeyPem } from '../auth/embed-signing-key';
import { migrate } from '../db/migrate';
import { testDatasetSettings, testPasswordHashing } from './test-config';
import { openTestDatabase, type DatabaseKind } from './test-database';

/** One root key per test process: every app a test starts reads what another sealed (as one DATA_DIR would). */
const testVaultRootKey = randomBytes(32);

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: '/nonexistent',
    databaseUrl: undefined,
    tokenSecret: randomBytes(32).toString('hex'),
    accessTokenTtlSeconds: 900,
    refreshTokenTtlSeconds: 3600,
    corsOrigins: ['http://127.0.0.1:4200', 'http://localhost:4200'],
    apiKeys: [],
    bodyLimitBytes: 64 * 1024,
    trustProxy: 'loopback',
    authRateLimit: { max: 1000, windowMs: 60_000 },
    accountSignInLimit: { max: 1000, windowMs: 60_000 },
    refreshRateLimit: { max: 1000, windowMs: 60_000 },
    refreshFailureRateLimit: { max: 1000, windowMs: 60_000 },
    fakeAlarmRateLimit: { max: 1000, windowMs: 60_000 },
    passwordHashing: testPasswordHashing,
    logLevel: 'silent',
    oidc: undefined,
    portalUrl: testDatasetSettings.portalUrl,
    analyticsUrl: 'http://127.0.0.1:4300',
    embedSigningKey: generateEmbedSigningKeyPem(),
    embedTokenTtlSeconds: 600,
    embedOrigins: ['http://127.0.0.1:4200', 'http://localhost:4200'],
    analyticsQueryTimeoutMs: 10_000,
    analyticsBatchLimits: queryBatchLimits,
    demoAnalyticsMonths: 24,
    // Operations take no time between steps in tests.
    operations: { stepDelayMs: 0, leaseMs: 30_000, pollMs: 2_000 },
    streams: {
      heartbeatMs: 15_000,
      maxConnectionsPerUser: 10,
      retentionSeconds: 86_400,
      pruneIntervalMs: 600_000,
    },
    support: {
      phone: '0800 000 0000',
      email: 'suporte@nuvem.example',
      primePhone: '0800 000 0001',
      hoursFrom: '08:00',
      hoursTo: '18:00',
      timeZone: 'America/Sao_Paulo',
    },
    // Each app its own outbox (mail/outbox.ts reads it).
    mail: {
      smtpUrl: undefined,
      from: 'Nuvem <nao-responda@nuvem.example>',
      outboxDir: join(tmpdir(), `nuvem-outbox-${randomUUID()}`),
    },
    passwordResetLimit: { max: 1000, windowMs: 60_000 },
    vaultRootKey: testVaultRootKey,
    ...overrides,
  };
}

export interface TestApp {
  app: App;
  db: Database;
  url(path: string): string;
  close(): Promise<void>;
}

/** A second app over an existing database, e.g. with a lower rate limit. Closing it leaves the db open. */
export async function startAppOn(
  db: Database,
  overrides: Partial<Config> = {},
  options: Pick<BuildAppOptions, 'logStream' | 'operations'> = {},
): Promise<TestApp> {
  const config = testConfig(overrides);
  const operations = { retryDelayMs: 0, ...options.operations };
  const app = await buildApp({ db, config, logger: false, ...options, operations });
  // Port 0 (any free port) unless a test needs to know it in advance, e.g. for an OIDC redirect URI.
  await app.listen({ port: config.port, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('expected a TCP address');
  const base = `http://127.0.0.1:${address.port}`;
  return { app, db, url: (path) => base + path, close: () => app.close() };
}

export async function startTestApp(
  kind: DatabaseKind = 'pglite',
  overrides: Partial<Config> = {},
  options: Pick<BuildAppOptions, 'logStream' | 'operations'> = {},
): Promise<TestApp> {
  const db = await openTestDatabase(kind);
  expect(await migrate(db)).toEqual([]); // the template is up to date
  const started = await startAppOn(db, overrides, options);
  return {
    ...started,
    async close() {
      await started.close();
      await db.close();
    },
  };
}

export function postJson(
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

export const errorShape = {
  error_code: expect.any(String),
  error_vars: expect.any(Array),
  error_title: expect.any(String),
  error_type: expect.any(String),
  error_message: expect.any(String),
  error_fields: expect.any(Array),
};
