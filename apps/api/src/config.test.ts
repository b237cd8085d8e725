import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateEmbedSigningKeyPem } from './auth/embed-signing-key';
import { loadConfig } from './config';

// Secrets given, so nothing is generated into a data folder.
const base = {
  TOKEN_SECRET: 'x'.repeat(32),
  EMBED_SIGNING_KEY: generateEmbedSigningKeyPem(),
  VAULT_ROOT_KEY: Buffer.alloc(32, 7).toString('base64'),
};

describe('loadConfig: analytics settings', () => {
  it('lets the portal and the CORS origins embed by default, and gives a query 10 s', () => {
    const config = loadConfig({
      ...base,
      PORTAL_URL: 'https://portal.example/app/',
      CORS_ORIGINS: 'https://a.example,https://portal.example',
    });
    expect(config.embedOrigins).toEqual(['https://portal.example', 'https://a.example']);
    expect(config.analyticsQueryTimeoutMs).toBe(10_000);
  });

  it('reads EMBED_ORIGINS and ANALYTICS_QUERY_TIMEOUT_MS', () => {
    const config = loadConfig({
      ...base,
      EMBED_ORIGINS: 'https://host.example, http://127.0.0.1:8080/',
      ANALYTICS_QUERY_TIMEOUT_MS: '2500',
    });
    expect(config.embedOrigins).toEqual(['https://host.example', 'http://127.0.0.1:8080']);
    expect(config.analyticsQueryTimeoutMs).toBe(2500);
  });

  it('refuses an origin with a path, a non-http origin and a bad time limit', () => {
    expect(() => loadConfig({ ...base, EMBED_ORIGINS: 'https://host.example/embed' })).toThrow(
      /EMBED_ORIGINS/,
    );
    expect(() => loadConfig({ ...base, EMBED_ORIGINS: 'ftp://host.example' })).toThrow(/EMBED_ORIGINS/);
    expect(() => loadConfig({ ...base, ANALYTICS_QUERY_TIMEOUT_MS: 'soon' })).toThrow(
      /ANALYTICS_QUERY_TIMEOUT_MS/,
    );
  });
});

describe('loadConfig: TRUST_PROXY', () => {
  it("trusts the web server on this machine by default, the proxies named, or none with 'off'", () => {
    expect(loadConfig(base).trustProxy).toBe('loopback');
    expect(loadConfig({ ...base, TRUST_PROXY: 'loopback, 10.0.0.0/8' }).trustProxy).toBe(
      'loopback, 10.0.0.0/8',
    );
    expect(loadConfig({ ...base, TRUST_PROXY: 'off' }).trustProxy).toBe(false);
  });
});

describe('loadConfig: rate limits', () => {
  it('limits sign-ins per address, and refreshes per sign-in: 30 a minute, failed ones 120 a minute per address', () => {
    const config = loadConfig(base);
    expect(config.authRateLimit).toEqual({ max: 10, windowMs: 60_000 });
    expect(config.refreshRateLimit).toEqual({ max: 30, windowMs: 60_000 });
    expect(config.refreshFailureRateLimit).toEqual({ max: 120, windowMs: 60_000 });
  });

  it('reads AUTH_REFRESH_RATE_LIMIT_* and AUTH_REFRESH_FAILURE_RATE_LIMIT_*', () => {
    const config = loadConfig({
      ...base,
      AUTH_REFRESH_RATE_LIMIT_MAX: '5',
      AUTH_REFRESH_RATE_LIMIT_WINDOW_MS: '1000',
      AUTH_REFRESH_FAILURE_RATE_LIMIT_MAX: '7',
      AUTH_REFRESH_FAILURE_RATE_LIMIT_WINDOW_MS: '2000',
    });
    expect(config.refreshRateLimit).toEqual({ max: 5, windowMs: 1000 });
    expect(config.refreshFailureRateLimit).toEqual({ max: 7, windowMs: 2000 });
  });
});

describe('loadConfig: mail', () => {
  it('writes to DATA_DIR/outbox without SMTP_URL, and limits reset mails to 3 per account in 15 minutes', () => {
    const config = loadConfig({ ...base, DATA_DIR: '/tmp/nuvem-config-test' });
    expect(config.mail).toEqual({
      smtpUrl: undefined,
      from: 'Nuvem <nao-responda@nuvem.example>',
      outboxDir: '/tmp/nuvem-config-test/outbox',
    });
    expect(config.passwordResetLimit).toEqual({ max: 3, windowMs: 15 * 60_000 });
  });

  it('reads SMTP_URL, MAIL_FROM, MAIL_OUTBOX_DIR and PASSWORD_RESET_RATE_LIMIT_*', () => {
    const config = loadConfig({
      ...base,
      SMTP_URL: 'smtps://user:pass@mail.example:465',
      MAIL_FROM: 'Portal <portal@example.com>',
      MAIL_OUTBOX_DIR: '/tmp/elsewhere',
      PASSWORD_RESET_RATE_LIMIT_MAX: '5',
      PASSWORD_RESET_RATE_LIMIT_WINDOW_MS: '60000',
    });
    expect(config.mail).toEqual({
      smtpUrl: 'smtps://user:pass@mail.example:465',
      from: 'Portal <portal@example.com>',
      outboxDir: '/tmp/elsewhere',
    });
    expect(config.passwordResetLimit).toEqual({ max: 5, windowMs: 60_000 });
  });

  it('refuses an SMTP_URL that is not smtp(s), without repeating it (it may hold a password)', () => {
    for (const bad of ['http://user:secret@mail.example', 'not a url secret']) {
      const error = (() => {
        try {
          loadConfig({ ...base, SMTP_URL: bad });
        } catch (thrown) {
          return thrown as Error;
        }
      })();
      expect(error?.message).toMatch(/SMTP_URL must be/);
      expect(error?.message).not.toContain('secret');
    }
  });
});

describe('loadConfig: the vault root key', () => {
  it('reads VAULT_ROOT_KEY (32 bytes, base64) and refuses another length', () => {
    expect(loadConfig(base).vaultRootKey).toEqual(Buffer.alloc(32, 7));
    expect(() => loadConfig({ ...base, VAULT_ROOT_KEY: Buffer.alloc(16).toString('base64') })).toThrow(
      /VAULT_ROOT_KEY must be 32 bytes/,
    );
  });

  it('without it, generates one into DATA_DIR/vault-root-key once and reads it back after', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'nuvem-vault-root-'));
    const { VAULT_ROOT_KEY: _unset, ...env } = base;
    const first = loadConfig({ ...env, DATA_DIR: dataDir }).vaultRootKey;
    expect(first).toHaveLength(32);
    expect(Buffer.from(readFileSync(join(dataDir, 'vault-root-key'), 'utf8').trim(), 'base64')).toEqual(
      first,
    );
    expect(statSync(join(dataDir, 'vault-root-key')).mode & 0o777).toBe(0o600);
    expect(loadConfig({ ...env, DATA_DIR: dataDir }).vaultRootKey).toEqual(first);
  });
});
