// Every setting the API reads from the environment, in one place. Nothing else reads process.env.
import { randomBytes } from 'node:crypto';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { queryBatchLimits } from '@nuvem/api-contract';
import { deploymentOrigins, httpUrlSetting, listSetting } from '@nuvem/api-contract/deployment-origins';
import { loadEmbedSigningKeyPem } from './auth/embed-signing-key';
import { keptSecretFile } from './auth/kept-secret-file';
import { loadVaultRootKey } from './domains/vault/vault-root-key';

export interface PasswordHashingConfig {
  /** KiB of memory per hash (argon2id). */
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

/** Single sign-on through an OpenID Connect issuer (authorization code with PKCE). */
export interface OidcConfig {
  /** The issuer identifier; its metadata is discovered at `<issuer>/.well-known/openid-configuration`. */
  issuer: string;
  clientId: string;
  /** Absent for a public client, which PKCE alone protects. */
  clientSecret: string | undefined;
  /** The API's callback, as registered at the issuer. */
  redirectUri: string;
  scopes: string;
  /** The login button's text, e.g. the company name. */
  label: string;
}

export interface Config {
  port: number;
  host: string;
  /** Where PGlite keeps its files and where a generated token secret is stored. */
  dataDir: string;
  /** When set, a PostgreSQL server is used through `pg` instead of PGlite. */
  databaseUrl: string | undefined;
  /** HMAC key that signs access tokens. */
  tokenSecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  corsOrigins: string[];
  /** When non-empty, every /api/v1 call except health must carry one of them in X-Api-Key. */
  apiKeys: string[];
  bodyLimitBytes: number;
  /**
   * The proxies whose X-Forwarded-For is believed (proxy-addr names, addresses or CIDRs): the client's address,
   * which per-address limits count, is the last one before them. false: none, the connection's address.
   */
  trustProxy: string | false;
  /** Sign-in (and SSO, assist token) attempts allowed per client IP in each window. */
  authRateLimit: RateLimit;
  /** Failed sign-ins allowed per account (e-mail) in each window, from any number of IPs. */
  accountSignInLimit: RateLimit;
  /** Refreshes allowed per sign-in (refresh-token family) in each window, whatever the IP. */
  refreshRateLimit: RateLimit;
  /** Failed refreshes (unknown, expired or reused token) allowed per client IP in each window. */
  refreshFailureRateLimit: RateLimit;
  /** Fake alarms (a test call) per user in each window. */
  fakeAlarmRateLimit: RateLimit;
  passwordHashing: PasswordHashingConfig;
  logLevel: string;
  /** Off unless OIDC_ISSUER is set. */
  oidc: OidcConfig | undefined;
  /** The portal's origin: the browser returns there after single sign-on. */
  portalUrl: string;
  /** The analytics side that serves embedded dashboards and reports (their embed URLs point there). */
  analyticsUrl: string;
  /** Ed25519 private key (PKCS#8 PEM) that signs embed tokens; its public half is served as a JWKS. */
  embedSigningKey: string;
  embedTokenTtlSeconds: number;
  /** Origins of the host pages allowed to embed analytics content (the frame talks to no other parent). */
  embedOrigins: string[];
  /** A data query of the analytics side gets this long, then answers 503 analytics_query_timeout. */
  analyticsQueryTimeoutMs: number;
  /** What one batch of data queries may take as a whole (defaults: the contract's queryBatchLimits). */
  analyticsBatchLimits: { rows: number; answerBytes: number; seconds: number };
  /** Months of analytics history the demo data gets on a first start (24: over a million consumption rows). */
  demoAnalyticsMonths: number;
  /** The real-time channel (server-sent events). */
  streams: StreamsConfig;
  /** The operation worker (domains/operations/operation-worker.ts). */
  operations: OperationsConfig;
  /** The provider's support channels, shown on the portal's contact page. */
  support: SupportConfig;
  /** Outgoing mail (password recovery, invitations): SMTP, or the outbox a developer reads. */
  mail: MailConfig;
  /** Password-reset mails per account (e-mail) in each window; past it the answer is the same, no mail. */
  passwordResetLimit: RateLimit;
  /**
   * The vault's root key (32 bytes): it seals every external key's material. VAULT_ROOT_KEY (base64), or
   * generated once into DATA_DIR/vault-root-key; never in the database, so the tables alone decrypt nothing.
   */
  vaultRootKey: Buffer;
}

export interface MailConfig {
  /** smtp(s)://user:password@host:port, a secret (never logged); unset, messages go to `outboxDir`. */
  smtpUrl: string | undefined;
  /** The sender, e.g. 'Nuvem <nao-responda@nuvem.example>'. */
  from: string;
  /** Where messages are written as .eml files when there is no SMTP server: DATA_DIR/outbox by default. */
  outboxDir: string;
}

/** At most `max` in each window of `windowMs`, counted in the database by every instance alike. */
export interface RateLimit {
  max: number;
  windowMs: number;
}

export interface SupportConfig {
  /** The support line, answered in business hours. */
  phone: string;
  /** The support e-mail address, answered in business hours. */
  email: string;
  /** The around-the-clock line of PRIME support; absent: none is shown. */
  primePhone: string | undefined;
  /** Business hours, HH:mm, Monday to Friday. */
  hoursFrom: string;
  hoursTo: string;
  /** The time zone of the business hours (IANA name). */
  timeZone: string;
}

export interface StreamsConfig {
  /** A comment line is sent this often so proxies keep an idle stream open (0: never). */
  heartbeatMs: number;
  /** Open streams one user may hold on one instance; more answer 429. */
  maxConnectionsPerUser: number;
  /** Events stay replayable (Last-Event-ID) this long, then are pruned. */
  retentionSeconds: number;
  /** How often old events are pruned (0: never). */
  pruneIntervalMs: number;
}

export interface OperationsConfig {
  /** How long each step of an operation takes, as a provider's would, so states visibly move (0: none). */
  stepDelayMs: number;
  /** How long a worker's claim holds an operation without news; past it another instance resumes it. */
  leaseMs: number;
  /** How often each instance looks for operations asked on another, or left by one that stopped. */
  pollMs: number;
}

/** A first start's analytics history: 24 months, over a million consumption rows. */
export const defaultDemoAnalyticsMonths = 24;

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

export const defaultPasswordHashing: PasswordHashingConfig = {
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

type Env = Record<string, string | undefined>;

function int(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0)
    throw new Error(`${name} must be a non-negative integer, got "${raw}"`);
  return value;
}

const loopbackHosts = new Set(['127.0.0.1', 'localhost', '[::1]']);

function oidc(env: Env): OidcConfig | undefined {
  if (!env['OIDC_ISSUER']) return undefined;
  const issuer = httpUrlSetting(env, 'OIDC_ISSUER', '');
  // openid-client refuses plain http; it is allowed for an issuer on this machine (development, tests).
  if (issuer.protocol === 'http:' && !loopbackHosts.has(issuer.hostname))
    throw new Error('OIDC_ISSUER must use https (http only on a loopback host)');
  const clientId = env['OIDC_CLIENT_ID'];
  if (!clientId) throw new Error('OIDC_CLIENT_ID is required when OIDC_ISSUER is set');
  return {
    issuer: env['OIDC_ISSUER'],
    clientId,
    clientSecret: env['OIDC_CLIENT_SECRET'] || undefined,
    redirectUri: httpUrlSetting(env, 'OIDC_REDIRECT_URI', 'http://127.0.0.1:3333/api/v1/session/sso/callback')
      .href,
    scopes: 'openid email profile',
    label: env['OIDC_LABEL'] || issuer.hostname,
  };
}

/** SUPPORT_HOURS as "HH:mm-HH:mm" (a day's start before its end, 24:00 at most). */
function supportHours(env: Env): { hoursFrom: string; hoursTo: string } {
  const raw = env['SUPPORT_HOURS'] || '08:00-18:00';
  const match = /^(\d{2}:\d{2})-(\d{2}:\d{2})$/.exec(raw.trim());
  const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));
  const valid = (hhmm: string) => Number(hhmm.slice(3)) < 60 && minutes(hhmm) <= 24 * 60;
  if (!match || !valid(match[1]!) || !valid(match[2]!) || minutes(match[1]!) >= minutes(match[2]!))
    throw new Error(`SUPPORT_HOURS must be "HH:mm-HH:mm" within one day, got "${raw}"`);
  return { hoursFrom: match[1]!, hoursTo: match[2]! };
}

