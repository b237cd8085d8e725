import { deploymentOrigins } from './deployment-origins';

test('by default the portal and the analytics app on this machine, the portal allowed to embed', () => {
  expect(deploymentOrigins({})).toEqual({
    portalUrl: 'http://127.0.0.1:4200',
    corsOrigins: ['http://127.0.0.1:4200', 'http://localhost:4200'],
    analyticsUrl: 'http://127.0.0.1:4300',
    embedOrigins: ['http://127.0.0.1:4200', 'http://localhost:4200'],
  });
});

test('EMBED_ORIGINS defaults to the origin of PORTAL_URL and CORS_ORIGINS, each once', () => {
  const origins = deploymentOrigins({
    PORTAL_URL: 'https://portal.example/',
    CORS_ORIGINS: 'https://portal.example, https://a.example',
    ANALYTICS_URL: 'https://bi.example/',
  });
  expect(origins.portalUrl).toBe('https://portal.example');
  expect(origins.analyticsUrl).toBe('https://bi.example');
  expect(origins.embedOrigins).toEqual(['https://portal.example', 'https://a.example']);
});

test('EMBED_ORIGINS, when set, are origins only', () => {
  expect(
    deploymentOrigins({ EMBED_ORIGINS: 'https://host.example/, http://127.0.0.1:8080' }).embedOrigins,
  ).toEqual(['https://host.example', 'http://127.0.0.1:8080']);
  expect(() => deploymentOrigins({ EMBED_ORIGINS: 'https://host.example/embed' })).toThrow(/EMBED_ORIGINS/);
  expect(() => deploymentOrigins({ PORTAL_URL: 'ftp://portal.example' })).toThrow(/PORTAL_URL/);
});
