import { apiConfigFromEnv } from './apiConfigFromEnv';

test('by default the portal calls its own origin and names the proxied API when it is unreachable', () => {
  expect(apiConfigFromEnv({ VITE_API_PROXY_TARGET: 'http://127.0.0.1:3333' })).toEqual({
    baseUrl: '',
    defaultApiKey: undefined,
    apiKeys: [],
    backendHost: '127.0.0.1:3333',
  });
});

test('VITE_API_URL, VITE_API_KEY and VITE_API_KEYS set the origin and the keys', () => {
  expect(
    apiConfigFromEnv({
      VITE_API_URL: 'https://api.nuvem.example',
      VITE_API_KEY: 'k-default',
      VITE_API_KEYS: '{"https://bi.nuvem.example/": "k-bi"}',
      VITE_API_PROXY_TARGET: 'http://127.0.0.1:3333',
    }),
  ).toEqual({
    baseUrl: 'https://api.nuvem.example',
    defaultApiKey: 'k-default',
    apiKeys: [{ url: 'https://bi.nuvem.example/', key: 'k-bi' }],
    backendHost: 'api.nuvem.example',
  });
});

test.each(['[1]', '{"https://x/": 1}', 'not json'])('a malformed VITE_API_KEYS (%s) is refused', (keys) => {
  expect(() => apiConfigFromEnv({ VITE_API_KEYS: keys })).toThrow();
});