/** SMTP_URL must be an smtp: or smtps: URL; its text is never repeated in an error (it may hold a password). */
function mail(env: Env, dataDir: string): MailConfig {
  const smtpUrl = env['SMTP_URL']?.trim() || undefined;
  if (smtpUrl !== undefined) {
    let protocol = '';
    try {
      protocol = new URL(smtpUrl).protocol;
    } catch {
      // reported below
    }
    if (protocol !== 'smtp:' && protocol !== 'smtps:')
      throw new Error('SMTP_URL must be an smtp:// or smtps:// URL');
  }
  return {
    smtpUrl,
    from: env['MAIL_FROM']?.trim() || 'Nuvem <nao-responda@nuvem.example>',
    outboxDir: resolve(env['MAIL_OUTBOX_DIR'] || join(dataDir, 'outbox')),
  };
}

function timeZone(env: Env, name: string, fallback: string): string {
  const zone = env[name] || fallback;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
  } catch {
    throw new Error(`${name} must be an IANA time zone, got "${zone}"`);
  }
  return zone;
}

/** The secret from TOKEN_SECRET, or one generated once and kept in DATA_DIR so sessions survive restarts. */
function tokenSecret(env: Env, dataDir: string): string {
  const given = env['TOKEN_SECRET'];
  if (given) {
    if (given.length < 32) throw new Error('TOKEN_SECRET must be at least 32 characters');
    return given;
  }
  const kept = keptSecretFile(dataDir, 'token-secret', () => randomBytes(48).toString('base64url') + '\n');
  return kept.trim();
}

