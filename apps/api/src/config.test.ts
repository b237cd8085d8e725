import { generateEmbedSigningKeyPem } from './auth/embed-signing-key';
import { loadConfig } from './config';

// Secrets given, so nothing is generated into a data folder.
const base = { TOKEN_SECRET: 'x'.repeat(32), EMBED_SIGNING_KEY: generateEmbedSigningKeyPem() };

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
