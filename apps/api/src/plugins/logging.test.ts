import { redactUrl } from './logging';

test('secret query values are redacted; the rest of the URL stays readable', () => {
  expect(redactUrl('/api/v1/streams/user-1?user=user-1&hash=abc_DEF-123')).toBe(
    '/api/v1/streams/user-1?user=user-1&hash=…',
  );
  expect(redactUrl('/api/v1/session/sso/callback?code=c0de&state=s7&iss=x')).toBe(
    '/api/v1/session/sso/callback?code=…&state=…&iss=x',
  );
  expect(redactUrl('/api/v1/search/topologies?q=hashing&limit=5')).toBe(
    '/api/v1/search/topologies?q=hashing&limit=5',
  );
});