/**
 * TRUST_PROXY: by default this machine (loopback), where the web server that passes /api on runs with `npm start`;
 * `off` trusts none.
 */
function trustProxy(env: Env): string | false {
  const raw = env['TRUST_PROXY']?.trim() || 'loopback';
  return raw === 'off' ? false : raw;
}

export function loadConfig(env: Env = process.env): Config {
  const dataDir = resolve(env['DATA_DIR'] || join(repoRoot, '.data'));
  // Shared with the web server, which serves the portal and the frame with headers naming these origins.
  const { corsOrigins, portalUrl, analyticsUrl, embedOrigins } = deploymentOrigins(env);
  return {
    port: int(env, 'PORT', 3333),
    host: env['HOST'] || '127.0.0.1',
    dataDir,
    databaseUrl: env['DATABASE_URL'] || undefined,
    tokenSecret: tokenSecret(env, dataDir),
    accessTokenTtlSeconds: int(env, 'ACCESS_TOKEN_TTL_SECONDS', 15 * 60),
    refreshTokenTtlSeconds: int(env, 'REFRESH_TOKEN_TTL_SECONDS', 30 * 24 * 60 * 60),
    corsOrigins,
    apiKeys: listSetting(env, 'API_KEYS', []),
    bodyLimitBytes: int(env, 'BODY_LIMIT_BYTES', 64 * 1024),
    trustProxy: trustProxy(env),
    authRateLimit: {
      max: int(env, 'AUTH_RATE_LIMIT_MAX', 10),
      windowMs: int(env, 'AUTH_RATE_LIMIT_WINDOW_MS', 60_000),
    },
    accountSignInLimit: {
      max: int(env, 'AUTH_ACCOUNT_RATE_LIMIT_MAX', 10),
      windowMs: int(env, 'AUTH_ACCOUNT_RATE_LIMIT_WINDOW_MS', 15 * 60_000),
    },
    // A page load refreshes once; many tabs, several page loads a minute, stay well under it.
    refreshRateLimit: {
      max: int(env, 'AUTH_REFRESH_RATE_LIMIT_MAX', 30),
      windowMs: int(env, 'AUTH_REFRESH_RATE_LIMIT_WINDOW_MS', 60_000),
    },
    // Generous: a whole office's stale tokens after a weekend fail once each; guessing needs billions.
    refreshFailureRateLimit: {
      max: int(env, 'AUTH_REFRESH_FAILURE_RATE_LIMIT_MAX', 120),
      windowMs: int(env, 'AUTH_REFRESH_FAILURE_RATE_LIMIT_WINDOW_MS', 60_000),
    },
    fakeAlarmRateLimit: {
      max: int(env, 'FAKE_ALARM_RATE_LIMIT_MAX', 10),
      windowMs: int(env, 'FAKE_ALARM_RATE_LIMIT_WINDOW_MS', 60_000),
    },
    passwordHashing: defaultPasswordHashing,
    logLevel: env['LOG_LEVEL'] || 'info',
    oidc: oidc(env),
    portalUrl,
    analyticsUrl,
    embedSigningKey: loadEmbedSigningKeyPem(env['EMBED_SIGNING_KEY'], dataDir),
    embedTokenTtlSeconds: int(env, 'EMBED_TOKEN_TTL_SECONDS', 10 * 60),
    embedOrigins,
    analyticsQueryTimeoutMs: int(env, 'ANALYTICS_QUERY_TIMEOUT_MS', 10_000),
    analyticsBatchLimits: {
      rows: int(env, 'ANALYTICS_BATCH_MAX_ROWS', queryBatchLimits.rows),
      answerBytes: int(env, 'ANALYTICS_BATCH_MAX_BYTES', queryBatchLimits.answerBytes),
      seconds: int(env, 'ANALYTICS_BATCH_MAX_SECONDS', queryBatchLimits.seconds),
    },
    demoAnalyticsMonths: Math.max(1, int(env, 'DEMO_ANALYTICS_MONTHS', defaultDemoAnalyticsMonths)),
    operations: {
      stepDelayMs: int(env, 'OPERATION_STEP_DELAY_MS', 1_500),
      leaseMs: Math.max(1_000, int(env, 'OPERATION_LEASE_MS', 30_000)),
      pollMs: Math.max(100, int(env, 'OPERATION_POLL_MS', 2_000)),
    },
    streams: {
      heartbeatMs: int(env, 'STREAM_HEARTBEAT_MS', 15_000),
      maxConnectionsPerUser: int(env, 'STREAM_MAX_CONNECTIONS_PER_USER', 10),
      retentionSeconds: int(env, 'STREAM_RETENTION_SECONDS', 24 * 60 * 60),
      pruneIntervalMs: int(env, 'STREAM_PRUNE_INTERVAL_MS', 10 * 60_000),
    },
    support: {
      phone: env['SUPPORT_PHONE'] || '0800 000 0000',
      email: env['SUPPORT_EMAIL'] || 'suporte@nuvem.example',
      primePhone:
        env['SUPPORT_PRIME_PHONE'] === undefined ? '0800 000 0001' : env['SUPPORT_PRIME_PHONE'] || undefined,
      ...supportHours(env),
      timeZone: timeZone(env, 'SUPPORT_TIME_ZONE', 'America/Sao_Paulo'),
    },
    mail: mail(env, dataDir),
    vaultRootKey: loadVaultRootKey(env['VAULT_ROOT_KEY'], dataDir),
    passwordResetLimit: {
      max: int(env, 'PASSWORD_RESET_RATE_LIMIT_MAX', 3),
      windowMs: int(env, 'PASSWORD_RESET_RATE_LIMIT_WINDOW_MS', 15 * 60_000),
    },
  };
}
