// Every setting the API reads from the environment, in one place. Nothing else reads process.env.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface PasswordHashingConfig {
  /** KiB of memory per hash (argon2id). */
  memoryCost: number;
  timeCost: number;
  parallelism: number;
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
  /** Sign-in and refresh attempts allowed per client IP in each window. */
  authRateLimit: { max: number; windowMs: number };
  passwordHashing: PasswordHashingConfig;
  logLevel: string;
}

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

function list(env: Env, name: string, fallback: string[]): string[] {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  return raw
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/** The secret from TOKEN_SECRET, or one generated once and kept in DATA_DIR so sessions survive restarts. */
function tokenSecret(env: Env, dataDir: string): string {
  const given = env['TOKEN_SECRET'];
  if (given) {
    if (given.length < 32) throw new Error('TOKEN_SECRET must be at least 32 characters');
    return given;
  }
  const file = join(dataDir, 'token-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(48).toString('base64url');
    writeFileSync(file, secret + '\n', { mode: 0o600, flag: 'wx' });
    return secret;
  }
}

export function loadConfig(env: Env = process.env): Config {
  const dataDir = resolve(env['DATA_DIR'] || join(repoRoot, '.data'));
  return {
    port: int(env, 'PORT', 3333),
    host: env['HOST'] || '127.0.0.1',
    dataDir,
    databaseUrl: env['DATABASE_URL'] || undefined,
    tokenSecret: tokenSecret(env, dataDir),
    accessTokenTtlSeconds: int(env, 'ACCESS_TOKEN_TTL_SECONDS', 15 * 60),
    refreshTokenTtlSeconds: int(env, 'REFRESH_TOKEN_TTL_SECONDS', 30 * 24 * 60 * 60),
    corsOrigins: list(env, 'CORS_ORIGINS', ['http://127.0.0.1:4200', 'http://localhost:4200']),
    apiKeys: list(env, 'API_KEYS', []),
    bodyLimitBytes: int(env, 'BODY_LIMIT_BYTES', 64 * 1024),
    authRateLimit: {
      max: int(env, 'AUTH_RATE_LIMIT_MAX', 10),
      windowMs: int(env, 'AUTH_RATE_LIMIT_WINDOW_MS', 60_000),
    },
    passwordHashing: defaultPasswordHashing,
    logLevel: env['LOG_LEVEL'] || 'info',
  };
}
